#!/usr/bin/env tsx
/**
 * Webhook delivery figures (D32, docs/webhooks.md) on the real pipeline: the local network (blocks when asked) → the
 * indexer following it (polling every 50 ms) → PostgreSQL → the server with a Deliverer → a receiver in a process of
 * its own (a bare `node:http` server on 127.0.0.1 answering 200 at once, keep-alive), each figure next to its target:
 *   - throughput: `--webhooks` webhooks, all with the same subscription, while the deliverer is stopped get a backlog
 *     of `--backlog-blocks` blocks of transfers; then the deliverer starts: the time to cut the backlog into the outbox,
 *     then deliveries/s to the receiver until the queue is empty (≥ 1,000/s), each delivery received once, in order;
 *   - latency: the deliverer running, `--latency-blocks` blocks `--interval-ms` apart (the local network's pace):
 *     from each block's commit (the indexer's NOTIFY) and from its production to the receiver (p99 < 2 s);
 *   - the statements the server sent to PostgreSQL per delivery, by statement, and the queue's depth over time.
 *   tsx server/bench/webhooks.ts [--webhooks 100] [--backlog-blocks 25] [--senders 4] [--messages 1]
 *     [--latency-blocks 30] [--latency-senders 1] [--interval-ms 1000] [--pool 20] [--concurrency 64]
 * Each sender's transfer is one trace: at `confirmed` a webhook receives it twice (confirmed, then finalized), so a
 * block makes 2 × senders deliveries per webhook. `--pool` is DATABASE_POOL_SIZE, `--concurrency` WEBHOOK_CONCURRENCY.
 * A part with 0 blocks is skipped.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { Address, internal, toNano } from '@ton/core';
import pg from 'pg';
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
import { DEFAULT_WEBHOOK_SETTINGS } from '../src/webhooks/config.ts';
import { Deliverer } from '../src/webhooks/deliverer.ts';
import { pct, sleep, verdict } from './streaming-pipeline.ts';
import { now } from './streaming-subscriber.ts';
import { installTonCoreSpeedups } from '../../tlb/adapters/ton-core.ts';
import { installPgAdaptations } from '../src/v3/queries/adapters/pg.ts';

// measured as server/bin/server.ts runs: with the library adapters it installs
installTonCoreSpeedups();
installPgAdaptations();
const { values } = parseArgs({
  options: {
    webhooks: { type: 'string', default: '100' },
    'backlog-blocks': { type: 'string', default: '25' },
    senders: { type: 'string', default: '4' },
    messages: { type: 'string', default: '1' },
    'latency-blocks': { type: 'string', default: '30' },
    'latency-senders': { type: 'string', default: '1' },
    'interval-ms': { type: 'string', default: '1000' },
    pool: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: String(DEFAULT_WEBHOOK_SETTINGS.concurrency) },
  },
});
const WEBHOOKS = Number(values.webhooks);
/** v4r2 genesis wallets sending (4 on the local network), each paying `--messages` receivers (≤ 4) per block */
const SENDERS = Math.min(4, Number(values.senders));
const MESSAGES = Math.min(4, Number(values.messages));
/** DATABASE_POOL_SIZE's default (server/bin/server.ts): the server's pool, which the deliverer shares */
const POOL = Number(values.pool);

/** Targets: a backlog drains at ≥ 1,000 deliveries/s; a block's events reach a receiver within 2 s at p99. */
const TARGET = { perSecond: 1000, p99Ms: 2000 };

const ms = (x: number) => `${Math.round(x).toLocaleString('en-US')} ms`;
const int = (x: number) => Math.round(x).toLocaleString('en-US');

