#!/usr/bin/env tsx
/**
 * Streaming figures on the real pipeline (local network → indexer following it → PostgreSQL NOTIFY →
 * server → WebSocket): the latency from a block's commit to the subscriber (p50/p99), from the block's
 * production to the subscriber, `--fanout` concurrent subscribers (half SSE, half WebSocket, in a process
 * of their own) counting every event they receive against what was sent, and the server's memory per
 * idle SSE and WebSocket subscriber. Each figure is printed next to its target.
 *   tsx server/bench/streaming.ts [--rounds 40] [--subscribers 10] [--fanout 1000] [--fanout-rounds 10] [--idle 1000]
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { Address, internal, toNano } from '@ton/core';
import WebSocket from 'ws';
import { startDevnet } from '../../devnet/index.ts';
import { transferBoc } from '../../devnet/test/helpers.ts';
import { freshDatabase } from '../../indexer/db/fresh-database.ts';
import { ChainSource } from '../../indexer/ingest/chain.ts';
import { follow } from '../../indexer/pipeline/follow.ts';
import { ProgressLine } from '../../indexer/pipeline/progress.ts';
import { INDEX_EVENTS_CHANNEL } from '../src/streaming/source.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { createServer } from '../src/server.ts';
import { attachStreaming } from '../src/streaming/index.ts';
import { v3Mount } from '../src/v3/app.ts';
import { pino } from 'pino';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '40' },
    subscribers: { type: 'string', default: '10' },
    idle: { type: 'string', default: '1000' },
    fanout: { type: 'string', default: '1000' },
    'fanout-rounds': { type: 'string', default: '10' },
  },
});
const rounds = Number(values.rounds);
const subscribers = Number(values.subscribers);
const idle = Number(values.idle);
const fanout = Number(values.fanout);
const fanoutRounds = Number(values['fanout-rounds']);

/**
 * Targets. Latency: a subscriber hears of a committed block well inside the time the next block takes
 * (mainnet's masterchain makes one about every 2.5 s; the local network one a second), so news is never
 * queued behind the next block: p50 within 100 ms, p99 within 250 ms. Fan-out: every event reaches every
 * one of 1,000 subscribers (delivery is at most once, S14, but never lossy while the server runs).
 * Memory: 1,000 idle subscribers within 32 MiB of the server's heap, 32 KiB each.
 */
const TARGET = { p50Ms: 100, p99Ms: 250, perIdleKiB: 32 };
const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
const logger = pino({ level: 'silent' });
const quiet = new ProgressLine(
  new Writable({
    write(_c, _e, cb) {
      cb();
    },
  }) as unknown as NodeJS.WriteStream,
);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

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
const server = await createServer({ apis: [v3Mount({ db: db.pool, network: 'local' })], logger, port: 0 });
await attachStreaming(server, { db: db.pool, network: 'local', logger });
await server.start();
const base = server.info.uri;

// When each block's NOTIFY arrives (same clock as the subscribers): the commit, as seen by any listener.
const notified = new Map<number, number>();
// PostgreSQL going away at the end (or a dropped idle connection) is not a bench failure
db.pool.on('error', () => {});
const listener = await db.pool.connect();
listener.on('error', () => {});
listener.on('notification', (n) => {
  if (n.payload?.startsWith('block:')) notified.set(Number(n.payload.slice(6)), performance.now());
});
await listener.query(`LISTEN ${INDEX_EVENTS_CHANNEL}`);

const wallets = d.accounts.filter((a) => a.kind === 'wallet');
const sender = await transferBoc('v4r2', 0, 0, []);
const from = sender.wallet.toRawString().toUpperCase();
const received: Array<Map<string, number>> = [];
const clients: WebSocket[] = [];
for (let i = 0; i < subscribers; i++) {
  const seen = new Map<string, number>();
  received.push(seen);
  const ws = new WebSocket(`${base.replace('http', 'ws')}/api/streaming/v2/ws`);
  await new Promise<void>((resolve) => {
    ws.on('open', () =>
      ws.send(JSON.stringify({ operation: 'subscribe', types: ['transactions'], addresses: [from] })),
    );
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString());
      if (m.status === 'subscribed') resolve();
      if (m.type === 'transactions') seen.set(m.transactions[0].hash, performance.now());
    });
  });
  clients.push(ws);
}

const fromCommit: number[] = [];
const fromBlock: number[] = [];
for (let r = 0; r < rounds; r++) {
  const { boc } = await transferBoc('v4r2', 0, r, [
    internal({ to: Address.parse(wallets[5]!.address), value: toNano('0.1'), bounce: false }),
  ]);
  await d.chain.sendExternal(boc);
  await d.chain.produceBlock();
  const produced = performance.now();
  const seqno = d.chain.lastMc.id.seqno;
  const before = received.map((m) => m.size);
  const deadline = Date.now() + 10_000;
  while (received.some((m, i) => m.size === before[i]) && Date.now() < deadline)
    await new Promise((res) => setTimeout(res, 2));
  await new Promise((res) => setTimeout(res, 20));
  const committed = notified.get(seqno);
  for (const m of received) {
    const t = [...m.values()].at(-1)!;
    fromBlock.push(t - produced);
    if (committed !== undefined) fromCommit.push(t - committed);
  }
}

