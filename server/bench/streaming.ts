#!/usr/bin/env tsx
/**
 * Streaming figures on the real pipeline (local network → indexer following it → PostgreSQL → server →
 * subscribers), each printed next to its target:
 *   - a few subscribers: the latency from a block's commit (its NOTIFY) to the subscriber, block by block;
 *   - for each `--fanout` size (half SSE, half WebSocket, in processes of their own): block → subscriber latency,
 *     every notification delivered to every subscriber, the server's memory per subscriber and what comes back
 *     once they have left (streaming-fanout.ts);
 *   - resume: subscribers that missed `--resume-blocks` blocks catch up from their last position (streaming-resume.ts).
 *   node --expose-gc --import tsx server/bench/streaming.ts [--rounds 40] [--subscribers 10]
 *     [--fanout 1000,10000] [--fanout-blocks 10] [--resume-blocks 600] [--resume-transfers 4]
 * A size of 0 (or an empty list) skips that part.
 */
import { parseArgs } from 'node:util';
import { fanout } from './streaming-fanout.ts';
import { pct, sleep, startPipeline, verdict, type Pipeline } from './streaming-pipeline.ts';
import { resumeCatchUp } from './streaming-resume.ts';
import { subscribe } from './streaming-subscriber.ts';
import { installTonCoreSpeedups } from '../../tlb/adapters/ton-core.ts';
import { installPgAdaptations } from '../src/v3/queries/adapters/pg.ts';

// measured as server/bin/server.ts runs: with the library adapters it installs
installTonCoreSpeedups();
installPgAdaptations();
const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '40' },
    subscribers: { type: 'string', default: '10' },
    fanout: { type: 'string', default: '1000,10000' },
    'fanout-blocks': { type: 'string', default: '10' },
    'resume-blocks': { type: 'string', default: '600' },
    'resume-transfers': { type: 'string', default: '4' },
  },
});

/**
 * Targets of the few-subscribers run: a subscriber hears of a committed block well inside the time the next block
 * takes (mainnet's masterchain makes one about every 2.5 s; the local network one a second): p50 within 100 ms,
 * p99 within 250 ms of the commit.
 */
const TARGET = { p50Ms: 100, p99Ms: 250 };
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** Block by block: each block's notification awaited at every subscriber before the next block. */
async function latency(p: Pipeline, rounds: number, subscribers: number): Promise<void> {
  const subscription = { types: ['transactions'], addresses: [p.addresses[0]] };
  const clients = await Promise.all(
    Array.from({ length: subscribers }, () => subscribe({ base: p.base, kind: 'ws', subscription })),
  );
  const fromCommit: number[] = [];
  const fromBlock: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const before = clients.map((c) => c.positions.length);
    const seqno = await p.block(1);
    const deadline = Date.now() + 10_000;
    while (clients.some((c, i) => c.positions.length === before[i]) && Date.now() < deadline) await sleep(2);
    await sleep(20);
    const produced = p.produced.get(seqno)!;
    const committed = p.notified.get(seqno);
    for (const c of clients) {
      const at = c.receivedAt.at(-1)!;
      fromBlock.push(at - produced);
      if (committed !== undefined) fromCommit.push(at - committed);
    }
  }
  for (const c of clients) c.close();
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
}

const p = await startPipeline();
const rounds = Number(values.rounds);
if (rounds > 0) await latency(p, rounds, Number(values.subscribers));
for (const n of values.fanout
  .split(',')
  .map(Number)
  .filter((x) => x > 0))
  await fanout(p, n, Number(values['fanout-blocks']));
const resumeBlocks = Number(values['resume-blocks']);
if (resumeBlocks > 0) await resumeCatchUp(p, resumeBlocks, Number(values['resume-transfers']));
await p.stop();
process.exit(0);
