// Comparing pushed records with v3's (S1: equal field for field, except the record's own `finality`), and reading
// the raw addresses a notification's records name (what its address_book and metadata must cover).
import { raw } from './subscriber.ts';

/** JSON with object keys sorted: equal values print equal whatever the key order. */
export function canon(v: unknown): string {
  return JSON.stringify(v, (_k, x) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.keys(x)
            .sort()
            .map((k) => [k, x[k]]),
        )
      : x,
  );
}

export function without(v: any, ...keys: string[]): any {
  if (!v || typeof v !== 'object') return v;
  const out = { ...v };
  for (const k of keys) delete out[k];
  return out;
}

/** The first field where a pushed record differs from v3's (own `finality` and listed `ignore` aside), or undefined. */
export function recordDiff(pushed: any, v3: any, ignore: string[] = []): string | undefined {
  const a = without(pushed, 'finality', ...ignore);
  const b = without(v3, 'finality', ...ignore);
  if (canon(a) === canon(b)) return undefined;
  const keys = [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])].sort();
  const k = keys.find((x) => canon(a?.[x]) !== canon(b?.[x]));
  return k === undefined
    ? 'differs'
    : `${k}: ${canon(a?.[k]).slice(0, 160)} where v3 has ${canon(b?.[k]).slice(0, 160)}`;
}

const RAW = /^-?\d+:[0-9a-fA-F]{64}$/;

/** Raw addresses in records (not in decoded payloads, v3 D31, nor in the notification's own book and metadata). */
export function rawAddresses(v: unknown, out = new Set<string>()): Set<string> {
  if (typeof v === 'string') {
    if (RAW.test(v)) out.add(raw(v));
  } else if (Array.isArray(v)) for (const x of v) rawAddresses(x, out);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v))
      if (!/^(address_book|metadata|message_content|decoded.*)$/.test(k)) rawAddresses(x, out);
  return out;
}

/** The transaction records of a notification: an array (transactions) or a map by hash (trace). */
export function txsOf(m: any): any[] {
  const t = m?.transactions;
  return Array.isArray(t) ? t : t && typeof t === 'object' ? Object.values(t) : [];
}

const big = (v: unknown): bigint => {
  try {
    return BigInt(String(v));
  } catch {
    return 0n;
  }
};

/** Whether `list` is ordered by `key` descending (equal keys in any order). */
export function descending(list: any[], key: string): boolean {
  return list.every((x, i) => i === 0 || big(list[i - 1][key]) >= big(x[key]));
}