const [p50, p99] = [pct(fromCommit, 50), pct(fromCommit, 99)];
console.log(
  `streaming: ${rounds} blocks with a transfer, ${subscribers} WebSocket subscribers (indexer polling every 50 ms)`,
);
console.log(
  `  commit (NOTIFY) → subscriber: p50 ${ms(p50)} (target ≤ ${TARGET.p50Ms} ms, ${(p50 / TARGET.p50Ms).toFixed(2)}× of it), p99 ${ms(p99)} (target ≤ ${TARGET.p99Ms} ms, ${(p99 / TARGET.p99Ms).toFixed(2)}× of it): ${verdict(p50 <= TARGET.p50Ms && p99 <= TARGET.p99Ms)}  (building the batch with v3's queries and sending it)`,
);
console.log(
  `  block produced → subscriber: p50 ${ms(pct(fromBlock, 50))}, p99 ${ms(pct(fromBlock, 99))}  (plus the indexer reading and writing the block; no target: the indexer's polling is its own)`,
);
for (const c of clients) c.close();

// Fan-out: `fanout` subscribers in a child process, every transfer expected at each as confirmed and finalized.
if (fanout > 0) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('./streaming-clients.ts', import.meta.url)),
      base,
      'mixed',
      String(fanout),
      from,
      'confirmed',
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! });
  const nextLine = () => new Promise<string>((resolve) => lines.once('line', resolve));
  const opened = performance.now();
  await nextLine(); // ready
  const openMs = performance.now() - opened;
  const report = async () => {
    child.stdin!.write('report\n');
    return JSON.parse(await nextLine()) as {
      clients: number;
      delivered: number;
      min: number;
      max: number;
      ended: number;
    };
  };
  const before = await report();
  const norms = new Set<string>();
  // one WebSocket of our own sees which traces were sent: the expected events are (traces × 2 levels × subscribers)
  const watcher = new WebSocket(`${base.replace('http', 'ws')}/api/streaming/v2/ws`);
  await new Promise<void>((resolve) => {
    watcher.on('open', () =>
      watcher.send(
        JSON.stringify({
          operation: 'subscribe',
          types: ['transactions'],
          addresses: [from],
          min_finality: 'confirmed',
        }),
      ),
    );
    watcher.on('message', (data) => {
      const m = JSON.parse(data.toString());
      if (m.status === 'subscribed') resolve();
      if (m.type === 'transactions') norms.add(m.trace_external_hash_norm);
    });
  });
  const started = performance.now();
  for (let r = 0; r < fanoutRounds; r++) {
    const { boc } = await transferBoc('v4r2', 0, rounds + r, [
      internal({ to: Address.parse(wallets[5]!.address), value: toNano('0.1'), bounce: false }),
    ]);
    await d.chain.sendExternal(boc);
    await d.chain.produceBlock();
  }
  // a trace whose last message is still in flight completes (finalized) in a later block
  for (let i = 0; i < 2; i++) await d.chain.produceBlock();
  let got = await report();
  const expected = () => norms.size * 2 * fanout;
  const deadline = Date.now() + 30_000;
  while ((norms.size < fanoutRounds || got.delivered - before.delivered < expected()) && Date.now() < deadline) {
    await new Promise((res) => setTimeout(res, 250));
    got = await report();
  }
  const seconds = (performance.now() - started) / 1000;
  const delivered = got.delivered - before.delivered;
  console.log(
    `  ${fanout} concurrent subscribers (${Math.ceil(fanout / 2)} SSE, ${Math.floor(fanout / 2)} WebSocket, opened in ${(openMs / 1000).toFixed(1)} s), ${fanoutRounds} blocks with a transfer, min_finality confirmed:` +
      ` delivered ${delivered} of ${expected()} events (${norms.size} traces × confirmed and finalized × ${fanout}; ${expected() - delivered} dropped, ${got.ended} streams ended by the server;` +
      ` per subscriber ${got.min}–${got.max}) in ${seconds.toFixed(1)} s (target: every one, 0 dropped): ${verdict(delivered === expected() && norms.size === fanoutRounds && got.ended === 0)}`,
  );
  watcher.close();
  child.kill();
  await new Promise((res) => setTimeout(res, 500));
}

for (const kind of ['sse', 'ws'] as const) {
  gc();
  await new Promise((res) => setTimeout(res, 200));
  gc();
  const before = process.memoryUsage();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('./streaming-clients.ts', import.meta.url)),
      base,
      kind,
      String(idle),
      from,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) =>
    child.stdout!.on('data', (b: Buffer) => {
      if (b.toString().includes('ready')) resolve();
    }),
  );
  gc();
  await new Promise((res) => setTimeout(res, 200));
  gc();
  const after = process.memoryUsage();
  const perHeap = (after.heapUsed + after.external - before.heapUsed - before.external) / idle;
  const perRss = (after.rss - before.rss) / idle;
  console.log(
    `  idle ${kind.toUpperCase()} subscriber: ${(perHeap / 1024).toFixed(1)} KiB heap+external (target ≤ ${TARGET.perIdleKiB} KiB, ${(perHeap / 1024 / TARGET.perIdleKiB).toFixed(2)}× of it: ${verdict(perHeap / 1024 <= TARGET.perIdleKiB)}), ${(perRss / 1024).toFixed(1)} KiB RSS each (${idle} open, server process only${(globalThis as { gc?: unknown }).gc ? '' : ', without forced GC'})`,
  );
  child.kill();
  await new Promise((res) => setTimeout(res, 500));
}

listener.release();
abort.abort();
await following.catch(() => {});
await server.stop({ timeout: 1000 });
lite.close();
await d.stop();
await db.stop();
process.exit(0);
