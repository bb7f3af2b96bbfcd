#!/usr/bin/env tsx
/**
 * `/emulateTrace` figures (v3 D37) on the real parts: the local network in a process of its own (its liteserver over
 * TCP, a block a second), the indexer's emulator with its TVM thread, PostgreSQL for what the classifier knows of the
 * accounts, the server in this process, requests through `inject`:
 *   - cold: the first emulation of a fresh process (the TVM thread starts and loads, the config is fetched);
 *   - warm, per message kind (a wallet transfer, a jetton transfer): each request a message never emulated before
 *     (a new comment or query id), so no answer cache helps and every account state is read from the liteserver:
 *     p50 and p99, next to the target (wallet transfer p99 ≤ 50 ms);
 *   - the same message again on the same block (the emulation cache): p50;
 *   - throughput: emulations/s with `--concurrency` requests in flight, each a new message.
 * The process runs with the memory settings a deployed server's has (server/memory.env).
 *   tsx server/bench/emulation.ts [--requests 200] [--concurrency 4] [--seconds 10] [--block-interval 1000]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, parseEnv } from 'node:util';
import { Address, beginCell, internal, type MessageRelaxed, toNano } from '@ton/core';
import type { GenesisAccount } from '../../devnet/index.ts';
import { transferBoc } from '../../devnet/test/helpers.ts';
import type { WalletVersion } from '../../devnet/genesis/index.ts';
import { freshDatabase } from '../../indexer/db/fresh-database.ts';
import { emulateTrace, emulationRows } from '../../indexer/index.ts';
import { ChainSource } from '../../indexer/ingest/chain.ts';
import { follow } from '../../indexer/pipeline/follow.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { createServer } from '../src/server.ts';
import { v3Mount } from '../src/v3/app.ts';
import { silentLogger } from '../test/helpers.ts';
import { pct, verdict } from './streaming-pipeline.ts';
import { installTonCoreSpeedups } from '../../tlb/adapters/ton-core.ts';
import { installPgAdaptations } from '../src/v3/queries/adapters/pg.ts';

// measured as server/bin/server.ts runs: with the library adapters it installs
installTonCoreSpeedups();
installPgAdaptations();
// The server measured here runs in this process: with the memory settings a deployed server's process has
// (server/memory.env; a young generation left to grow and shrink pauses for tens of milliseconds several times a
// minute under this load). Without them, this bench starts itself again with them.
const MEMORY = parseEnv(readFileSync(new URL('../memory.env', import.meta.url), 'utf8'));
const SERVER_NODE_FLAGS = (MEMORY.SERVER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
if (!SERVER_NODE_FLAGS.every((f) => process.execArgv.includes(f))) {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, GLIBC_TUNABLES: MEMORY.SERVER_GLIBC_TUNABLES ?? '' } },
  );
  const code = await new Promise<number>((done) => child.on('exit', (c) => done(c ?? 1)));
  process.exit(code);
}
console.log(`the server's process runs with server/memory.env: node ${SERVER_NODE_FLAGS.join(' ')}`);

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '10' },
    /** the local network's block interval; 0: no blocks while measuring (no block production beside it) */
    'block-interval': { type: 'string', default: '1000' },
  },
});
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const SECONDS = Number(values.seconds);
const TARGET_P99_MS = 50;

const dir = mkdtempSync(join(tmpdir(), 'emulation-bench-'));
const globalConfig = join(dir, 'global.config.json');
const accountsFile = join(dir, 'accounts.json');
// the liteserver a deployment talks to runs elsewhere: here in its own process, not on this event loop
const network = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    'devnet/bin/devnet.ts',
    '--no-seed',
    '--block-interval',
    values['block-interval'],
    '--data-dir',
    join(dir, 'chain'),
    '--global-config-out',
    globalConfig,
    '--accounts-out',
    accountsFile,
  ],
  { stdio: 'ignore' },
);
while (!existsSync(accountsFile)) await new Promise((r) => setTimeout(r, 200));
const accounts = JSON.parse(readFileSync(accountsFile, 'utf8')) as GenesisAccount[];
const db = await freshDatabase();
const lite = await LitePool.fromGlobalConfig(globalConfig, { timeoutMs: 15_000 });
// an index that follows the chain, as a deployment has: its tables have the partitions of the current lt range
await follow(db.pool, new ChainSource(lite), { to: (await lite.masterchainInfo()).last.seqno, log: () => {} });
const server = await createServer({
  apis: [
    v3Mount({
      db: db.pool,
      pool: lite,
      network: 'local',
      emulator: { run: (boc, opts) => emulateTrace(lite, boc, opts), rows: emulationRows },
    }),
  ],
  logger: silentLogger,
});

