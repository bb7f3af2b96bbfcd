/**
 * Follows the masterchain: for each masterchain block, the block itself and every shard block it newly
 * commits (walking prev links back to the shard tops of the previous masterchain block), the final states of
 * the accounts they touched, all written in one database transaction. Resumes after the last block written.
 */
import { Address } from '@ton/core';
import type pg from 'pg';
import { parseBlock, prevBlockIds, shardSigned, type ParsedBlock } from '../../tlb/index.ts';
import { detectEntities } from '../entities/detect.ts';
import { decodeEvents, writeEvents } from '../entities/events.ts';
import type { AccountInput, RunGetMethod } from '../entities/getters.ts';
import { writeEntities } from '../entities/write.ts';
import { writeJettonBalances } from '../entities/balances.ts';
import { blockRefOf, type ChainSource, type AccountSnapshot, type BlockRef } from '../ingest/chain.ts';
import { decodeBlock, rawAddress } from '../model/decode.ts';
import { metrics, ProgressLine } from './progress.ts';
import type { AccountStateRow, BlockData, ShardStateRow } from '../model/rows.ts';
import { writeBlockSet } from '../writer/store.ts';
import { withRetry } from './backfill.ts';
import { latestStatesWriter, type LastTx } from '../ingest/states.ts';

export interface FollowOptions {
  /**
   * First masterchain seqno when the database is empty (default: 1, genesis); 'latest' starts from the
   * network's head at start-up, which is what an index of a long-lived network wants (years of history
   * through liteservers is not a start, it is a migration).
   */
  from?: number | 'latest';
  /** Stop after this masterchain seqno (default: follow forever). */
  to?: number;
  pollMs?: number;
  signal?: AbortSignal;
  progress?: ProgressLine;
  log?: (line: string) => void;
}

const key = (wc: number, shard: string, seqno: number) => `${wc}:${shard}:${seqno}`;

export async function lastIndexed(db: pg.Pool): Promise<number | undefined> {
  const r = await db.query<{ max: number | null }>('SELECT max(seqno) AS max FROM indexed_mc_blocks');
  return r.rows[0]?.max ?? undefined;
}

export async function follow(
  db: pg.Pool,
  chain: ChainSource,
  options: FollowOptions = {},
): Promise<number | undefined> {
  const progress = options.progress ?? new ProgressLine();
  const log = options.log ?? ((l: string) => process.stderr.write(`${l}\n`));
  let last = await lastIndexed(db);
  const reached = await reachHead(chain, log, options.signal);
  if (reached === undefined) return last;
  let head = reached;
  const from = options.from === 'latest' ? head : (options.from ?? 1);
  if (last === undefined && options.from === 'latest')
    log(`indexer: empty index; starting from the network's head, masterchain block ${from}`);
  let next = last !== undefined ? last + 1 : from;
  let backoff = 500;
  let ahead: { seqno: number; work: Promise<PreparedMcBlock> } | undefined;
  while (!options.signal?.aborted) {
    if (options.to !== undefined && next > options.to) break;
    if (next > head) {
      head = await chain.head().catch(() => head);
      if (next > head) {
        await sleep(options.pollMs ?? 500, options.signal);
        continue;
      }
    }
    try {
      const prepared = await (ahead?.seqno === next ? ahead.work : prepareMcBlock(db, chain, next));
      ahead = undefined;
      // The next block is fetched, decoded and its states read while this one is written.
      const following = next + 1;
      if (following <= head && (options.to === undefined || following <= options.to)) {
        ahead = { seqno: following, work: prepareMcBlock(db, chain, following, prepared.shardState) };
        ahead.work.catch(() => {});
      }
      const r = await commitMcBlock(db, prepared);
      progress.add(r.blocks, r.transactions);
      last = next;
      next += 1;
      backoff = 500;
      progress.report(last, head);
    } catch (err) {
      ahead = undefined;
      metrics.errors.inc();
      log(`indexer: masterchain block ${next} failed, retrying: ${(err as Error).message}`);
      await sleep(backoff, options.signal);
      backoff = Math.min(backoff * 2, 10_000);
    }
  }
  return last;
}

/**
 * The network's head, waiting for the liteservers as long as it takes: an indexer started before its
 * liteservers are reachable (or while they are away) logs why and retries, it never exits.
 */
async function reachHead(
  chain: ChainSource,
  log: (line: string) => void,
  signal?: AbortSignal,
): Promise<number | undefined> {
  let backoff = 1000;
  let since: Date | undefined;
  while (!signal?.aborted) {
    try {
      const head = await chain.head();
      if (since) log(`indexer: liteservers reachable again (unreachable since ${since.toISOString()})`);
      return head;
    } catch (err) {
      since ??= new Date();
      log(
        `indexer: liteservers unreachable since ${since.toISOString()} (${(err as Error).message}); retrying in ${backoff / 1000} s`,
      );
      await sleep(backoff, signal);
      backoff = Math.min(backoff * 2, 30_000);
    }
  }
  return undefined;
}