// ---------------------------------------------------------------------------------------------------------------
// The receiver: a process of its own, so its work is not the server's; it keeps (webhook, position, id, time) of
// each request and hands them over when asked.
const RECEIVER = `
const http = require('node:http');
const now = () => performance.timeOrigin + performance.now();
let got = [];
let count = 0;
const server = http.createServer({ keepAliveTimeout: 60000 }, (req, res) => {
  req.on('data', () => {});
  req.on('end', () => {
    got.push([req.url, req.headers['webhook-position'] || '', req.headers['webhook-id'] || '', now()]);
    count++;
    res.writeHead(200, { 'content-length': '0' }).end();
  });
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('message', (m) => {
  if (m === 'count') process.send({ count, cpu: process.cpuUsage() });
  else if (m === 'take') { process.send({ got }); got = []; }
  else if (m === 'stop') server.close(() => process.exit(0));
});
`;

type Receipt = [url: string, position: string, id: string, at: number];

class ReceiverProcess {
  readonly #child: ChildProcess;
  #waiting: Array<(m: any) => void> = [];
  port = 0;

  constructor() {
    this.#child = spawn(process.execPath, ['-e', RECEIVER], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.#child.on('message', (m) => this.#waiting.shift()?.(m));
  }

  async ready(): Promise<void> {
    this.port = ((await this.#ask(undefined)) as { port: number }).port;
  }

  #ask(what: string | undefined): Promise<any> {
    return new Promise((res) => {
      this.#waiting.push(res);
      if (what) this.#child.send(what);
    });
  }

  count(): Promise<{ count: number; cpu: NodeJS.CpuUsage }> {
    return this.#ask('count');
  }

  /** Everything received since the last take. */
  async take(): Promise<Receipt[]> {
    return ((await this.#ask('take')) as { got: Receipt[] }).got;
  }

  stop(): void {
    this.#child.send('stop');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Statements the server's pool sends, counted and timed per statement (its text with whitespace collapsed).
interface StatementStats {
  calls: number;
  ms: number;
}

function countStatements(pool: pg.Pool): Map<string, StatementStats> {
  const stats = new Map<string, StatementStats>();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string };
      const text = (typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ').trim();
      const key = text.length > 90 ? `${text.slice(0, 87)}…` : text;
      let s = stats.get(key);
      if (!s) stats.set(key, (s = { calls: 0, ms: 0 }));
      s.calls++;
      const started = performance.now();
      const result = query(...args);
      if (result instanceof Promise)
        result.then(
          () => {
            s.ms += performance.now() - started;
          },
          () => {},
        );
      return result;
    };
  });
  return stats;
}

const snapshot = (m: Map<string, StatementStats>) => new Map([...m].map(([k, v]) => [k, { ...v }]));
const since = (now: Map<string, StatementStats>, before: Map<string, StatementStats>) =>
  [...now]
    .map(([k, v]) => ({ text: k, calls: v.calls - (before.get(k)?.calls ?? 0), ms: v.ms - (before.get(k)?.ms ?? 0) }))
    .filter((s) => s.calls > 0)
    .sort((a, b) => b.calls - a.calls);

// ---------------------------------------------------------------------------------------------------------------
// CPU time (ms) of PostgreSQL's processes (from /proc: a local server only) and of the whole machine.
const TICK_MS = 10; // USER_HZ is 100 on Linux

function ticksOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** Each PostgreSQL backend's CPU ticks (the pools' connections live through a part; a new one counts from 0). */
async function postgresTicks(pool: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity');
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    const t = ticksOf(pid);
    if (t !== undefined) ticks.set(pid, t);
  }
  return ticks;
}

const postgresMsSince = (now: Map<number, number>, before: Map<number, number>) =>
  before.size === 0 ? Number.NaN : [...now].reduce((s, [pid, t]) => s + (t - (before.get(pid) ?? 0)), 0) * TICK_MS;

/** The machine's busy and total CPU ticks (all cores). */
function machineTicks(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = cpu[3]! + (cpu[4] ?? 0);
  const total = cpu.slice(0, 8).reduce((s, x) => s + x, 0);
  return { busy: total - idle, total };
}

