/**
 * What a parse worker sends the writing thread. Columns go as PostgreSQL array literals (`columnLiterals`);
 * the row objects keep only the fields the writing thread itself reads — trace assembly (traces/assemble.ts),
 * classification of traces wholly inside the batch (actions/store.ts) and the states after transactions
 * (writer/store.ts) — since copying ~80 fields per transaction between threads, and collecting them afterwards,
 * cost more than encoding them.
 */
import type { BlockData, MessageRow, TransactionRow } from '../model/rows.ts';
import { columnLiterals, messagesSpec, TRANSACTION_COLUMNS_FILLED_LATER, transactionsSpec } from '../model/tables.ts';

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

/** The block ready to cross to the writing thread: literals for every column not filled in later, slim rows. */
export function forWriter(data: BlockData): BlockData {
  return {
    ...data,
    literals: {
      transactions: columnLiterals(transactionsSpec, data.transactions, TRANSACTION_COLUMNS_FILLED_LATER),
      messages: columnLiterals(messagesSpec, data.messages, ['trace_id']),
    },
    transactions: pick(data.transactions, WRITER_TX_FIELDS),
    messages: pick(data.messages, WRITER_MSG_FIELDS),
  };
}