export async function indexMcBlock(
  db: pg.Pool,
  chain: ChainSource,
  seqno: number,
): Promise<{ blocks: number; transactions: number }> {
  return commitMcBlock(db, await prepareMcBlock(db, chain, seqno));
}

/**
 * Masterchain blocks first..last in order, as one range of a backfill (backfill.ts): a block already indexed is
 * skipped, so a range claimed again after a crash goes on where its writer stopped. A failed block is retried
 * (the liteservers may be away for a while) until it is written or the signal aborts.
 */
export async function indexMcRange(
  db: pg.Pool,
  chain: ChainSource,
  first: number,
  last: number,
  options: { signal?: AbortSignal; log?: (line: string) => void } = {},
): Promise<number> {
  const done = await db.query<{ seqno: number }>('SELECT seqno FROM indexed_mc_blocks WHERE seqno BETWEEN $1 AND $2', [
    first,
    last,
  ]);
  const indexed = new Set(done.rows.map((r) => r.seqno));
  let transactions = 0;
  let prev: ShardStateRow[] | undefined;
  let backoff = 500;
  for (let seqno = first; seqno <= last && !options.signal?.aborted; ) {
    if (indexed.has(seqno)) {
      prev = undefined;
      seqno += 1;
      continue;
    }
    try {
      const p = await prepareMcBlock(db, chain, seqno, prev);
      transactions += (await withRetry(() => commitMcBlock(db, p))).transactions;
      prev = p.shardState;
      seqno += 1;
      backoff = 500;
    } catch (err) {
      metrics.errors.inc();
      options.log?.(`backfill: masterchain block ${seqno} failed, retrying: ${(err as Error).message}`);
      await sleep(backoff, options.signal);
      backoff = Math.min(backoff * 2, 10_000);
    }
  }
  return transactions;
}

type PreparedMcBlock = Awaited<ReturnType<typeof prepareMcBlock>>;

/** Everything read from the chain for one masterchain block; `prevState` (the previous block's shard tops) when not yet stored. */
async function prepareMcBlock(db: pg.Pool, chain: ChainSource, seqno: number, prevState?: ShardStateRow[]) {
  const mcRef = await chain.mcBlockRef(seqno);
  const mc = parseBlock(await chain.blockBoc(mcRef), { forIndexing: true });
  let prevTops = prevState
    ? new Set(prevState.map((x) => key(x.workchain, x.shard, x.seqno)))
    : await previousTops(db, seqno - 1);
  if (prevTops.size === 0 && seqno > 1) {
    // First block written: the previous masterchain block's shard tops bound the walk back.
    const prev = parseBlock(await chain.blockBoc(await chain.mcBlockRef(seqno - 1)), { forIndexing: true });
    prevTops = new Set((prev.mcExtra?.shards ?? []).map((d) => key(d.workchain, shardSigned(d.shard), d.seqno)));
  }
  const zerostates: BlockRef[] = [];
  if (seqno === 1) for (const p of prevBlockIds(mc)) if (p.seqno === 0) zerostates.push(blockRefOf(p));
  const shardBlocks: ParsedBlock[] = [];
  const seen = new Set<string>();
  // Shard blocks new since the previous masterchain block: from each top back to a block already committed.
  const queue: BlockRef[] = (mc.mcExtra?.shards ?? []).map(blockRefOf);
  while (queue.length) {
    const ref = queue.shift()!;
    const k = key(ref.workchain, ref.shard, ref.seqno);
    if (seen.has(k) || prevTops.has(k)) continue;
    seen.add(k);
    if (await blockStored(db, ref)) continue;
    const b = parseBlock(await chain.blockBoc(ref), { forIndexing: true });
    shardBlocks.push(b);
    if (b.info.seqno === 0) continue;
    for (const p of prevBlockIds(b)) {
      if (p.seqno === 0) {
        if (seqno === 1) zerostates.push(blockRefOf(p));
        continue;
      }
      queue.push(blockRefOf(p));
    }
  }
  const blocks: BlockData[] = [mc, ...shardBlocks].map((b) => decodeBlock(b, { mcSeqno: seqno }));
  const shardState: ShardStateRow[] = (mc.mcExtra?.shards ?? []).map((d) => ({
    mc_seqno: seqno,
    workchain: d.workchain,
    shard: shardSigned(d.shard),
    seqno: d.seqno,
  }));
  const genesis = zerostates.length ? await zerostateAccounts(chain, zerostates, mc.info.genUtime) : [];
  const { accountStates, latest, active } = await accountStatesAt(chain, mcRef, blocks, genesis);
  const run: RunGetMethod = (address, method, stack = []) => chain.runGetMethod(address, method, stack, mcRef);
  const entities = await detectEntities(db, run, active);
  return { seqno, genUtime: mc.info.genUtime, blocks, shardState, accountStates, latest, entities };
}