// ---------------------------------------------------------------------------------------------------------------
const quiet = new ProgressLine(
  new Writable({
    write(_c, _e, cb) {
      cb();
    },
  }) as unknown as NodeJS.WriteStream,
);
const started = performance.now();
const [d, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase({ prefix: 'bench_webhooks' })]);
const lite = await LitePool.fromGlobalConfig(d.globalConfigPath, { timeoutMs: 15_000 });
await d.chain.produceBlock();
await follow(db.pool, new ChainSource(lite), { to: d.chain.lastMc.id.seqno, log: () => {}, progress: quiet });
const abort = new AbortController();
// the indexer on the pool of its own (a process of its own in a deployment)
const following = follow(db.pool, new ChainSource(lite), {
  pollMs: 50,
  signal: abort.signal,
  log: () => {},
  progress: quiet,
});
db.pool.on('error', () => {});

// the server's pool (the deliverer and the v3 operations share it, as in server/bin/server.ts), counted; the Streaming
// API, which builds each news' batch first, on a pool of its own so that its statements are not the deliverer's
const serverPool = new pg.Pool({ connectionString: db.url, max: POOL });
serverPool.on('error', () => {});
const statements = countStatements(serverPool);
const streamingPool = new pg.Pool({ connectionString: db.url, max: 4 });
streamingPool.on('error', () => {});
const logger = pino({ level: 'silent' });
const dbDeps = { pool: serverPool, timeoutMs: 10_000 };
const deliverer = new Deliverer({
  db: dbDeps,
  network: 'local',
  logger,
  settings: {
    ...DEFAULT_WEBHOOK_SETTINGS,
    allowedTargets: '127.0.0.0/8',
    concurrency: Number(values.concurrency),
    maxPerKey: WEBHOOKS,
    maxAddressesPerKey: 100 * WEBHOOKS,
  },
});
const server = await createServer({
  apis: [
    v3Mount({
      db: serverPool,
      network: 'local',
      webhooks: { db: dbDeps, settings: deliverer.settings, deliverer, keyed: () => false },
    }),
  ],
  logger,
  port: 0,
  onStop: () => deliverer.stop(),
});
await attachStreaming(server, { db: streamingPool, network: 'local', logger });
await server.start();

const listener = new pg.Client({ connectionString: db.url });
listener.on('error', () => {});
await listener.connect();
/** block seqno → when it was produced / when its commit was announced */
const produced = new Map<number, number>();
const notified = new Map<number, number>();
listener.on('notification', (n) => {
  if (n.payload?.startsWith('block:')) notified.set(Number(n.payload.slice(6)), now());
});
await listener.query(`LISTEN ${INDEX_EVENTS_CHANNEL}`);

const rx = new ReceiverProcess();
await rx.ready();

// senders: v4r2 0..3; receivers: the v3r2 wallets
const senders = await Promise.all(
  Array.from({ length: 4 }, async (_, i) => (await transferBoc('v4r2', i, 0, [])).wallet),
);
const payees = d.accounts
  .filter((a) => a.kind === 'wallet' && (a as { version?: string }).version === 'v3r2')
  .slice(0, 4)
  .map((a) => Address.parse(a.address));
const seqnos = senders.map(() => 0);

/** A block in which each of the first `from` senders pays `MESSAGES` receivers; returns its seqno. */
async function block(from: number): Promise<number> {
  for (let i = 0; i < from; i++) {
    const messages = payees
      .slice(0, MESSAGES)
      .map((to) => internal({ to, value: toNano('0.01'), bounce: false, body: `b${seqnos[i]}` }));
    const { boc } = await transferBoc('v4r2', i, seqnos[i]!++, messages);
    await d.chain.sendExternal(boc);
  }
  await d.chain.produceBlock();
  const seqno = d.chain.lastMc.id.seqno;
  produced.set(seqno, now());
  return seqno;
}

