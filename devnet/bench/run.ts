#!/usr/bin/env -S npx tsx
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Address, internal } from '@ton/core';
import { Worker } from 'node:worker_threads';
import { startDevnet, type Devnet } from '../index.ts';
import { devnetKey, genesisWallets, openWallet, type GenesisWallet } from '../genesis/index.ts';
import { tlId } from '../methods/index.ts';
import { transferBoc } from '../test/helpers.ts';
import type { BenchJob } from './client.ts';
import { installTonCoreSpeedups } from '../../tlb/adapters/ton-core.ts';

/**
 * One run, every speed the devnet promises, each next to its target:
 * wallet transfers/s through sendMessage over TCP, getAccountState/s and runSmcMethod/s over TCP,
 * block production latency (empty and with the transfers' transactions).
 */

const usage = 'Usage: tsx devnet/bench/run.ts [--transfers N] [--reads N] [--window N] [--shards N] [--json]';
const { values: args } = parseArgs({
  options: {
    transfers: { type: 'string' },
    reads: { type: 'string' },
    window: { type: 'string' },
    /** the basechain split into N shards from masterchain seqno 2 (default 1: never split) */
    shards: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const TRANSFERS = Number(args.transfers ?? 600);
const READS = Number(args.reads ?? 5000);
const WINDOW = Number(args.window ?? 64);
const SHARDS = Number(args.shards ?? 1);

/** Targets: the first two are the project's; the others are this bench's bar for "fast enough for a test suite". */
const TARGETS = {
  // fullBlockMs: a round that runs 600 transfers' internal messages and cuts two blocks of 1200 transactions.
  transfersPerSec: 200,
  getAccountStatePerSec: 1000,
  runSmcMethodPerSec: 500,
  runSmcMethodDistinctPerSec: 200,
  emptyBlockMs: 20,
  fullBlockMs: 1500,
};

/** Runs one job in the client thread and returns its calls per second. */
function runJob(worker: Worker, job: BenchJob): Promise<number> {
  return new Promise((resolve, reject) => {
    worker.once('message', (m: { perSec?: number; error?: string }) =>
      m.error ? reject(new Error(`${job.kind}: ${m.error}`)) : resolve(m.perSec!),
    );
    worker.postMessage(job);
  });
}

/** CPU time of this thread (the liteserver and the chain run here; the client has its own thread). */
const threadCpuMs = (): number => {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
};

async function onServerCpu<T>(fn: () => Promise<T>): Promise<{ value: T; cpuMs: number }> {
  const c = threadCpuMs();
  const value = await fn();
  return { value, cpuMs: threadCpuMs() - c };
}

async function signTransfers(wallets: GenesisWallet[], n: number): Promise<Buffer[]> {
  const dest = Address.parse('0:' + '5a'.repeat(32));
  const perWallet = Math.ceil(n / wallets.length);
  const out: Buffer[] = [];
  // Round-robin over wallets so consecutive messages come from different accounts, each wallet's seqnos in order.
  for (let s = 0; s < perWallet; s++) {
    for (const w of wallets) {
      if (out.length >= n) break;
      out.push((await transferBoc(w.version, w.index, s, [internal({ to: dest, value: 1n, bounce: false })])).boc);
    }
  }
  return out;
}

async function main(): Promise<void> {
  // the network is measured as devnet/bin/devnet.ts runs it
  installTonCoreSpeedups();
  const load = loadavg()[0]!;
  const d: Devnet = await startDevnet({
    blockInterval: 0,
    ...(SHARDS > 1 ? { shards: { maxShards: SHARDS, splitAt: 2, step: 1 } } : {}),
  });
  const worker = new Worker(new URL('./client.ts', import.meta.url), {
    execArgv: process.execArgv,
    workerData: { host: d.liteserver.host, port: d.liteserver.port, publicKey: d.liteserver.publicKey },
  });
  try {
    // the split takes effect from round 2: the measured rounds below run on the split basechain
    while (d.chain.lastShards.length < SHARDS) await d.chain.produceBlock();
    const wallets = await genesisWallets();
    const bocs = await signTransfers(wallets, TRANSFERS);
    // Sends on one connection are executed in arrival order, so each wallet's seqnos stay in sequence.
    const sends = await onServerCpu(() => runJob(worker, { kind: 'send', bocs, window: WINDOW }));
    const transfersPerSec = sends.value;
    const pendingTxs = d.chain.pendingCount();
    let t = performance.now();
    // The round that runs the transfers' messages; with the basechain split, a payment that leaves its shard
    // runs in the round after (through the out-message queue), which is then part of the transfers' cost too.
    let fullRounds = 0;
    let fullTxs = 0;
    const fullRound = await onServerCpu(async () => {
      do {
        const r = await d.chain.produceBlock();
        fullRounds++;
        fullTxs += [r.mc, ...r.shards].reduce((n, b) => n + b.txs.length, 0);
      } while (d.chain.messagesToRun() > 0);
    });
    const fullBlockMs = performance.now() - t;
    // the round after the imports dequeues them: not an empty round
    while (d.chain.queuedMessages() > 0) await d.chain.produceBlock();
    t = performance.now();
    const emptyRound = await onServerCpu(() => d.chain.produceBlock());
    const emptyBlockMs = performance.now() - t;
    // Sends run the wallets' transactions; the round then runs the messages they sent: both are the transfer's cost.
    const sustainedPerSec = bocs.length / (bocs.length / transfersPerSec + fullBlockMs / 1000);

    const block = tlId(d.chain.lastMc.id);
    const addresses = d.accounts.map((a) => a.address);
    const states = await onServerCpu(() =>
      runJob(worker, { kind: 'accountState', addresses, calls: READS, window: WINDOW, block }),
    );
    const getAccountStatePerSec = states.value;
    const key = await devnetKey();
    const walletAddrs = wallets.map((w) => openWallet(w.version, w.index, key.publicKey).address.toRawString());
    const calls = Math.max(200, Math.floor(READS / 5));
    const repeated = await onServerCpu(() =>
      runJob(worker, { kind: 'runMethod', addresses: walletAddrs, calls, window: Math.min(WINDOW, 16), block }),
    );
    const runSmcMethodPerSec = repeated.value;
    const minter = d.accounts.find((a) => a.kind === 'jetton-minter')!.address;
    const distinctCalls = Math.max(100, Math.floor(calls / 4));
    const distinct = await onServerCpu(() =>
      runJob(worker, {
        kind: 'walletAddress',
        addresses: [minter],
        calls: distinctCalls,
        window: Math.min(WINDOW, 16),
        block,
      }),
    );
    const distinctPerSec = distinct.value;
    // The getAccountState job makes one extra parsed call before timing; it is a rounding error here.
    const cpuPerOp = [
      sends.cpuMs / bocs.length,
      (sends.cpuMs + fullRound.cpuMs) / bocs.length,
      states.cpuMs / READS,
      repeated.cpuMs / calls,
      distinct.cpuMs / distinctCalls,
      emptyRound.cpuMs,
      fullRound.cpuMs,
    ];

    const results = {
      transfersPerSec,
      sustainedPerSec,
      getAccountStatePerSec,
      runSmcMethodPerSec,
      runSmcMethodDistinctPerSec: distinctPerSec,
      emptyBlockMs,
      fullBlockMs,
    };
    const serverCpuMsPerOp = Object.fromEntries(Object.keys(results).map((k, i) => [k, cpuPerOp[i]]));
    const rows: [string, number, number, boolean, string][] = [
      [
        'wallet transfers/s (sendMessage, TCP)',
        transfersPerSec,
        TARGETS.transfersPerSec,
        true,
        `${bocs.length} transfers, ${WINDOW} in flight`,
      ],
      [
        'transfers/s incl. their round (sustained)',
        sustainedPerSec,
        TARGETS.transfersPerSec,
        true,
        'sends plus the block that runs the messages they sent',
      ],
      [
        'getAccountState/s (TCP)',
        getAccountStatePerSec,
        TARGETS.getAccountStatePerSec,
        true,
        `${READS} calls over ${addresses.length} accounts`,
      ],
      [
        'runSmcMethod/s (TCP, seqno, repeated)',
        runSmcMethodPerSec,
        TARGETS.runSmcMethodPerSec,
        true,
        `${calls} calls over ${walletAddrs.length} wallets: answers memoised per block`,
      ],
      [
        'runSmcMethod/s (TCP, all distinct)',
        distinctPerSec,
        TARGETS.runSmcMethodDistinctPerSec,
        true,
        `${distinctCalls} get_wallet_address calls, each runs the emulator`,
      ],
      [
        'empty block latency, ms',
        emptyBlockMs,
        TARGETS.emptyBlockMs,
        false,
        `masterchain + ${d.chain.lastShards.length} basechain block(s)`,
      ],
      [
        `block latency with ${fullTxs} txs, ms`,
        fullBlockMs,
        TARGETS.fullBlockMs,
        false,
        `${pendingTxs} pending transactions${fullRounds > 1 ? `; ${fullRounds} rounds (messages crossing shards run a round later)` : ''}`,
      ],
    ];
    if (args.json) {
      console.log(JSON.stringify({ load1: load, results, serverCpuMsPerOp, targets: TARGETS }));
      return;
    }
    console.log(
      `devnet bench (basechain shards at the end: ${d.chain.lastShards.length}; 1-min load average at start: ${load.toFixed(2)}; other work on the machine lowers every measured rate)`,
    );
    console.log(
      '  server CPU = CPU time of the liteserver/chain thread per operation; "1 core" = the rate that CPU time allows on one free core',
    );
    rows.forEach(([name, value, target, higherIsBetter, note], i) => {
      const ratio = higherIsBetter ? value / target : target / value;
      const verdict = ratio >= 1 ? 'ok  ' : 'MISS';
      const cpu = cpuPerOp[i]!;
      const perCore = higherIsBetter ? `, 1 core ${(1000 / cpu).toFixed(0)}/s` : '';
      console.log(
        `  ${verdict} ${name.padEnd(40)} ${value.toFixed(value < 100 ? 1 : 0).padStart(8)}  target ${higherIsBetter ? '>=' : '<='} ${String(target).padEnd(5)} ratio ${ratio.toFixed(2)}  [server CPU ${cpu.toFixed(2)} ms${perCore}]  (${note})`,
      );
    });
  } finally {
    worker.postMessage({ kind: 'close' });
    await d.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
