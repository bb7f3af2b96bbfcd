import { b64, opcodeOut, shardHex, str } from '../convert.ts';
import { LRUCache } from 'lru-cache';
import { KeptJson, KeptText } from '../../http/kept-json.ts';
import { type Decoded, decodeContent, opcodeName } from '../decode.ts';
import type { AccountStateRow, MessageWithContentRow, TransactionRow } from './rows.ts';
import type { components } from '../../../../generated/v3/types.ts';

type S = components['schemas'];
type MessageContent = S['MessageContent'];

/**
 * A body or StateInit as its MessageContent record, kept: its JSON is written once, and copied into each answer
 * carrying it (`answerBytes`) instead of being written again per answer. The record is shared, never changed.
 */
class KeptContent extends KeptJson implements MessageContent {
  readonly hash: string;
  readonly body: string;
  readonly decoded: Decoded | null;
  readonly #json: KeptText;
  constructor(hash: string, body: string, decoded: Decoded | null) {
    super();
    this.hash = hash;
    this.#json = new KeptText({ hash, body, decoded });
    // The body is kept once, in the JSON: a slice of it (base64 needs no escaping) is the record's `body`, which V8
    // keeps as a view into the JSON's characters, not as a copy.
    const at = JSON.stringify({ hash, body: '' }).length - 2;
    this.body = this.#json.text.slice(at, at + body.length);
    this.decoded = decoded;
  }
  protected json(): KeptText {
    return this.#json;
  }
  protected plain(): MessageContent {
    return { hash: this.hash, body: this.body, decoded: this.decoded };
  }
  /** about what it holds, in bytes: the JSON (the body in it) and the decoded form */
  get size(): number {
    return this.#json.text.length + 64;
  }
}

/**
 * Bodies and StateInits by content hash, encoded and decoded: a hash names one content forever, and pages repeat
 * contents (a wallet's batch of 255 transfers with one comment, a popular contract's StateInit), each of which
 * would be read as cells again. Bounded by the size of their JSON, which holds each body and its decoded form.
 */
const contents = new LRUCache<string, KeptContent>({
  maxSize: 24 * 1024 * 1024,
  sizeCalculation: (c) => c.size,
});

/** A body or StateInit as a MessageContent; `hash` as bytes or as its base64 (the answer's form, the cache's key). */
export function content(hash: Buffer | string | null, boc: Buffer | null): MessageContent | null {
  if (!hash || !boc) return null;
  const key = typeof hash === 'string' ? hash : b64(hash)!;
  let known = contents.get(key);
  if (!known) contents.set(key, (known = new KeptContent(key, boc.toString('base64'), decodeContent(boc))));
  return known;
}

/** The content with this hash (base64) if it is kept already: then its bytes need not be read. */
export function keptContent(key: string): MessageContent | undefined {
  return contents.get(key);
}

/** One message row, with its body and StateInit read (`withContents`), as the v3 Message record. */
export function messageRecord(m: MessageWithContentRow): S['Message'] {
  const rec: S['Message'] = {
    hash: b64(m.msg_hash)!,
    source: m.source ?? null,
    destination: m.destination ?? null,
    value: str(m.value),
    // written by the indexer as {currency id: decimal amount}
    value_extra_currencies: (m.value_extra_currencies ?? null) as S['ExtraCurrencies'] | null,
    fwd_fee: str(m.fwd_fee),
    ihr_fee: str(m.ihr_fee),
    import_fee: str(m.import_fee),
    extra_flags: str(m.extra_flags),
    created_lt: str(m.created_lt),
    created_at: str(m.created_at),
    opcode: opcodeOut(m.opcode),
    decoded_opcode: m.opcode === null || m.opcode === undefined ? null : opcodeName(m.opcode),
    ihr_disabled: m.ihr_disabled ?? null,
    bounce: m.bounce ?? null,
    bounced: m.bounced ?? null,
    message_content: m.body_content ?? null,
    init_state: m.init_content ?? null,
  };
  if (m.msg_hash_norm && !m.msg_hash_norm.equals(m.msg_hash)) rec.hash_norm = b64(m.msg_hash_norm)!;
  return rec;
}