/** Waits until the index has the news of block `seqno`; returns its position. */
async function indexed(seqno: number, timeoutMs = 120_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.pool.query<{ position: string }>('SELECT position FROM index_news WHERE news = $1', [
      `block:${seqno}`,
    ]);
    if (rows[0]) return Number(rows[0].position);
    if (Date.now() > deadline) throw new Error(`block ${seqno} not indexed within ${timeoutMs} ms`);
    await sleep(20);
  }
}

const queued = async () =>
  Number(
    (await db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'queued'`))
      .rows[0]!.n,
  );

async function post(path: string, body: object) {
  const res = await fetch(`${server.info.uri}/api/v3${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as any;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Each receipt's webhook (its URL's index) and news position; duplicates and order checked per webhook. */
function check(receipts: Receipt[]) {
  const ids = new Set<string>();
  let duplicated = 0;
  let disordered = 0;
  const last = new Map<string, [number, number]>();
  for (const [url, position, id] of receipts) {
    if (ids.has(id)) duplicated++;
    ids.add(id);
    const [n, o] = position.split(':').map(Number) as [number, number];
    const prev = last.get(url);
    if (prev && (n < prev[0] || (n === prev[0] && o <= prev[1]))) disordered++;
    last.set(url, [n, o]);
  }
  return { duplicated, disordered };
}

/** The block each news position is the news of. */
async function blocksOf(positions: number[]): Promise<Map<number, number>> {
  const { rows } = await db.pool.query<{ position: string; news: string }>(
    'SELECT position, news FROM index_news WHERE position = ANY($1)',
    [positions],
  );
  return new Map(
    rows.filter((r) => r.news.startsWith('block:')).map((r) => [Number(r.position), Number(r.news.slice(6))]),
  );
}

// ---------------------------------------------------------------------------------------------------------------
const subscription = {
  types: ['transactions'],
  addresses: [...senders, ...payees.slice(0, MESSAGES)].map((a) => a.toRawString()),
  min_finality: 'confirmed',
};
for (let i = 0; i < WEBHOOKS; i++)
  await post('/webhooks', { url: `http://127.0.0.1:${rx.port}/hook/${i}`, ...subscription });
console.log(
  `webhooks: ${WEBHOOKS} webhooks on one receiver (127.0.0.1, a separate process, 200 at once, keep-alive), each on ` +
    `${subscription.types.join(',')} of ${subscription.addresses.length} accounts at ${subscription.min_finality}; ` +
    `server pool ${POOL}, deliverer concurrency ${deliverer.settings.concurrency}; set up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

/** Queue depth and receipts, sampled every `everyMs` until `done` says so. */
async function sample(everyMs: number, done: () => boolean) {
  const series: Array<{ t: number; queued: number; received: number }> = [];
  const t0 = performance.now();
  while (!done()) {
    const [q, c] = await Promise.all([queued(), rx.count()]);
    series.push({ t: (performance.now() - t0) / 1000, queued: q, received: c.count });
    await sleep(everyMs);
  }
  return series;
}

let delivering = false;
/** The deliverer's timer, once (it is not started while the backlog is made: nothing wakes it then). */
function deliver(): void {
  if (!delivering) deliverer.start();
  delivering = true;
}

async function throughputPart(backlogBlocks: number) {
  const made = performance.now();
  const start = Number((await db.pool.query<{ p: string }>('SELECT position AS p FROM index_news_head')).rows[0]!.p);
  let last = 0;
  for (let b = 0; b < backlogBlocks; b++) last = await block(SENDERS);
  const head = await indexed(last);
  const news = head - start;
  const madeS = (performance.now() - made) / 1000;
  const before = snapshot(statements);
  const cpu0 = process.cpuUsage();
  const pg0 = await postgresTicks(db.pool);
  const rx0 = await rx.count();
  const t0 = performance.now();
  deliver();
  // the outbox is filled before the first claim (deliverer.ts wake): the fill ends when every webhook is at the head
  for (;;) {
    const { rows } = await db.pool.query<{ p: string }>('SELECT min(position) AS p FROM webhooks');
    if (Number(rows[0]!.p) >= head) break;
    await sleep(20);
  }
  const fillS = (performance.now() - t0) / 1000;
  const total = Number(
    (await db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM webhook_deliveries WHERE kind = 'event'`)).rows[0]!
      .n,
  );
  const afterFill = snapshot(statements);
  const cpuFill = process.cpuUsage(cpu0);
  const pgFill = await postgresTicks(db.pool);
  const machine0 = machineTicks();
  let drained = false;
  const sampling = sample(1000, () => drained);
  const marks: Array<[count: number, at: number]> = [];
  for (;;) {
    const c = (await rx.count()).count - rx0.count;
    marks.push([c, performance.now()]);
    if (c >= total) break;
    if (performance.now() - t0 > 150_000) throw new Error(`only ${c} of ${total} delivered in 150 s`);
    await sleep(50);
  }
  const sendEnd = performance.now();
  const sendCpu = process.cpuUsage(cpu0);
  const pgSend = await postgresTicks(db.pool);
  const machine1 = machineTicks();
  const rx1 = await rx.count();
  const { rows: sizes } = await db.pool.query<{ avg: string }>(
    `SELECT avg(octet_length(body)) AS avg FROM webhook_deliveries WHERE kind = 'event'`,
  );
  drained = true;
  const series = await sampling;
  const receipts = await rx.take();
  const sent = since(statements, afterFill);
  const fill = since(afterFill, before);
  const { duplicated, disordered } = check(receipts);
  // steady state: from the 10 % to the 90 % delivery
  const at = (share: number) => marks.find(([c]) => c >= share * total)![1];
  const steady = (0.8 * total) / ((at(0.9) - at(0.1)) / 1000);
  const firstAt = marks.find(([c]) => c > 0)![1];
  const whole = total / ((sendEnd - firstAt) / 1000);
  const perWebhook = total / WEBHOOKS;
  console.log(
    `\nthroughput: a backlog of ${backlogBlocks} blocks (${SENDERS} senders × ${MESSAGES} messages each; made and indexed in ${madeS.toFixed(1)} s) = ${news} news, ${int(total)} deliveries (${perWebhook.toFixed(0)} per webhook)`,
  );
  console.log(
    `  outbox fill (deliverer started → every webhook at the head): ${fillS.toFixed(2)} s, ${int(total / fillS)} deliveries queued/s, ` +
      `${fill.reduce((s, x) => s + x.calls, 0)} statements (${(fill.reduce((s, x) => s + x.calls, 0) / (WEBHOOKS * news)).toFixed(1)} per webhook per news), CPU: server ${ms((cpuFill.user + cpuFill.system) / 1000)}, PostgreSQL ${ms(postgresMsSince(pgFill, pg0))}`,
  );
  console.log(
    `  sending: ${int(steady)} deliveries/s at steady state (10 %→90 % of the queue; target ≥ ${int(TARGET.perSecond)}/s, ${(steady / TARGET.perSecond).toFixed(2)}× of it): ${verdict(steady >= TARGET.perSecond)}; ` +
      `${int(whole)}/s first to last receipt (${((sendEnd - firstAt) / 1000).toFixed(1)} s), ${int(total / ((sendEnd - t0) / 1000))}/s from the start with the fill`,
  );
  const sendCalls = sent.reduce((s, x) => s + x.calls, 0);
  const serverUs = (sendCpu.user + sendCpu.system - cpuFill.user - cpuFill.system) / total;
  const machine = (machine1.busy - machine0.busy) / (machine1.total - machine0.total);
  console.log(
    `  CPU per delivery while sending: server ${int(serverUs)} µs, PostgreSQL ${int((postgresMsSince(pgSend, pgFill) * 1000) / total)} µs, ` +
      `receiver ${int((rx1.cpu.user + rx1.cpu.system - rx0.cpu.user - rx0.cpu.system) / total)} µs; the machine's ${navigator.hardwareConcurrency} cores ${(machine * 100).toFixed(0)} % busy (others' work included); ` +
      `bodies ${int(Number(sizes[0]!.avg))} bytes on average; statements per delivery: ${(sendCalls / total).toFixed(2)}`,
  );
  console.log(
    `  received: ${int(receipts.length)} of ${int(total)}, ${duplicated} duplicated, ${disordered} out of order within a webhook (target 0 and 0): ${verdict(receipts.length === total && duplicated === 0 && disordered === 0)}`,
  );
  console.log('  statements while sending (per delivery, total time in them):');
  for (const s of sent.slice(0, 8))
    console.log(`    ${(s.calls / total).toFixed(3).padStart(7)}  ${ms(s.ms).padStart(10)}  ${s.text}`);
  console.log('  statements of the fill (per webhook per news, total time in them):');
  for (const s of fill.slice(0, 8))
    console.log(`    ${(s.calls / (WEBHOOKS * news)).toFixed(3).padStart(7)}  ${ms(s.ms).padStart(10)}  ${s.text}`);
  const depth = series.map((s) => `${s.t.toFixed(0)}s ${int(s.queued)}`).join(', ');
  console.log(`  queue depth (queued deliveries) each second from the fill's end: ${depth}`);
  return { steady, ok: steady >= TARGET.perSecond };
}

