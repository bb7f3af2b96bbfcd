import type { StoredActionData } from '../../contract/action-data.ts';

/** Trace input for the classifier (the shape of the indexer's transactions/messages rows) and its output. */
export interface TraceMessage {
  msg_hash: string;
  direction: 'in' | 'out';
  source: string | null;
  destination: string | null;
  value: bigint | null;
  opcode: number | null;
  created_lt: bigint | null;
  bounced: boolean | null;
  body: string | null;
  init_state: boolean;
}
export interface TraceTx {
  hash: string;
  lt: bigint;
  now: number;
  account: string;
  aborted: boolean | null;
  compute_exit_code: number | null;
  orig_status: string;
  end_status: string;
  descr: string;
  is_tock: boolean | null;
  messages: TraceMessage[];
}
export interface TraceInput {
  trace_id: string;
  end_lt: bigint;
  end_utime: number;
  mc_seqno_end: number | null;
  external_hash: string | null;
  transactions: TraceTx[];
  /** address → detected interfaces, e.g. { JettonWallet: { jetton, owner }, NftItem: { collection_address, index } } */
  interfaces: Record<string, Record<string, Record<string, unknown>>>;
}
/** An action and its payloads (`<name>_data`, declared once for the classifiers and the API in contract/action-data.ts). */
export interface Action extends StoredActionData {
  trace_id: string;
  action_id: string;
  type: string;
  start_lt: bigint;
  end_lt: bigint;
  start_utime: number;
  end_utime: number;
  tx_hashes: string[];
  success: boolean;
  source: string | null;
  source_secondary: string | null;
  destination: string | null;
  destination_secondary: string | null;
  asset: string | null;
  asset_secondary: string | null;
  asset2?: string | null;
  asset2_secondary?: string | null;
  opcode: number | null;
  value: bigint | null;
  amount: bigint | null;
  accounts: string[];
  trace_end_lt: bigint;
  trace_end_utime: number;
  trace_mc_seqno_end: number | null;
  trace_external_hash: string | null;
  ancestor_type: string[];
  parent_action_id: string | null;
}