/**
 * The columns of a message row (`m`) that `messageRecord` and the grouping of messages by transaction (direction)
 * read, beside tx_hash and tx_lt: not `m.*`, whose trace_id and mc_seqno no Message record carries. A highload
 * batch's page is 256 message rows, and node-pg turns every field of each into a string before it is parsed.
 */
const MESSAGE_COLUMNS = [
  'msg_hash',
  'direction',
  'msg_hash_norm',
  'source',
  'destination',
  'value',
  'value_extra_currencies',
  'fwd_fee',
  'ihr_fee',
  'extra_flags',
  'import_fee',
  'created_lt',
  'created_at',
  'opcode',
  'ihr_disabled',
  'bounce',
  'bounced',
  'body_hash',
  'init_state_hash',
  'body_boc',
];
export const RECORD_MESSAGE_COLUMNS = MESSAGE_COLUMNS.map((c) => `m.${c}`).join(', ');

/**
 * Which of RECORD_MESSAGE_COLUMNS are bytea, read in binary (binary-fields.ts): a page's hashes and small bodies
 * arrive as their bytes instead of hex, half the size, and are not decoded again.
 */
const RECORD_MESSAGE_BINARY = MESSAGE_COLUMNS.map(
  (c) => c.endsWith('_hash') || c === 'msg_hash_norm' || c === 'body_boc',
);

/** The columns read in binary of a statement selecting `tx_hash, tx_lt, ${RECORD_MESSAGE_COLUMNS}`. */
export const MESSAGE_ROW_BINARY = [true, false, ...RECORD_MESSAGE_BINARY];

export function accountStateRecord(hash: Buffer, s: AccountStateRow | undefined): S['AccountState'] {
  if (!s)
    return {
      hash: b64(hash)!,
      balance: null,
      extra_currencies: null,
      account_status: null,
      frozen_hash: null,
      data_hash: null,
      code_hash: null,
    };
  return {
    hash: b64(hash)!,
    balance: str(s.balance),
    extra_currencies: (s.balance_extra_currencies ?? null) as S['ExtraCurrencies'] | null,
    account_status: s.account_status ?? null,
    frozen_hash: b64(s.frozen_hash),
    data_hash: b64(s.data_hash),
    code_hash: b64(s.code_hash),
  };
}

/** Drops nulls: description sub-fields are omitted when the phase did not record them. */
function present<T extends Record<string, unknown>>(o: T): { [K in keyof T]?: NonNullable<T[K]> } {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== null && v !== undefined) out[k] = v;
  return out as { [K in keyof T]?: NonNullable<T[K]> };
}

