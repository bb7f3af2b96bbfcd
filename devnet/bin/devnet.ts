#!/usr/bin/env -S npx tsx
import { parseArgs } from 'node:util';
import { startDevnet } from '../index.ts';
import { checkSchedule } from '../chain/shard-schedule.ts';
import { formatGenesis } from '../genesis/index.ts';
import { writeFileAtomicSync } from '../writeAtomic.ts';
import { installTonCoreSpeedups } from '../../tlb/adapters/ton-core.ts';

const usage = `Usage: devnet [--port N] [--block-interval MS] [--data-dir DIR] [--global-config-out PATH] [--accounts-out PATH] [--retain-states N] [--shards N] [--split-at SEQNO] [--split-every N] [--merge-at SEQNO] [--no-seed]

Runs a local TON network in the foreground: a masterchain and a basechain producing blocks, genesis
wallets and contracts, and a liteserver on 127.0.0.1. Ctrl-C stops it; history stays in --data-dir.
The basechain starts as one shard and splits at masterchain seqno --split-at (default 16) into two, then
every --split-every rounds (default 8) one level deeper up to --shards shards (default 2; 1 = never
splits); with --merge-at it merges back one level per --split-every rounds from that seqno down to one.
A data directory keeps the schedule it was created with.
A new network starts with a little real activity (transfers, jetton transfers and a burn, NFT transfers,
a DNS change, a multisig order); --no-seed leaves it empty.`;

function fail(msg: string): never {
  process.stderr.write(`devnet: ${msg}\n\n${usage}\n`);
  process.exit(2);
}

function intOption(name: string, v: string | undefined, min: number, max: number): number | undefined {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max)
    fail(`--${name} must be an integer in ${min}..${max}, got "${v}"`);
  return Number(v);
}

let args;
try {
  args = parseArgs({
    options: {
      port: { type: 'string' },
      'block-interval': { type: 'string' },
      'data-dir': { type: 'string' },
      'global-config-out': { type: 'string' },
      'accounts-out': { type: 'string' },
      'retain-states': { type: 'string' },
      shards: { type: 'string' },
      'split-at': { type: 'string' },
      'split-every': { type: 'string' },
      'merge-at': { type: 'string' },
      seed: { type: 'boolean', default: true },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowNegative: true,
  }).values;
} catch (e) {
  fail((e as Error).message);
}
if (args.help) {
  process.stdout.write(usage + '\n');
  process.exit(0);
}

const maxShards = intOption('shards', args.shards, 1, 256) ?? 2;
const mergeAt = intOption('merge-at', args['merge-at'], 3, 2 ** 31);
const shards = {
  maxShards,
  splitAt: intOption('split-at', args['split-at'], 2, 2 ** 31) ?? 16,
  step: intOption('split-every', args['split-every'], 1, 1_000_000) ?? 8,
  ...(mergeAt !== undefined ? { mergeAt } : {}),
};
try {
  checkSchedule(shards);
} catch (e) {
  fail((e as Error).message);
}

// Producing blocks is cell building and hashing: @ton/core's own runs them several times slower (same results).
const adapters = [installTonCoreSpeedups()];
const devnet = await startDevnet({
  shards,
  port: intOption('port', args.port, 0, 65535) ?? 0,
  blockInterval: intOption('block-interval', args['block-interval'], 0, 3_600_000) ?? 1000,
  dataDir: args['data-dir'],
  globalConfigOut: args['global-config-out'],
  retainStates: intOption('retain-states', args['retain-states'], 1, 1_000_000) ?? 256,
  seed: args.seed,
});
// written whole or not at all: `make run` and wallet scripts read it while a restarted network rewrites it
if (args['accounts-out']) writeFileAtomicSync(args['accounts-out'], JSON.stringify(devnet.accounts, null, 2) + '\n');

process.stdout.write(formatGenesis(devnet.accounts) + '\n\n');
process.stdout.write(
  `Liteserver: ${devnet.liteserver.host}:${devnet.liteserver.port}  public key (base64) ${devnet.liteserver.publicKey.toString('base64')}\n`,
);
process.stdout.write(`Global config: ${devnet.globalConfigPath}\nData directory: ${devnet.dataDir}\n`);
if (devnet.seeded)
  process.stdout.write(`Seeded: ${devnet.seeded.activity.join('; ')} (${devnet.seeded.transactions} transactions)\n`);
process.stdout.write(`Library adapters: ${adapters.join(', ')}\n`);
process.stdout.write(`Masterchain at seqno ${devnet.chain.lastMc.id.seqno}; producing blocks.\n`);
const plan = devnet.chain.schedule;
process.stdout.write(
  plan.maxShards > 1
    ? `Basechain: ${devnet.chain.lastShards.length} shard(s) now; splits at seqno ${plan.splitAt} (every ${plan.step} rounds, up to ${plan.maxShards})${plan.mergeAt !== undefined ? `, merges from seqno ${plan.mergeAt}` : ''}.\n`
    : 'Basechain: one shard, never split.\n',
);

let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    devnet.stop().then(
      () => {
        process.stdout.write('devnet stopped\n');
        process.exit(0);
      },
      (e) => {
        process.stderr.write(`devnet: ${e}\n`);
        process.exit(1);
      },
    );
  });
}
