import { b64, opcodeOut, str } from '../convert.ts';

type Row = Record<string, any>;

const addr = (v: unknown) => (typeof v === 'string' ? v : null);

/** `details` for the typed variants from the action's columns and its `<type>_data` (D17); others stay open. */
function details(r: Row): Record<string, unknown> {
  const data = (r.data?.[`${r.type}_data`] ?? r.data ?? {}) as Record<string, unknown>;
  const common = { source: addr(r.source), destination: addr(r.destination) };
  switch (r.type) {
    case 'ton_transfer':
      return { ...common, value: str(r.value), value_extra_currencies: r.value_extra_currencies ?? null, comment: (data.content as string) ?? (data.comment as string) ?? null, encrypted: (data.encrypted as boolean) ?? false };
    case 'call_contract':
    case 'contract_deploy':
      return { opcode: opcodeOut(r.opcode), ...common, value: str(r.value), extra_currencies: r.value_extra_currencies ?? null };
    case 'tick_tock':
      return { account: addr(r.source) };
    default: {
      const out: Record<string, unknown> = { ...common, asset: addr(r.asset), value: str(r.value), amount: str(r.amount), opcode: opcodeOut(r.opcode) };
      for (const [k, v] of Object.entries(data)) out[k] = v;
      return out;
    }
  }
}

export function actionRecord(r: Row, extra: { accounts?: string[]; transactionsFull?: unknown[]; finality?: string } = {}) {
  const rec: Record<string, unknown> = {
    trace_id: b64(r.trace_id),
    action_id: b64(r.action_id)!,
    start_lt: String(r.start_lt ?? 0),
    end_lt: String(r.end_lt ?? 0),
    start_utime: Number(r.start_utime ?? 0),
    end_utime: Number(r.end_utime ?? 0),
    trace_end_lt: String(r.trace_end_lt ?? 0),
    trace_end_utime: Number(r.trace_end_utime ?? 0),
    trace_mc_seqno_end: r.trace_mc_seqno_end ?? 0,
    transactions: ((r.tx_hashes ?? []) as Buffer[]).map((h) => b64(h)!),
    success: r.success ?? null,
    type: r.type,
    details: details(r),
    finality: extra.finality ?? 'finalized',
  };
  if (r.trace_external_hash) rec.trace_external_hash = b64(r.trace_external_hash);
  if (r.trace_external_hash_norm) rec.trace_external_hash_norm = b64(r.trace_external_hash_norm);
  if (extra.accounts) rec.accounts = extra.accounts;
  if (extra.transactionsFull) rec.transactions_full = extra.transactionsFull;
  return rec;
}

/** Every address an action names, for its address book and metadata. */
export function actionAddresses(r: Row): string[] {
  return [r.source, r.source_secondary, r.destination, r.destination_secondary, r.asset, r.asset_secondary, r.asset2, r.asset2_secondary]
    .filter((a): a is string => typeof a === 'string' && /^-?\d+:[0-9A-F]{64}$/.test(a));
}
