// Finds request data on the target itself: masterchain info → blocks and their transactions →
// accounts → which of them are wallets; on v3, recent transactions, traces and jetton owners.
// Written as a generator of HTTP requests so k6 (synchronous http) and Node (async undici) run the
// same steps and therefore load the same identifiers.
import { emptyDataset, type BlockId, type Dataset } from './dataset.ts';

export interface Ask {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
}
export interface Answer {
  status: number;
  json: unknown;
}

export interface DiscoveryOptions {
  v2?: string;
  v3?: string;
  /** accounts known beforehand (a local network's accounts file): wallets and other contracts */
  known?: { accounts: string[]; wallets: string[] };
  /** masterchain blocks to look back for transactions */
  lookBack?: number;
  /** enough transactions to stop looking */
  enough?: number;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);

function q(base: string, path: string, params: Record<string, string | number> = {}): Ask {
  const qs = Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  return { method: 'GET', url: `${base.replace(/\/+$/, '')}${path}${qs ? '?' + qs : ''}` };
}

function v2Result(a: Answer): unknown {
  const body = obj(a.json);
  return a.status === 200 && body.ok === true ? body.result : undefined;
}

function blockOf(v: unknown): BlockId | undefined {
  const b = obj(v);
  if (typeof b.seqno !== 'number' || typeof b.workchain !== 'number') return undefined;
  return { workchain: b.workchain, shard: String(b.shard), seqno: b.seqno };
}

export function* discoverSteps(o: DiscoveryOptions): Generator<Ask, Dataset, Answer> {
  const d = emptyDataset();
  const lookBack = o.lookBack ?? 8;
  const enough = o.enough ?? 40;
  const accounts: string[] = [];
  const seenTx = new Set<string>();
  const addTx = (account: unknown, lt: unknown, hash: unknown) => {
    const a = str(account),
      h = str(hash);
    if (!a || !h || lt === undefined || seenTx.has(h)) return;
    seenTx.add(h);
    d.transactions.push({ account: a, lt: String(lt), hash: h });
    accounts.push(a);
  };

  if (o.v2) {
    const info = yield q(o.v2, '/getMasterchainInfo');
    d.mc = blockOf(obj(v2Result(info)).last);
    if (!d.mc) d.notes.push(`v2 getMasterchainInfo answered ${info.status} without a block id`);
    const withTx: BlockId[] = [];
    const without: BlockId[] = [];
    let txListing = true;
    for (let back = 1; d.mc && txListing && back <= lookBack && d.transactions.length < enough; back++) {
      const seqno = d.mc.seqno - back;
      if (seqno < 1) break;
      const mcBlock: BlockId = { ...d.mc, seqno };
      const shards = arr(obj(v2Result(yield q(o.v2, '/getShards', { seqno }))).shards)
        .map(blockOf)
        .filter((b): b is BlockId => !!b);
      for (const block of [mcBlock, ...shards]) {
        const a = yield q(o.v2, '/getBlockTransactions', {
          workchain: block.workchain,
          shard: block.shard,
          seqno: block.seqno,
          count: 40,
        });
        const res = v2Result(a);
        if (res === undefined) {
          d.notes.push(`v2 getBlockTransactions answered ${a.status}; block transactions not discovered`);
          without.push(block);
          txListing = false;
          break;
        }
        const txs = arr(obj(res).transactions);
        for (const t of txs) addTx(obj(t).account, obj(t).lt, obj(t).hash);
        (txs.length > 0 ? withTx : without).push(block);
      }
    }
    d.blocks = [...withTx, ...without];
    if (d.mc && d.blocks.length === 0) d.blocks.push(d.mc);
  }

  if (o.v3) {
    const info = yield q(o.v3, '/masterchainInfo');
    const last = blockOf(obj(info.json).last);
    if (!last) d.notes.push(`v3 /masterchainInfo answered ${info.status} without a block`);
    if (!d.mc && last) {
      d.mc = last;
      d.blocks.push(last);
    }
    const txs = yield q(o.v3, '/transactions', { limit: 50, sort: 'desc' });
    for (const t of arr(obj(txs.json).transactions)) {
      const tx = obj(t);
      addTx(tx.account, tx.lt, tx.hash);
      const trace = str(tx.trace_id);
      if (trace && !d.traces.includes(trace)) d.traces.push(trace);
    }
    const traces = yield q(o.v3, '/traces', { limit: 10, sort: 'desc' });
    for (const t of arr(obj(traces.json).traces)) {
      const id = str(obj(t).trace_id);
      if (id && !d.traces.includes(id)) d.traces.push(id);
    }
    const jw = yield q(o.v3, '/jetton/wallets', { limit: 20 });
    for (const w of arr(obj(jw.json).jetton_wallets)) {
      const owner = str(obj(w).owner);
      if (owner && !d.jettonOwners.includes(owner)) d.jettonOwners.push(owner);
    }
    if (d.traces.length === 0) d.notes.push(`v3: no traces found (/traces answered ${traces.status})`);
    if (d.jettonOwners.length === 0)
      d.notes.push(`v3: no jetton wallets found (/jetton/wallets answered ${jw.status})`);
  }

  // Busiest accounts first: they are the ones with history to page through.
  const counts = new Map<string, number>();
  for (const a of accounts) counts.set(a, (counts.get(a) ?? 0) + 1);
  const busy = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([a]) => a);
  d.accounts = [...new Set([...busy, ...(o.known?.accounts ?? [])])];
  d.wallets = [...(o.known?.wallets ?? [])];

  if (o.v2) {
    for (const account of busy.slice(0, 12)) {
      if (d.wallets.includes(account)) continue;
      const w = obj(v2Result(yield q(o.v2, '/getWalletInformation', { address: account })));
      if (w.wallet === true) d.wallets.push(account);
    }
  }
  if (d.transactions.length === 0) d.notes.push('no transactions found on the target');
  if (d.wallets.length === 0) d.notes.push('no wallet accounts found on the target');
  return d;
}

/** Drives discovery with a synchronous HTTP function (k6). */
export function discoverSync(o: DiscoveryOptions, send: (a: Ask) => Answer): Dataset {
  const gen = discoverSteps(o);
  let step = gen.next();
  while (!step.done) step = gen.next(send(step.value));
  return step.value;
}

/** Drives discovery with an asynchronous HTTP function (Node). */
export async function discoverAsync(o: DiscoveryOptions, send: (a: Ask) => Promise<Answer>): Promise<Dataset> {
  const gen = discoverSteps(o);
  let step = gen.next();
  while (!step.done) step = gen.next(await send(step.value));
  return step.value;
}