const wallet = (version: string, index: number) =>
  accounts.find((a) => a.kind === 'wallet' && a.version === version && a.index === index)!;
const recipient = Address.parse(wallet('v3r2', 1).address);
const jettonWallet = accounts.find((a) => a.kind === 'jetton-wallet')!;
const jettonOwner = accounts.find((a) => a.kind === 'wallet' && a.address === jettonWallet.owner)!;

let serial = 0;
/** A message never emulated before: the comment or query id counts up. */
async function message(kind: 'wallet' | 'jetton'): Promise<string> {
  const n = serial++;
  let from: [WalletVersion, number] = ['v4r2', 3];
  let msgs: MessageRelaxed[] = [internal({ to: recipient, value: toNano('1'), bounce: false, body: `bench ${n}` })];
  if (kind === 'jetton') {
    from = [jettonOwner.version as WalletVersion, jettonOwner.index!];
    const body = beginCell()
      .storeUint(0x0f8a7ea5, 32)
      .storeUint(n, 64)
      .storeCoins(1n)
      .storeAddress(recipient)
      .storeAddress(Address.parse(jettonWallet.owner!))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    msgs = [internal({ to: Address.parse(jettonWallet.address), value: toNano('0.2'), body })];
  }
  return (await transferBoc(from[0], from[1], 0, msgs)).boc.toString('base64');
}

async function emulate(boc: string): Promise<number> {
  const t = performance.now();
  const res = await server.inject({
    method: 'POST',
    url: '/api/v3/emulateTrace',
    payload: { boc, with_actions: true },
  });
  const ms = performance.now() - t;
  if (res.statusCode !== 200) throw new Error(`emulateTrace answered ${res.statusCode}: ${res.payload.slice(0, 300)}`);
  return ms;
}

const row = (name: string, xs: number[], target?: number) => {
  const p50 = pct(xs, 50);
  const p99 = pct(xs, 99);
  const against =
    target === undefined
      ? ''
      : `  target p99 ≤ ${target} ms: ${(p99 / target).toFixed(2)} of it, ${verdict(p99 <= target)}`;
  console.log(
    `${name.padEnd(34)} p50 ${p50.toFixed(1).padStart(7)} ms  p99 ${p99.toFixed(1).padStart(7)} ms  (n=${xs.length})${against}`,
  );
};

const cold = await emulate(await message('wallet'));
console.log(`cold: first emulation of the process (TVM thread start, config fetch): ${cold.toFixed(0)} ms`);
for (let i = 0; i < 10; i++) await emulate(await message(i % 2 ? 'jetton' : 'wallet')); // warm-up
const walletTimes: number[] = [];
const jettonTimes: number[] = [];
for (let i = 0; i < REQUESTS; i++) {
  walletTimes.push(await emulate(await message('wallet')));
  jettonTimes.push(await emulate(await message('jetton')));
}
row('warm, wallet transfer (uncached)', walletTimes, TARGET_P99_MS);
row('warm, jetton transfer (uncached)', jettonTimes);
const again = await message('wallet');
await emulate(again);
const cached: number[] = [];
for (let i = 0; i < REQUESTS; i++) cached.push(await emulate(again));
row('same message, same block (cached)', cached);

const bocs = await Promise.all(Array.from({ length: 2000 }, (_, i) => message(i % 2 ? 'jetton' : 'wallet')));
let done = 0;
const end = performance.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < end && done < bocs.length) await emulate(bocs[done++]!);
  }),
);
console.log(
  `throughput: ${(done / SECONDS).toFixed(1)} emulations/s (wallet and jetton transfers alternating, ${CONCURRENCY} in flight, ${SECONDS} s)`,
);

await server.stop();
lite.close();
network.kill('SIGTERM');
await db.stop();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