async function latencyPart(latencyBlocks: number) {
  const interval = Number(values['interval-ms']);
  const from = Math.min(4, Number(values['latency-senders']));
  deliver();
  await rx.take();
  const before = snapshot(statements);
  const rx0 = (await rx.count()).count;
  let done = false;
  const sampling = sample(1000, () => done);
  const seqnos: number[] = [];
  const t0 = performance.now();
  for (let b = 0; b < latencyBlocks; b++) {
    const due = t0 + b * interval;
    if (performance.now() < due) await sleep(due - performance.now());
    seqnos.push(await block(from));
  }
  const head = await indexed(seqnos.at(-1)!);
  // until every webhook has its last news queued and every queued delivery has arrived
  const deadline = performance.now() + 90_000;
  for (;;) {
    const { rows } = await db.pool.query<{ p: string }>('SELECT min(position) AS p FROM webhooks');
    if (Number(rows[0]!.p) >= head && (await queued()) === 0) break;
    if (performance.now() > deadline) {
      console.log(`  (stopped waiting 90 s after the last block: ${int(await queued())} deliveries still queued)`);
      break;
    }
    await sleep(50);
  }
  await sleep(200);
  done = true;
  const series = await sampling;
  const receipts = (await rx.take()).filter(([, position]) => position);
  const count = (await rx.count()).count - rx0;
  const blocks = await blocksOf([...new Set(receipts.map(([, p]) => Number(p.split(':')[0])))]);
  const fromCommit: number[] = [];
  const fromBlock: number[] = [];
  const perWebhook = new Map<string, number[]>();
  for (const [url, position, , at] of receipts) {
    const seqno = blocks.get(Number(position.split(':')[0]));
    if (seqno === undefined) continue;
    const c = notified.get(seqno);
    const p = produced.get(seqno);
    if (c !== undefined) {
      fromCommit.push(at - c);
      let l = perWebhook.get(url);
      if (!l) perWebhook.set(url, (l = []));
      l.push(at - c);
    }
    if (p !== undefined) fromBlock.push(at - p);
  }
  const medians = [...perWebhook.values()].map((l) => pct(l, 50));
  // each delivery's queueing (created_at: the start of the outbox's transaction that queued it) splits the latency
  const { rows: queuedAt } = await db.pool.query<{ id: string; at: number }>(
    `SELECT id, extract(epoch FROM created_at) * 1000 AS at FROM webhook_deliveries WHERE id = ANY($1::uuid[])`,
    [receipts.map(([, , id]) => id)],
  );
  const queuedOf = new Map(queuedAt.map((r) => [r.id, Number(r.at)]));
  const toQueue: number[] = [];
  const toReceiver: number[] = [];
  for (const [, position, id, at] of receipts) {
    const seqno = blocks.get(Number(position.split(':')[0]));
    const c = seqno === undefined ? undefined : notified.get(seqno);
    const q = queuedOf.get(id);
    if (c === undefined || q === undefined) continue;
    toQueue.push(q - c);
    toReceiver.push(at - q);
  }
  const sent = since(statements, before);
  const { duplicated, disordered } = check(receipts);
  const [p50, p99] = [pct(fromCommit, 50), pct(fromCommit, 99)];
  const seconds = (latencyBlocks * interval) / 1000;
  console.log(
    `\nlatency: ${latencyBlocks} blocks ${interval} ms apart, ${from} sender(s) × ${MESSAGES} messages each: ${int(count)} deliveries (${(count / latencyBlocks / WEBHOOKS).toFixed(1)} per webhook per block, ${int(count / seconds)}/s offered)`,
  );
  console.log(
    `  block committed (NOTIFY) → receiver: p50 ${ms(p50)}, p99 ${ms(p99)} (target < ${ms(TARGET.p99Ms)}, ${(p99 / TARGET.p99Ms).toFixed(2)}× of it), max ${ms(Math.max(...fromCommit))}: ${verdict(p99 < TARGET.p99Ms)}`,
  );
  console.log(
    `  block produced → receiver: p50 ${ms(pct(fromBlock, 50))}, p99 ${ms(pct(fromBlock, 99))}  (plus the indexer's polling, 50 ms, and writing the block)`,
  );
  console.log(
    `  each webhook's p50 (commit → receiver): best ${ms(Math.min(...medians))}, median ${ms(pct(medians, 50))}, worst ${ms(Math.max(...medians))}`,
  );
  console.log(
    `  of which commit → queued in the outbox: p50 ${ms(pct(toQueue, 50))}, p99 ${ms(pct(toQueue, 99))}; queued → receiver: p50 ${ms(pct(toReceiver, 50))}, p99 ${ms(pct(toReceiver, 99))}`,
  );
  console.log(
    `  received: ${duplicated} duplicated, ${disordered} out of order within a webhook; PostgreSQL statements per delivery: ${(sent.reduce((s, x) => s + x.calls, 0) / count).toFixed(2)}`,
  );
  console.log('  statements (per delivery, total time in them):');
  for (const s of sent.slice(0, 10))
    console.log(`    ${(s.calls / count).toFixed(3).padStart(7)}  ${ms(s.ms).padStart(10)}  ${s.text}`);
  console.log(`  queue depth each second: ${series.map((s) => `${s.t.toFixed(0)}s ${int(s.queued)}`).join(', ')}`);
  return { p99, ok: p99 < TARGET.p99Ms };
}

const backlogBlocks = Number(values['backlog-blocks']);
const throughput = backlogBlocks > 0 ? await throughputPart(backlogBlocks) : undefined;
const latencyBlocks = Number(values['latency-blocks']);
const latency = latencyBlocks > 0 ? await latencyPart(latencyBlocks) : undefined;

console.log(
  `\nsummary: ${throughput ? `${int(throughput.steady)} deliveries/s (target ≥ ${int(TARGET.perSecond)}: ${verdict(throughput.ok)})` : 'throughput skipped'}; ` +
    `${latency ? `block → delivery p99 ${ms(latency.p99)} at ${WEBHOOKS} webhooks (target < ${ms(TARGET.p99Ms)}: ${verdict(latency.ok)})` : 'latency skipped'}; ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s in all`,
);

rx.stop();
await listener.end().catch(() => {});
abort.abort();
await following.catch(() => {});
await server.stop({ timeout: 1000 });
await serverPool.end().catch(() => {});
await streamingPool.end().catch(() => {});
lite.close();
await d.stop();
await db.stop();
process.exit(0);
