// The system measured when no target is given: the whole local deployment as `make run` starts it
// (tools/run.ts: devnet, PostgreSQL, the indexer following the devnet, and the one-process reference
// server with v2 and v3), in child processes so the load generator keeps its own event loop. It gets
// a temporary data folder and a free port; its local-network development key (api-keys.json in the
// data folder) lifts the keyless 1 request/s limit. The new network seeds its own history
// (devnet/seed.ts), which is indexed before the stack is handed over.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { awaitIndexed } from './await-indexed.ts';

export interface LocalStack {
  v2: string;
  v3: string;
  apiKey: string;
  accountsFile: string;
  /** what serves the target, for the report */
  backend: string;
  pid: number;
  stop(): Promise<void>;
}

export interface LocalStackOptions {
  timeoutMs?: number;
  log?: (line: string) => void;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The caller's environment without what would point the stack at another network, index or keys. */
function stackEnv(set: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env, ...set };
  for (const k of ['DATABASE_URL', 'TON_GLOBAL_CONFIG', 'NETWORK', 'API_KEYS_FILE', 'DEVNET_PORT']) delete env[k];
  return env;
}

class StackExited extends Error {}

/**
 * One retry when the stack's supervisor gives up while starting (on a machine shared with other
 * tests a port it picked can be taken meanwhile); the first failure is logged, not hidden.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  try {
    return await startOnce(options);
  } catch (e) {
    if (!(e instanceof StackExited)) throw e;
    (options.log ?? (() => {}))(`${e.message}\nstarting it again`);
    return startOnce(options);
  }
}

async function startOnce(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => {});
  const timeoutMs = options.timeoutMs ?? 240_000;
  const deadline = Date.now() + timeoutMs;
  const dataDir = mkdtempSync(join(tmpdir(), 'load-stack-'));
  // PostgreSQL runs as its own OS user when started by root: it must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  // The stack keeps a keys file it finds (tools/run.ts writes one only when absent): this one's plan also
  // lets one key hold the thousands of streaming subscribers a streaming profile opens (S7's default is 10).
  writeFileSync(join(dataDir, 'api-keys.json'), JSON.stringify({
    plans: { local: { rps: 1000, streams: 100_000 } }, keyless: { rps: 1 },
    keys: [{ key: randomBytes(16).toString('hex'), plan: 'local', networks: ['local'] }],
  }, null, 2) + '\n', { mode: 0o600 });
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'tools', 'run.ts')], {
    cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'],
    env: stackEnv({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }),
  });
  // For a failure's message: the last lines, without the devnet's long genesis table.
  const lines: string[] = [];
  const keep = (stream: NodeJS.ReadableStream, tag: string) => createInterface({ input: stream }).on('line', (line) => {
    if (/^\[devnet\] {3}/.test(line)) return;
    lines.push(tag + line);
    if (lines.length > 60) lines.shift();
  });
  keep(child.stdout!, '');
  keep(child.stderr!, 'stderr: ');
  const output = { toString: () => lines.join('\n') };
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      // Only the stack's own supervisor: it stops the devnet, indexer and server, then PostgreSQL.
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(t);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const base = `http://127.0.0.1:${port}`;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        await closed;
        throw new StackExited(`the local stack exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`);
      }
      if (Date.now() > deadline) throw new Error(`the local stack did not answer ${base}/healthz within ${timeoutMs / 1000} s:\n${output}`);
      const ok = await fetch(`${base}/healthz`).then((r) => r.status === 200, () => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    const keysFile = join(dataDir, 'api-keys.json');
    const accountsFile = join(dataDir, 'accounts.json');
    if (!existsSync(keysFile) || !existsSync(accountsFile)) throw new Error(`the local stack wrote no ${existsSync(keysFile) ? accountsFile : keysFile}`);
    const apiKey = (JSON.parse(readFileSync(keysFile, 'utf8')) as { keys?: { key?: string }[] }).keys?.[0]?.key;
    if (!apiKey) throw new Error(`${keysFile} holds no key`);
    log(`local stack up on ${base} (pid ${child.pid})`);

    const v2 = `${base}/api/v2`;
    const v3 = `${base}/api/v3`;
    const indexed = await awaitIndexed({ v2, v3, apiKey, timeoutMs: Math.max(deadline - Date.now(), 60_000), log });
    return {
      v2, v3, apiKey, accountsFile, pid: child.pid!, stop,
      backend: 'local stack (tools/run.ts, as `make run`): devnet (@ton/sandbox, liteserver over ADNL/TCP) + PostgreSQL + indexer following + '
        + `reference server (Hapi, v2 and v3 in one process), child processes on the generator's machine; ${indexed.transactions} transactions of seeded history indexed`,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
