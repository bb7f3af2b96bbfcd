/**
 * `n` subscribers at once (half SSE, half WebSocket, in processes of their own): what each costs the server in
 * memory, how late each block's notifications reach every one of them, that every one receives every
 * notification, and how much of the memory comes back once they have all left.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { mib, pct, settledMemory, sleep, verdict, type Pipeline } from './streaming-pipeline.ts';
import { subscribe } from './streaming-subscriber.ts';

/**
 * Targets. Latency: with 10,000 subscribers a block's notifications reach all of them within a second (p99), from
 * the block's production, indexer included; well inside mainnet's 2.5 s between masterchain blocks, so news never
 * queues behind the next block. Delivery: every notification to every subscriber. Memory: 32 KiB of heap per
 * subscriber; once they have left, heap and RSS within 10 % of what they were before they came.
 */
const TARGET = { p99Ms: 1000, perSubscriberKiB: 32, leftPct: 10 };
/** The local network's cadence: one block a second. */
const BLOCK_MS = 1000;
/** Subscribers per clients process: one process of raw sockets keeps up with this many on a shared core. */
const PER_PROCESS = 5000;

interface Clients {
  proc: ChildProcess;
  ask<T>(command: string): Promise<T>;
}

function startClients(p: Pipeline, count: number, subscription: object, firstAddress: string): Promise<Clients> {
  const proc = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('./streaming-clients.ts', import.meta.url)),
      p.base,
      'mixed',
      String(count),
      JSON.stringify(subscription),
      firstAddress,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines: Interface = createInterface({ input: proc.stdout! });
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
  return next().then(() => ({
    proc,
    async ask<T>(command: string) {
      const line = next();
      proc.stdin!.write(`${command}\n`);
      return JSON.parse(await line) as T;
    },
  }));
}

interface Report {
  clients: number;
  delivered: number;
  duplicates: number;
  min: number;
  max: number;
  ended: number;
}

