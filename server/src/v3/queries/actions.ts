import type { components } from '../../../../generated/v3/types.ts';
import { actionDetails } from '../action-details.ts';
import { b64 } from '../convert.ts';
import type { ActionRow } from './rows.ts';

type S = components['schemas'];

export function actionRecord(
  r: ActionRow,
  extra: { accounts?: string[]; transactionsFull?: S['Transaction'][]; finality?: S['Finality'] } = {},
): S['Action'] {
  const typed = actionDetails(r);
  const rec: S['Action'] = {
    trace_id: b64(r.trace_id),
    action_id: b64(r.action_id)!,
    start_lt: String(r.start_lt ?? 0),
    end_lt: String(r.end_lt ?? 0),
    start_utime: Number(r.start_utime ?? 0),
    end_utime: Number(r.end_utime ?? 0),
    trace_end_lt: String(r.trace_end_lt ?? 0),
    trace_end_utime: Number(r.trace_end_utime ?? 0),
    trace_mc_seqno_end: r.trace_mc_seqno_end ?? 0,
    transactions: (r.tx_hashes ?? []).map((h) => b64(h)!),
    success: r.success ?? null,
    type: typed.type,
    details: typed.details,
    finality: extra.finality ?? 'finalized',
  };
  if (typed.raw_action) rec.raw_action = typed.raw_action;
  if (r.trace_external_hash) rec.trace_external_hash = b64(r.trace_external_hash)!;
  if (r.trace_external_hash_norm) rec.trace_external_hash_norm = b64(r.trace_external_hash_norm)!;
  if (extra.accounts) rec.accounts = extra.accounts;
  if (extra.transactionsFull) rec.transactions_full = extra.transactionsFull;
  return rec;
}

/** Every address an action names, for its address book and metadata. */
export function actionAddresses(r: ActionRow): string[] {
  return [
    r.source,
    r.source_secondary,
    r.destination,
    r.destination_secondary,
    r.asset,
    r.asset_secondary,
    r.asset2,
    r.asset2_secondary,
  ].filter((a): a is string => typeof a === 'string' && /^-?\d+:[0-9A-F]{64}$/.test(a));
}
