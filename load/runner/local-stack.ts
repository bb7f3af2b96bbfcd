// The system measured when no target is given: the whole local deployment as `make run` starts it
// (stack/local.ts: devnet, PostgreSQL, the indexer following the devnet, and the one-process reference
// server with v2 and v3), in child processes so the load generator keeps its own event loop. It gets
// a temporary data folder and a free port; its local-network development key lifts the keyless
// 1 request/s limit. The new network seeds its own history (devnet/seed.ts), which is indexed before the
// stack is handed over.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StackExited, startLocalStack as startStack } from '../../stack/local.ts';

export interface LocalStack {
  v2: string;
  v3: string;
  apiKey: string;
  accountsFile: string;
  /** what serves the target, for the report */
  backend: string;
  stop(): Promise<void>;
}

export interface LocalStackOptions {
  timeoutMs?: number;
  log?: (line: string) => void;
}

/**
 * One retry when a part gives up while starting (on a machine shared with other tests a port it picked
 * can be taken meanwhile); the first failure is logged, not hidden.
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
  const dataDir = mkdtempSync(join(tmpdir(), 'load-stack-'));
  // PostgreSQL runs as its own OS user when started by root: it must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  try {
    // The development key's plan also lets one key hold the thousands of streaming subscribers a
    // streaming profile opens (S7's default is 10).
    const keys = {
      plans: { local: { rps: 1000, streams: 100_000 } },
      keyless: { rps: 1 },
      keys: [{ key: randomBytes(16).toString('hex'), plan: 'local', networks: ['local'] }],
    };
    const stack = await startStack({
      dataDir,
      keys: { config: keys },
      logLevel: process.env.LOG_LEVEL ?? 'warn',
      awaitIndexed: true,
      timeoutMs: options.timeoutMs,
      log: options.log,
    });
    options.log?.(`local stack up on ${stack.base}`);
    return {
      v2: stack.v2,
      v3: stack.v3,
      apiKey: stack.keys!.key,
      accountsFile: stack.accountsFile!,
      stop: async () => {
        await stack.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
      backend:
        'local stack (stack/local.ts, as `make run`): devnet (@ton/sandbox, liteserver over ADNL/TCP) + PostgreSQL + indexer following + ' +
        `reference server (v2 and v3 in one process), child processes on the generator's machine; ${stack.indexedTransactions} transactions of seeded history indexed`,
    };
  } catch (e) {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
}
