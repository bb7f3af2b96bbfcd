#!/usr/bin/env -S npx tsx
// The local stack the load runner measures when no TARGET is given: a devnet and the reference v2
// server in ONE child process, so the load generator keeps its own process and event loop.
// Prints one JSON line ({"v2": url, "accountsFile": path}) when ready; SIGTERM stops it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { startDevnet } from '../../devnet/index.ts';
import { LitePool } from '../../server/src/lite/pool.ts';
import { createV2Server } from '../../server/src/v2/app.ts';
import { signingWallets, transfers } from '../runner/transfers.ts';

const seed = Number(process.env.LOAD_SEED_TRANSFERS ?? '24');
const devnet = await startDevnet({ blockInterval: Number(process.env.LOAD_BLOCK_INTERVAL ?? '1000') });
const accountsFile = join(devnet.dataDir, 'accounts.json');
writeFileSync(accountsFile, JSON.stringify(devnet.accounts, null, 2) + '\n');

// History to read: transfers between genesis wallets, cut into blocks before the run starts.
const wallets = await signingWallets(devnet.accounts);
const seqnos = new Map(wallets.map((w) => [w.address, 0]));
for (const boc of transfers(wallets, seqnos, Math.min(seed, wallets.length))) await devnet.chain.sendExternal(Buffer.from(boc, 'base64'));
await devnet.chain.produceBlock();
await devnet.chain.produceBlock();

const pool = await LitePool.fromGlobalConfig(devnet.globalConfigPath, { timeoutMs: 10_000 });
const server = await createV2Server({ pool, network: 'local', logger: pino({ level: process.env.LOG_LEVEL ?? 'silent' }), port: Number(process.env.PORT ?? 0) });
await server.start();
process.stdout.write(JSON.stringify({ v2: `${server.info.uri}/api/v2`, accountsFile, seeded: Math.min(seed, wallets.length) }) + '\n');

let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    Promise.allSettled([server.stop({ timeout: 2000 })]).then(() => devnet.stop()).finally(() => process.exit(0));
  });
}