export function descriptionRecord(t: TransactionRow): S['TransactionDescription'] {
  const d: S['TransactionDescription'] = {
    type: t.descr,
    ...present({
      aborted: t.aborted,
      destroyed: t.destroyed,
      credit_first: t.credit_first,
      is_tock: t.is_tock,
      installed: t.installed,
    }),
  };
  if (t.storage_status_change !== null || t.storage_fees_collected !== null) {
    d.storage_ph = present({
      storage_fees_collected: str(t.storage_fees_collected),
      storage_fees_due: str(t.storage_fees_due),
      status_change: t.storage_status_change,
    });
  }
  if (t.credit !== null || t.credit_due_fees_collected !== null) {
    d.credit_ph = present({
      due_fees_collected: str(t.credit_due_fees_collected),
      credit: str(t.credit),
      credit_extra_currencies: t.credit_extra_currencies as S['ExtraCurrencies'] | null,
    });
  }
  if (t.compute_skipped !== null) {
    d.compute_ph = {
      skipped: t.compute_skipped,
      ...present({
        reason: t.skipped_reason,
        success: t.compute_success,
        msg_state_used: t.compute_msg_state_used,
        account_activated: t.compute_account_activated,
        gas_fees: str(t.compute_gas_fees),
        gas_used: str(t.compute_gas_used),
        gas_limit: str(t.compute_gas_limit),
        gas_credit: str(t.compute_gas_credit),
        mode: t.compute_mode,
        exit_code: t.compute_exit_code,
        exit_arg: t.compute_exit_arg,
        vm_steps: t.compute_vm_steps === null ? null : Number(t.compute_vm_steps),
        vm_init_state_hash: b64(t.compute_vm_init_state_hash),
        vm_final_state_hash: b64(t.compute_vm_final_state_hash),
      }),
    };
  }
  if (t.action_success !== null) {
    d.action = present({
      success: t.action_success,
      valid: t.action_valid,
      no_funds: t.action_no_funds,
      status_change: t.action_status_change,
      total_fwd_fees: str(t.action_total_fwd_fees),
      total_action_fees: str(t.action_total_action_fees),
      result_code: t.action_result_code,
      result_arg: t.action_result_arg,
      tot_actions: t.action_tot_actions,
      spec_actions: t.action_spec_actions,
      skipped_actions: t.action_skipped_actions,
      msgs_created: t.action_msgs_created,
      action_list_hash: b64(t.action_action_list_hash),
      tot_msg_size:
        t.action_tot_msg_size_cells === null
          ? null
          : { cells: str(t.action_tot_msg_size_cells)!, bits: str(t.action_tot_msg_size_bits)! },
    });
  }
  if (t.bounce !== null) {
    d.bounce = {
      type: t.bounce,
      ...present({
        msg_size:
          t.bounce_msg_size_cells === null
            ? null
            : { cells: str(t.bounce_msg_size_cells)!, bits: str(t.bounce_msg_size_bits)! },
        req_fwd_fees: str(t.bounce_req_fwd_fees),
        msg_fees: str(t.bounce_msg_fees),
        fwd_fees: str(t.bounce_fwd_fees),
      }),
    };
  }
  if (t.split_info_cur_shard_pfx_len !== null) {
    d.split_info = present({
      cur_shard_pfx_len: t.split_info_cur_shard_pfx_len,
      acc_split_depth: t.split_info_acc_split_depth,
      this_addr: t.split_info_this_addr,
      sibling_addr: t.split_info_sibling_addr,
    });
  }
  return d;
}

export function transactionRecord(
  t: TransactionRow,
  inMsg: MessageWithContentRow | undefined,
  outMsgs: MessageWithContentRow[],
  states: Map<string, AccountStateRow>,
): S['Transaction'] {
  const rec: S['Transaction'] = {
    account: t.account,
    hash: b64(t.hash)!,
    lt: String(t.lt),
    now: Number(t.now),
    mc_block_seqno: t.mc_block_seqno ?? 0,
    prev_trans_hash: b64(t.prev_trans_hash)!,
    prev_trans_lt: String(t.prev_trans_lt),
    orig_status: t.orig_status,
    end_status: t.end_status,
    total_fees: String(t.total_fees),
    total_fees_extra_currencies: (t.total_fees_extra_currencies ?? null) as S['ExtraCurrencies'] | null,
    description: descriptionRecord(t),
    block_ref: { workchain: t.block_workchain, shard: shardHex(t.block_shard), seqno: t.block_seqno },
    in_msg: inMsg ? messageRecord(inMsg) : null,
    out_msgs: outMsgs.map(messageRecord),
    account_state_before: accountStateRecord(
      t.account_state_hash_before,
      states.get(t.account_state_hash_before.toString('hex')),
    ),
    account_state_after: accountStateRecord(
      t.account_state_hash_after,
      states.get(t.account_state_hash_after.toString('hex')),
    ),
    emulated: false,
    finality: 'finalized',
  };
  if (t.trace_id) rec.trace_id = b64(t.trace_id)!;
  return rec;
}
