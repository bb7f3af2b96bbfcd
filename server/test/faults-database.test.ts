// PostgreSQL frozen, then killed with SIGKILL and started again in its folder on its port: v3 answers 504 while a
// statement goes unanswered, 503 while the server is gone (kept answers included), never with the driver's text,
// and 200 again by itself.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../indexer/db/migrate.ts';
import { startEmbeddedPostgres, type PostgresHandle } from '../../indexer/db/postgres.ts';
import { createServer } from '../src/server.ts';
import { keepAliveOnIdleErrors, v3Mount } from '../src/v3/app.ts';
import { createDatabasePool } from '../src/v3/queries/db.ts';
import { silentLogger } from './helpers.ts';
import { expectNoInternals, processTree, timed, until } from './faults.ts';

const STATEMENT_TIMEOUT_MS = 500;

describe('v3 while PostgreSQL is frozen, killed and restarted', () => {
  let parent: string;
  let dataDir: string;
  let postgres: PostgresHandle;
  let port: number;
  let db: pg.Pool;
  let server: Awaited<ReturnType<typeof createServer>>;
  let mount: ReturnType<typeof v3Mount>;
  let base: string;
  const logged: unknown[] = [];
  const violations: unknown[] = [];

  beforeAll(async () => {
    // a server of our own (never DATABASE_URL's): this test kills it
    parent = mkdtempSync(join(tmpdir(), 'faults-pg-'));
    chmodSync(parent, 0o755); // as root PostgreSQL runs as its own user, which must reach its folder
    dataDir = join(parent, 'data');
    postgres = await startEmbeddedPostgres({ dataDir, local: true, log: () => {} });
    port = Number(new URL(postgres.connectionString).port);
    const admin = new pg.Client(postgres.connectionString);
    await admin.connect();
    await migrate(admin as unknown as pg.PoolClient);
    await admin.end();
    db = createDatabasePool(
      {
        connectionString: postgres.connectionString,
        max: 4,
        statementTimeoutMs: STATEMENT_TIMEOUT_MS,
        connectTimeoutMs: 1000,
      },
      () => {},
    );
    const logger = silentLogger.child({});
    logger.error = ((obj: unknown) => logged.push(obj)) as typeof logger.error;
    // every answer, 503 and 504 included, is judged against the contract (v3 D6, D30); the mount as
    // createV3Server composes it, kept answers included, held here to know when answers are kept
    mount = v3Mount({ db, network: 'local', queryTimeoutMs: STATEMENT_TIMEOUT_MS });
    server = await createServer({
      apis: [mount],
      logger,
      host: '127.0.0.1',
      validateResponses: true,
      onResponseViolation: (v) => violations.push(v),
    });
    keepAliveOnIdleErrors(db, server.logger);
    await server.start();
    base = server.info.uri;
    await until('the server keeps v3 answers', () => mount.answers!.cache.live || undefined, 10_000);
  });
  afterAll(async () => {
    expect(violations).toEqual([]);
    await server?.stop();
    await db?.end().catch(() => {});
    await postgres?.stop().catch(() => {});
    rmSync(parent, { recursive: true, force: true });
  });

  const url = (limit = 1) => `${base}/api/v3/transactions?limit=${limit}`;
  const exited = (pid: number) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
    } catch {
      return true;
    }
  };
  const postmaster = () => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

  it('answers 504 while PostgreSQL does not answer, and 200 once it does again', async () => {
    expect((await timed(url())).status).toBe(200);
    const tree = processTree(postmaster());
    for (const pid of tree) process.kill(pid, 'SIGSTOP');
    try {
      // A kept answer runs no statement, and a frozen server commits nothing that could change it: it is still
      // the index's answer. A request not kept must reach the database.
      const kept = await timed(url());
      expect(kept.status).toBe(200);
      const slow = await timed(url(2));
      expect(slow.status).toBe(504);
      expect(JSON.parse(slow.body)).toEqual({ code: 504, error: 'timeout: context deadline exceeded' });
      // the client's read timeout (statement timeout + 2 s): a frozen server holds no request longer
      expect(slow.ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 2000 + 1000);
      expectNoInternals(slow.body);
    } finally {
      for (const pid of tree) process.kill(pid, 'SIGCONT');
    }
    await until(
      'a 200 after PostgreSQL was thawed',
      async () => ((await timed(url(2))).status === 200 ? true : undefined),
      5000,
    );
  });

  it('answers 503 without the driver text while PostgreSQL is gone, reports since when, and 200 after it restarts', async () => {
    expect((await timed(url())).status).toBe(200);
    // kept: the requests below judge whether a kept answer is still served once the database is gone
    const hits = mount.answers!.cache.hits;
    expect((await timed(url())).status).toBe(200);
    expect(mount.answers!.cache.hits - hits).toBe(1);
    const killedAt = Date.now();
    // the whole server at once (postmaster and backends), as an OOM kill or a lost machine does: a backend
    // left alive would finish the query its pooled connection sends before it notices its postmaster died
    const tree = processTree(postmaster());
    for (const pid of tree) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* gone already */
      }
    }
    await postgres.exited;
    // Gone means every process gone, not only the postmaster: a backend the kill has not yet taken down still
    // holds its connection open, and the listening one, open and silent, cannot be told from a live one without
    // a round trip (which kept answers exist to save). A process that has exited (a zombie too) has closed it.
    await until('every PostgreSQL process exited', () => (tree.every(exited) ? true : undefined), 5000, 1);

    for (let i = 0; i < 3; i++) {
      const down = await timed(url());
      expect(down.status).toBe(503);
      expect(JSON.parse(down.body)).toEqual({ code: 503, error: 'database unavailable' });
      expect(down.ms).toBeLessThan(1500);
      expectNoInternals(down.body);
    }
    // the driver's own text is logged with the request id instead
    expect(
      logged.some((l) => typeof (l as { reqId?: unknown }).reqId === 'string' && (l as { err?: unknown }).err),
    ).toBe(true);

    const health = await timed(`${base}/healthz`);
    expect(health.status).toBe(503);
    const report = JSON.parse(health.body).apis.v3.db;
    expect(report.error).toMatch(/^database unreachable since \d{4}-\d\d-\d\dT/);
    expect(Date.parse(report.error.replace('database unreachable since ', ''))).toBeGreaterThanOrEqual(killedAt - 1000);
    expectNoInternals(health.body);

    // started again as make run's supervisor does: same folder, same port
    postgres = await until(
      'PostgreSQL started again',
      () => startEmbeddedPostgres({ dataDir, port, local: true, log: () => {} }),
      20_000,
      500,
    );
    const back = await until(
      'a 200 after PostgreSQL restarted',
      async () => {
        const r = await timed(url());
        return r.status === 200 ? r : undefined;
      },
      10_000,
    );
    expect(JSON.parse(back.body)).toHaveProperty('transactions');
    expect((await timed(`${base}/healthz`)).status).toBe(200);
  });
});