export async function fanout(p: Pipeline, n: number, blocks: number): Promise<void> {
  const subscription = { types: ['transactions'], addresses: [p.addresses[0]], min_finality: 'confirmed' };
  // one subscriber of our own: what every one of the `n` should receive
  const watcher = await subscribe({ base: p.base, kind: 'ws', subscription });
  const connectionsBefore = p.hub.connections.size;
  // one block first, so code compiled and caches filled on a batch's first build do not count as left behind
  await p.delivered(await p.block(1));
  const before = await settledMemory();

  const opened = performance.now();
  const procs = Math.ceil(n / PER_PROCESS);
  const clients = await Promise.all(
    Array.from({ length: procs }, (_, i) => {
      const count = Math.floor(n / procs) + (i < n % procs ? 1 : 0);
      // each process its own loopback addresses (streaming-clients.ts takes one per 5,000)
      return startClients(p, count, subscription, `127.0.0.${2 + i * Math.ceil(count / 5000)}`);
    }),
  );
  const openS = (performance.now() - opened) / 1000;
  const joined = await settledMemory();
  // what the watcher received before the others joined is not theirs to receive
  const watchedBefore = watcher.positions.length;

  // how long the server's event loop is held handing one batch to every connection (the bench wraps the hub's
  // method on this instance; the server is unchanged)
  const deliveries: number[] = [];
  const deliver = p.hub.deliver;
  p.hub.deliver = (batch) => {
    const t = performance.now();
    deliver.call(p.hub, batch);
    if (batch.traces.length) deliveries.push(performance.now() - t);
  };
  const started = performance.now();
  let last = 0;
  for (let r = 0; r < blocks; r++) {
    const t = performance.now();
    last = await p.block(1);
    await sleep(BLOCK_MS - (performance.now() - t));
  }
  // a trace whose last message is still in flight is finalized in a later block
  for (let i = 0; i < 2; i++) last = await p.block(0);
  await p.delivered(last);
  const expected = () => (watcher.positions.length - watchedBefore) * n;
  const report = async () => {
    const rs = await Promise.all(clients.map((c) => c.ask<Report>('report')));
    return {
      delivered: rs.reduce((a, r) => a + r.delivered, 0),
      duplicates: rs.reduce((a, r) => a + r.duplicates, 0),
      ended: rs.reduce((a, r) => a + r.ended, 0),
      min: Math.min(...rs.map((r) => r.min)),
      max: Math.max(...rs.map((r) => r.max)),
    };
  };
  let got = await report();
  const deadline = Date.now() + 30_000;
  while (got.delivered < expected() && Date.now() < deadline) {
    await sleep(250);
    got = await report();
  }
  const seconds = (performance.now() - started) / 1000;
  p.hub.deliver = deliver;

  // latency of every notification at every subscriber, from its block's production and from its commit (NOTIFY)
  const merged = new Map<string, number[]>();
  for (const part of await Promise.all(clients.map((c) => c.ask<Record<string, number[]>>('times'))))
    for (const [pos, ts] of Object.entries(part)) merged.set(pos, (merged.get(pos) ?? []).concat(ts));
  const blocksOf = await p.blocksOf([...merged.keys()].map((pos) => Number(pos.split(':')[0])));
  const fromBlock: number[] = [];
  const fromCommit: number[] = [];
  for (const [pos, ts] of merged) {
    const seqno = blocksOf.get(Number(pos.split(':')[0]));
    const produced = seqno !== undefined ? p.produced.get(seqno) : undefined;
    const committed = seqno !== undefined ? p.notified.get(seqno) : undefined;
    for (const t of ts) {
      if (produced !== undefined) fromBlock.push(t - produced);
      if (committed !== undefined) fromCommit.push(t - committed);
    }
  }
  const p99 = pct(fromBlock, 99);
  console.log(
    `  ${n} subscribers (${Math.ceil(n / 2)} SSE, ${Math.floor(n / 2)} WebSocket in ${procs} process${procs > 1 ? 'es' : ''}, opened in ${openS.toFixed(1)} s), ${blocks} blocks a second apart with a transfer, min_finality confirmed:`,
  );
  console.log(
    `    block produced → subscriber: p50 ${pct(fromBlock, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${pct(fromBlock, 100).toFixed(0)} ms (target p99 < ${TARGET.p99Ms} ms, ${(p99 / TARGET.p99Ms).toFixed(2)}× of it): ${verdict(p99 < TARGET.p99Ms)}` +
      `  (commit → subscriber: p50 ${pct(fromCommit, 50).toFixed(0)} ms, p99 ${pct(fromCommit, 99).toFixed(0)} ms; ${fromBlock.length} receipts;` +
      ` the server's event loop held ${pct(deliveries, 50).toFixed(0)} ms (max ${pct(deliveries, 100).toFixed(0)}) per batch handing it to every connection)`,
  );
  console.log(
    `    delivered ${got.delivered} of ${expected()} notifications (${watcher.positions.length - watchedBefore} × ${n}; ${expected() - got.delivered} lost, ${got.duplicates} duplicated, ${got.ended} streams ended; per subscriber ${got.min}–${got.max}) in ${seconds.toFixed(1)} s (target: every one): ${verdict(got.delivered === expected() && got.duplicates === 0 && got.ended === 0)}`,
  );

  for (const c of clients) c.proc.kill();
  const leaveDeadline = Date.now() + 30_000;
  while (p.hub.connections.size > connectionsBefore && Date.now() < leaveDeadline) await sleep(100);
  const left = await settledMemory();
  watcher.close();

  const heap = (m: NodeJS.MemoryUsage) => m.heapUsed + m.external;
  const perHeap = (heap(joined) - heap(before)) / n / 1024;
  const perRss = (joined.rss - before.rss) / n / 1024;
  console.log(
    `    server memory per subscriber: ${perHeap.toFixed(1)} KiB heap+external (target ≤ ${TARGET.perSubscriberKiB} KiB: ${verdict(perHeap <= TARGET.perSubscriberKiB)}), ${perRss.toFixed(1)} KiB RSS (subscribed, idle)`,
  );
  const leftPct = (a: number, b: number) => ((a - b) / b) * 100;
  const hp = leftPct(heap(left), heap(before));
  const rp = leftPct(left.rss, before.rss);
  console.log(
    `    after all left (${p.hub.connections.size - connectionsBefore} still registered): heap+external ${mib(heap(left))} vs ${mib(heap(before))} before (${hp >= 0 ? '+' : ''}${hp.toFixed(1)} %), RSS ${mib(left.rss)} vs ${mib(before.rss)} (${rp >= 0 ? '+' : ''}${rp.toFixed(1)} %; idle with them ${mib(joined.rss)}) (target within ${TARGET.leftPct} %: ${verdict(Math.abs(hp) <= TARGET.leftPct && Math.abs(rp) <= TARGET.leftPct)})`,
  );
}