async function commitMcBlock(db: pg.Pool, p: PreparedMcBlock): Promise<{ blocks: number; transactions: number }> {
  const { seqno, genUtime, blocks, shardState, accountStates, latest, entities } = p;
  const client = await db.connect();
  try {
    const r = await writeBlockSet(client, {
      blocks,
      shardState,
      accountStates,
      mcSeqno: seqno,
      extra: async (c) => {
        await latest.write(c);
        await writeEntities(c, entities);
        await writeJettonBalances(c, entities.jetton_wallets, blocks, { seqno, utime: genUtime });
        // After trace assembly, so the events carry their trace ids.
        await writeEvents(c, await decodeEvents(c, blocks, entities));
      },
    });
    return { blocks: blocks.length, transactions: r.transactions };
  } finally {
    client.release();
  }
}

async function previousTops(db: pg.Pool, mcSeqno: number): Promise<Set<string>> {
  const r = await db.query<{ workchain: number; shard: string; seqno: number }>(
    'SELECT workchain, shard::text, seqno FROM shard_state WHERE mc_seqno = $1',
    [mcSeqno],
  );
  return new Set(r.rows.map((x) => key(x.workchain, x.shard, x.seqno)));
}

async function blockStored(db: pg.Pool, ref: BlockRef): Promise<boolean> {
  const r = await db.query('SELECT 1 FROM blocks WHERE workchain = $1 AND shard = $2 AND seqno = $3', [
    ref.workchain,
    ref.shard,
    ref.seqno,
  ]);
  return (r.rowCount ?? 0) > 0;
}

interface GenesisAccount {
  account: string;
  snapshot: AccountSnapshot;
  last: LastTx;
}

/** Accounts of the zerostates (they exist without any transaction), indexed once when following from genesis. */
async function zerostateAccounts(chain: ChainSource, refs: BlockRef[], utime: number): Promise<GenesisAccount[]> {
  const out: GenesisAccount[] = [];
  for (const ref of refs) {
    for (const a of await chain.stateAccounts(ref)) {
      out.push({
        account: rawAddress(a.address),
        snapshot: a.snapshot,
        last: { now: utime, hash: a.lastHash, lt: a.lastLt.toString() },
      });
    }
  }
  return out;
}

/** Final states (at the masterchain block) of every account the block set touched, and the active ones for interface detection. */
async function accountStatesAt(chain: ChainSource, at: BlockRef, blocks: BlockData[], genesis: GenesisAccount[]) {
  const lastTx = new Map<string, LastTx>();
  for (const b of blocks)
    for (const t of b.transactions) {
      const cur = lastTx.get(t.account);
      if (!cur || BigInt(t.lt) > BigInt(cur.lt)) lastTx.set(t.account, t);
    }
  const accountStates: AccountStateRow[] = [];
  const latest = latestStatesWriter();
  const active: AccountInput[] = [];
  const take = (account: string, snap: AccountSnapshot, tx: LastTx) => {
    latest.add(account, snap, tx);
    if (snap.hash) {
      accountStates.push({
        hash: snap.hash,
        account,
        balance: snap.balance.toString(),
        balance_extra_currencies: snap.balanceExtra,
        account_status: snap.status,
        frozen_hash: snap.frozenHash,
        data_hash: snap.data?.hash() ?? null,
        code_hash: snap.code?.hash() ?? null,
      });
    }
    if (snap.status === 'active' && snap.code && snap.data) {
      active.push({
        address: account,
        code: snap.code,
        data: snap.data,
        codeHash: snap.code.hash(),
        dataHash: snap.data.hash(),
        lastLt: tx.lt,
      });
    }
  };
  for (const g of genesis) if (!lastTx.has(g.account)) take(g.account, g.snapshot, g.last);
  // Independent liteserver queries: a bounded number in flight instead of one round trip after another.
  const entries = [...lastTx];
  const snaps = await mapLimit(entries, 16, ([account]) => chain.account(Address.parse(account), at));
  entries.forEach(([account, tx], i) => take(account, snaps[i]!, tx));
  return { accountStates, latest, active };
}

export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        resolve();
      },
      { once: true },
    );
  });
}
