/**
 * What a parse worker sends the writing thread. Rows go as binary COPY tuples (`copyParts`, all but the columns the
 * writing thread fills in); the row objects keep only the fields the writing thread itself reads — trace assembly (traces/assemble.ts),
 * classification of traces wholly inside the batch (actions/store.ts) and the states after transactions
 * (writer/store.ts) — since copying ~80 fields per transaction between threads, and collecting them afterwards,
 * cost more than encoding them. Encoding them here also takes it off the writing thread, the busier of the two.
 */
import type { BlockData, MessageRow, TransactionRow } from '../model/rows.ts';
import { copyParts } from '../model/copy.ts';
import { MESSAGE_COPY, TRANSACTION_COPY } from '../model/tables.ts';

export const WRITER_TX_FIELDS = [
  'hash',
  'lt',
  'account',
  'now',
  'mc_block_seqno',
  'trace_id',
  'aborted',
  'compute_exit_code',
  'orig_status',
  'end_status',
  'descr',
  'is_tock',
  'account_state_hash_after',
] as const satisfies ReadonlyArray<keyof TransactionRow>;
export const WRITER_MSG_FIELDS = [
  'tx_hash',
  'msg_hash',
  'direction',
  'source',
  'destination',
  'msg_hash_norm',
  'trace_id',
  'value',
  'opcode',
  'created_lt',
  'bounced',
  'body_hash',
  'init_state_hash',
] as const satisfies ReadonlyArray<keyof MessageRow>;

function pick<R extends object>(rows: R[], fields: ReadonlyArray<keyof R>): R[] {
  return rows.map((r) => {
    const out = {} as R;
    for (const f of fields) out[f] = r[f];
    return out;
  });
}

/** The block ready to cross to the writing thread: COPY tuples of every column not filled in later, slim rows. */
export function forWriter(data: BlockData): BlockData {
  return {
    ...data,
    copy: {
      transactions: copyParts(TRANSACTION_COPY, data.transactions),
      messages: copyParts(MESSAGE_COPY, data.messages),
    },
    transactions: pick(data.transactions, WRITER_TX_FIELDS),
    messages: pick(data.messages, WRITER_MSG_FIELDS),
  };
}
