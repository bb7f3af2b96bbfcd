// Identifiers found on the target (or in a local network's accounts file) and the filling of request
// templates with them. Nothing here is invented: a template whose data was not found is left out.
import type { ApiName, Template } from './profile.ts';

export interface BlockId {
  workchain: number;
  shard: string;
  seqno: number;
}
export interface TxId {
  account: string;
  lt: string;
  hash: string;
}
export interface FeeQuery {
  address: string;
  body: string;
}

export interface Dataset {
  mc?: BlockId;
  /** blocks known to exist, ones with transactions first */
  blocks: BlockId[];
  transactions: TxId[];
  accounts: string[];
  /** accounts whose code is a known wallet (seqno get-method answers) */
  wallets: string[];
  traces: string[];
  jettonOwners: string[];
  /** signed external messages for a local network, each sent once */
  transfers: string[];
  /** external message bodies to price with estimateFee (local network) */
  fees: FeeQuery[];
  notes: string[];
}

export function emptyDataset(): Dataset {
  return {
    blocks: [],
    transactions: [],
    accounts: [],
    wallets: [],
    traces: [],
    jettonOwners: [],
    transfers: [],
    fees: [],
    notes: [],
  };
}

export interface Bases {
  v2?: string;
  v3?: string;
}

export interface BuiltRequest {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

type Picker = (n: number) => unknown;

function pick<T>(list: T[], n: number): T | undefined {
  return list.length === 0 ? undefined : list[n % list.length];
}

/** Placeholder → value for the n-th use of a template; each list is walked in turn. */
function pickers(d: Dataset): Record<string, Picker> {
  return {
    account: (n) => pick(d.accounts, n),
    wallet: (n) => pick(d.wallets, n),
    'mc.seqno': () => d.mc?.seqno,
    'mc.workchain': () => d.mc?.workchain,
    'mc.shard': () => d.mc?.shard,
    'block.workchain': (n) => pick(d.blocks, n)?.workchain,
    'block.shard': (n) => pick(d.blocks, n)?.shard,
    'block.seqno': (n) => pick(d.blocks, n)?.seqno,
    'tx.account': (n) => pick(d.transactions, n)?.account,
    'tx.lt': (n) => pick(d.transactions, n)?.lt,
    'tx.hash': (n) => pick(d.transactions, n)?.hash,
    trace: (n) => pick(d.traces, n),
    jettonOwner: (n) => pick(d.jettonOwners, n),
    // Used once each: a transfer is never replayed.
    transfer: (n) => d.transfers[n],
    'fee.address': (n) => pick(d.fees, n)?.address,
    'fee.body': (n) => pick(d.fees, n)?.body,
  };
}

const PLACEHOLDER = /\$\{([a-zA-Z.]+)\}/g;

/** The placeholders a template uses. */
export function placeholdersOf(t: Template): string[] {
  const text = JSON.stringify([t.query ?? {}, t.body ?? null]);
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** Which placeholders of a template the dataset cannot fill (first use). */
export function missingData(t: Template, d: Dataset): string[] {
  const p = pickers(d);
  return placeholdersOf(t).filter((name) => !p[name] || p[name]!(0) === undefined);
}

class Missing extends Error {}

function fill(value: unknown, p: Record<string, Picker>, n: number): unknown {
  if (typeof value === 'string') {
    const whole = /^\$\{([a-zA-Z.]+)\}$/.exec(value);
    const get = (name: string) => {
      const v = p[name]?.(n);
      if (v === undefined) throw new Missing(name);
      return v;
    };
    if (whole) return get(whole[1]!);
    return value.replace(PLACEHOLDER, (_m, name: string) => String(get(name)));
  }
  if (Array.isArray(value)) return value.map((v) => fill(v, p, n));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = fill(v, p, n);
    return out;
  }
  return value;
}

function queryString(q: Record<string, unknown>): string {
  const parts = Object.entries(q).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export function baseFor(bases: Bases, api: ApiName): string | undefined {
  const b = bases[api];
  return b === undefined ? undefined : b.replace(/\/+$/, '');
}

/**
 * The n-th request of a template, or null when the dataset has run out (transfers are used once).
 * `apiKey` goes in the X-API-Key header when given.
 */
export function buildRequest(
  name: string,
  t: Template,
  d: Dataset,
  bases: Bases,
  n: number,
  apiKey?: string,
): BuiltRequest | null {
  const base = baseFor(bases, t.api);
  if (base === undefined) throw new Error(`no base URL for ${t.api} (template ${name})`);
  const p = pickers(d);
  try {
    const query = fill(t.query ?? {}, p, n) as Record<string, unknown>;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (apiKey) headers['x-api-key'] = apiKey;
    const req: BuiltRequest = { name, method: t.method, url: base + t.path + queryString(query), headers };
    if (t.body !== undefined) {
      req.body = JSON.stringify(fill(t.body, p, n));
      headers['content-type'] = 'application/json';
    }
    return req;
  } catch (e) {
    if (e instanceof Missing) return null;
    throw e;
  }
}

/** Success as k6's default `http_req_failed` sees it (2xx/3xx), plus statuses a template expects. */
export function succeeded(status: number, t: Template): boolean {
  return (status >= 200 && status < 400) || (t.expect ?? []).includes(status);
}
