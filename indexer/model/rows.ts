/**
 * Row shapes written by the indexer, derived from the tables' generated rows (generated/db/rows.ts, made from
 * indexer/migrations/), so a migration that changes a column breaks the build where a row disagrees.
 *
 * They are what the writer hands to pg, which is not always what pg hands back, so each row names the columns it
 * writes in another form: a bigint known to fit in 53 bits (a time, a step count) as a JS number (`AsNumber`: pg
 * sends numbers and strings alike as text), and jsonb as its JSON text (`JsonText`: encoded once, for the COPY rows and array
 * literals the writer sends). Every other column keeps its generated type.
 */
import type * as Table from '../../generated/db/rows.ts';
import type { CopyParts } from './copy.ts';

export type Hash = Buffer;

/** A bigint column written as a JS number, null where the column is nullable. */
type AsNumber<T> = Exclude<T, string> | number;
/** A jsonb column written as its JSON text (the generated type, `unknown`, cannot say whether it is nullable). */
type JsonText = string | null;

export interface BlockRow extends Omit<Table.BlocksRow, 'gen_utime' | 'validator_list_hash_short' | 'prev_blocks'> {
  gen_utime: AsNumber<Table.BlocksRow['gen_utime']>;
  validator_list_hash_short: AsNumber<Table.BlocksRow['validator_list_hash_short']>;
  /** NOT NULL */
  prev_blocks: string;
}

/**
 * The state the transaction left its account in (migration 0011), set by the writer when the set it writes
 * takes that state (`carryStatesAfter`); otherwise unset, and readers look the state up by hash.
 */
type StateAfterColumn =
  | 'state_after_balance'
  | 'state_after_balance_extra_currencies'
  | 'state_after_account_status'
  | 'state_after_frozen_hash'
  | 'state_after_data_hash'
  | 'state_after_code_hash';

export interface TransactionRow
  extends Omit<
      Table.TransactionsRow,
      StateAfterColumn | 'now' | 'total_fees_extra_currencies' | 'credit_extra_currencies' | 'compute_vm_steps'
    >,
    Partial<Pick<Table.TransactionsRow, Exclude<StateAfterColumn, 'state_after_balance_extra_currencies'>>> {
  now: AsNumber<Table.TransactionsRow['now']>;
  total_fees_extra_currencies: JsonText;
  state_after_balance_extra_currencies?: JsonText;
  credit_extra_currencies: JsonText;
  compute_vm_steps: AsNumber<Table.TransactionsRow['compute_vm_steps']>;
}

export interface MessageRow extends Omit<Table.MessagesRow, 'direction' | 'value_extra_currencies' | 'created_at'> {
  direction: 'in' | 'out';
  value_extra_currencies: JsonText;
  created_at: AsNumber<Table.MessagesRow['created_at']>;
  /** the body's BOC when it is at most INLINE_BODY_MAX bytes (migration 0012), else null: read by hash */
  body_boc: Table.MessagesRow['body_boc'];
}

/** A message body (`message_bodies`), kept under the lt of the first transaction that carried it. */
export type ContentRow = Table.MessageBodiesRow;

export type ShardStateRow = Table.ShardStateRow;

export interface AccountStateRow extends Omit<Table.AccountStatesRow, 'balance_extra_currencies'> {
  balance_extra_currencies: JsonText;
}

/** A transaction's BOC with its messages (migration 0018), what API v2 answers from when a liteserver pruned it. */
export type TransactionBocRow = Table.TransactionBocsRow;

/** Everything one block contributes. */
export interface BlockData {
  block: BlockRow;
  transactions: TransactionRow[];
  messages: MessageRow[];
  contents: ContentRow[];
  /** the transactions' BOCs (absent where a block's data was made without them, as in tests' seeded blocks) */
  bocs?: TransactionBocRow[];
  /**
   * The transactions' and messages' rows already encoded as COPY tuples (all columns but those the writer fills in
   * later: trace_id, and a transaction's state after it), when the block was parsed in a worker: the writing thread
   * then only completes and sends them.
   */
  copy?: { transactions: CopyParts; messages: CopyParts };
}
