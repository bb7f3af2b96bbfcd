/**
 * Rows of the index as `pg` returns them, derived from the tables' generated rows (generated/db/rows.ts, made from
 * indexer/migrations/): bigint and numeric columns as decimal strings, bytea as Buffer, jsonb parsed, nullable
 * columns as `| null`. Queries name their row type (`c.query<NftItemRow>(…)`), so a mapper reading a column the
 * query does not select fails to compile, and so does a row here that a migration changed a column under.
 *
 * A row `extends` its table's where it narrows a column (a text column holding one of the contract's values is
 * typed as those values): a narrowing that is not a subtype of the column's type does not compile. Columns a row
 * leaves out or reads as something wider are `Omit`ted first, with the reason beside them. `id`, the entity
 * tables' surrogate key, is in no record.
 */

import type * as Table from '../../../../generated/db/rows.ts';
import type { components } from '../../../../generated/v3/types.ts';

type MessageContent = components['schemas']['MessageContent'];

/** jsonb: whatever JSON the indexer stored. */
export type Json = Table.Json;

export type NftCollectionRow = Omit<Table.NftCollectionsRow, 'id'>;

/** `nft_collections` columns under the `c_` prefix, as joined to an item. */
export type PrefixedCollectionRow = { [K in keyof NftCollectionRow as `c_${K}`]: NftCollectionRow[K] | null };

export type NftItemRow = Omit<Table.NftItemsRow, 'id'>;

/** An item with the sale or auction contract holding it and its collection (`queryItems`). */
export interface NftItemListingRow extends NftItemRow, PrefixedCollectionRow {
  sale_address: string | null;
  auction_address: string | null;
  /** the seller the holding sale or auction contract names */
  seller: string | null;
}

export type NftTransferRow = Table.NftTransfersRow;

export type JettonMasterRow = Omit<Table.JettonMastersRow, 'id'>;

export type JettonWalletRow = Omit<Table.JettonWalletsRow, 'id'>;

/** A wallet with its master's mintless custom payload API, when it has one. */
export interface JettonWalletListingRow extends JettonWalletRow {
  custom_payload_api_uri: Table.MintlessJettonMastersRow['custom_payload_api_uri'];
}

export type JettonTransferRow = Table.JettonTransfersRow;

export type JettonBurnRow = Table.JettonBurnsRow;

/** `account_status` holds one of the contract's AccountStatus values: the indexer writes it from the account's state. */
export type LatestAccountStateRow = Omit<Table.LatestAccountStatesRow, 'id'>;

/** An account's latest state with the get-methods its code answers (`contract_methods`, bigint[] as strings). */
export interface AccountStateWithMethodsRow extends LatestAccountStateRow {
  methods: Table.ContractMethodsRow['methods'] | null;
}

export type MultisigRow = Omit<Table.MultisigRow, 'id'>;

export type MultisigOrderRow = Omit<Table.MultisigOrdersRow, 'id'>;

export type GetgemsSaleRow = Omit<Table.GetgemsNftSalesRow, 'id'>;

export type GetgemsAuctionRow = Omit<Table.GetgemsNftAuctionsRow, 'id'>;

export interface MessageRow extends Omit<Table.MessagesRow, 'mc_seqno' | 'trace_id' | 'created_at' | 'body_boc'> {
  direction: 'in' | 'out';
  /** not read for transactions' messages (RECORD_MESSAGE_COLUMNS in records.ts): no Message record has it */
  mc_seqno?: Table.MessagesRow['mc_seqno'];
  /** not read for transactions' messages, as mc_seqno */
  trace_id?: Table.MessagesRow['trace_id'];
  /** bigint, so a string from pg; a number where the indexer's own row (indexer/model/rows.ts) is mapped directly */
  created_at: Table.MessagesRow['created_at'] | number;
  /** the body itself when it is small (migration 0012): then it is not looked up by hash */
  body_boc?: Table.MessagesRow['body_boc'];
}

/** A message row with its body and StateInit as records, once they are read (`withContents` in contents.ts). */
export interface MessageWithContentRow extends MessageRow {
  body_content?: MessageContent | null;
  init_content?: MessageContent | null;
}

type Status = components['schemas']['AccountStatus'];
type StatusChange = 'unchanged' | 'frozen' | 'deleted';

/**
 * The state the transaction left its account in, where the indexer wrote it on the row (migration 0011; the
 * status is set whenever the row carries one): the same as account_states' row of account_state_hash_after.
 * Optional: rows written before it, and other indexers', lack it.
 */
type StateAfterColumn =
  | 'state_after_balance'
  | 'state_after_balance_extra_currencies'
  | 'state_after_account_status'
  | 'state_after_frozen_hash'
  | 'state_after_data_hash'
  | 'state_after_code_hash';

/** A transaction row; text columns holding one of the contract's values are typed as those values (the indexer writes them from TL-B). */
export interface TransactionRow
  extends Omit<Table.TransactionsRow, StateAfterColumn>,
    Partial<Pick<Table.TransactionsRow, Exclude<StateAfterColumn, 'state_after_account_status'>>> {
  orig_status: Status;
  end_status: Status;
  state_after_account_status?: Status | null;
  descr: components['schemas']['TransactionDescription']['type'];
  storage_status_change: StatusChange | null;
  skipped_reason: 'no_state' | 'bad_state' | 'no_gas' | 'suspended' | null;
  action_status_change: StatusChange | null;
  bounce: 'negfunds' | 'nofunds' | 'ok' | null;
}

export interface AccountStateRow extends Table.AccountStatesRow {
  account_status: Status | null;
}

/** Columns every action row has, whoever's indexer stored it. */
type ActionKeyColumn = 'trace_id' | 'action_id' | 'tx_hashes' | 'type';

/**
 * An `actions` / `pending_actions` row. The mappers read every value through the readers of action-values.ts,
 * which turn a malformed stored value into null, so a column other indexers' storage lacks may be absent (and
 * `success` null).
 */
export interface ActionRow
  extends Pick<Table.ActionsRow, ActionKeyColumn>,
    Partial<Omit<Table.ActionsRow, ActionKeyColumn | 'success' | 'data'>> {
  success?: Table.ActionsRow['success'] | null;
  /** the type's payload keyed `<type>_data` (contract/action-data.ts) */
  data?: Json;
}

/** A `traces` / `pending_traces` row. */
export interface TraceRow extends Table.TracesRow {
  state: components['schemas']['TraceMeta']['trace_state'];
  classification_state: components['schemas']['TraceMeta']['classification_state'];
}

/** A `prev_blocks` entry: the shard as a signed decimal string. */
export interface PrevBlockJson {
  workchain: number;
  shard: string | number;
  seqno: number;
}

export interface BlockRow extends Table.BlocksRow {
  prev_blocks: PrevBlockJson[] | null;
}
