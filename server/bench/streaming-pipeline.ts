/**
 * The real streaming pipeline the figures are measured on, in this process: the local network (blocks only when
 * asked) → the indexer following it (polling every 50 ms) → PostgreSQL → the server with the Streaming API. It
 * records when each block was produced and when its commit was announced (NOTIFY), on the clock the subscribers
 * stamp notifications with, so a notification's latency is found from its position's news.
 */
import { Writable } from 'node:stream';
import { Address, internal, toNano } from '@ton/core';
import { pino } from 'pino';
import { startDevnet } from '../../devnet/index.ts';
import { transferBoc } from '../../devnet/test/helpers.ts';
import { freshDatabase } from '../../indexer/db/fresh-database.ts';
import { ChainSource } from '../../indexer/ingest/chain.ts';
import { follow } from '../../indexer/pipeline/follow.ts';
import { ProgressLine } from '../../indexer/pipeline/progress.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { createServer } from '../src/server.ts';
import { attachStreaming } from '../src/streaming/index.ts';
import { INDEX_EVENTS_CHANNEL } from '../../contract/index-news.ts';
import { v3Mount } from '../src/v3/app.ts';
import { now } from './streaming-subscriber.ts';

export type Pipeline = Awaited<ReturnType<typeof startPipeline>>;

/** The genesis v4r2 wallets that send (one transfer each per block at most) and the one they pay. */
const SENDERS = 4;

export async function startPipeline() {
  const quiet = new ProgressLine(
    new Writable({
      write(_c, _e, cb) {
        cb();
      },
    }) as unknown as NodeJS.WriteStream,
  );
  const [d, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase()]);
  const lite = await LitePool.fromGlobalConfig(d.globalConfigPath, { timeoutMs: 15_000 });
  await d.chain.produceBlock();
  await follow(db.pool, new ChainSource(lite), { to: d.chain.lastMc.id.seqno, log: () => {}, progress: quiet });
  const abort = new AbortController();
  const following = follow(db.pool, new ChainSource(lite), {
    pollMs: 50,
    signal: abort.signal,
    log: () => {},
    progress: quiet,
  });
  const logger = pino({ level: 'silent' });
  const server = await createServer({ apis: [v3Mount({ db: db.pool, network: 'local' })], logger, port: 0 });
  const streaming = await attachStreaming(server, { db: db.pool, network: 'local', logger });
  await server.start();

  // PostgreSQL going away at the end (or a dropped idle connection) is not a bench failure
  db.pool.on('error', () => {});
  const listener = await db.pool.connect();
  listener.on('error', () => {});
  /** block seqno → when it was produced / when its commit was announced */
  const produced = new Map<number, number>();
  const notified = new Map<number, number>();
  listener.on('notification', (n) => {
    if (n.payload?.startsWith('block:')) notified.set(Number(n.payload.slice(6)), now());
  });
  await listener.query(`LISTEN ${INDEX_EVENTS_CHANNEL}`);

  const receiver = Address.parse(d.accounts.filter((a) => a.kind === 'wallet')[5]!.address);
  const senders = await Promise.all(
    Array.from({ length: SENDERS }, async (_, i) => (await transferBoc('v4r2', i, 0, [])).wallet),
  );
  const seqnos = senders.map(() => 0);

  return {
    base: server.info.uri,
    db: db.pool,
    hub: streaming.hub,
    events: streaming.events,
    produced,
    notified,
    /** raw addresses of the sending wallets and the receiver: what subscriptions watch */
    addresses: [...senders, receiver].map((a) => a.toRawString().toUpperCase()),
    /** A block in which each of the first `transfers` senders pays the receiver; returns its seqno. */
    async block(transfers = 1): Promise<number> {
      for (let i = 0; i < Math.min(transfers, SENDERS); i++) {
        const { boc } = await transferBoc('v4r2', i, seqnos[i]!++, [
          internal({ to: receiver, value: toNano('0.01'), bounce: false }),
        ]);
        await d.chain.sendExternal(boc);
      }
      await d.chain.produceBlock();
      const seqno = d.chain.lastMc.id.seqno;
      produced.set(seqno, now());
      return seqno;
    },
    /** Waits until the server has delivered the news of masterchain block `seqno` to its connections. */
    async delivered(seqno: number, timeoutMs = 120_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await db.pool.query<{ position: string }>('SELECT position FROM index_news WHERE news = $1', [
          `block:${seqno}`,
        ]);
        if (rows[0] && streaming.events.delivered >= Number(rows[0].position)) return;
        if (Date.now() > deadline) throw new Error(`block ${seqno} not delivered within ${timeoutMs} ms`);
        await sleep(20);
      }
    },
    /** The block each news position (the `<news>` of a notification's position) is the news of. */
    async blocksOf(positions: number[]): Promise<Map<number, number>> {
      const { rows } = await db.pool.query<{ position: string; news: string }>(
        'SELECT position, news FROM index_news WHERE position = ANY($1)',
        [positions],
      );
      return new Map(
        rows.filter((r) => r.news.startsWith('block:')).map((r) => [Number(r.position), Number(r.news.slice(6))]),
      );
    },
    async stop(): Promise<void> {
      listener.release();
      abort.abort();
      await following.catch(() => {});
      await server.stop({ timeout: 1000 });
      lite.close();
      await d.stop();
      await db.stop();
    },
  };
}

export const sleep = (ms: number) => new Promise((res) => setTimeout(res, ms));

export const pct = (xs: number[], p: number) => {
  const s = Float64Array.from(xs).sort();
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};

/** The process's memory once garbage is collected (without --expose-gc: as it stands). */
export async function settledMemory(): Promise<NodeJS.MemoryUsage> {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i++) {
    gc?.();
    await sleep(100);
  }
  return process.memoryUsage();
}

export const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
export const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
