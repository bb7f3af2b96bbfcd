/**
 * A fresh database for a throwaway index: a PostgreSQL server of its own (or the DATABASE_URL server) and a
 * new database in it, migrated, dropped again by `stop`. Tests take one per file; benchmarks use it too.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from './migrate.ts';
import { startEmbeddedPostgres, type PostgresHandle } from './postgres.ts';

export interface FreshDatabase {
  url: string;
  pool: pg.Pool;
  server: PostgresHandle;
  stop(): Promise<void>;
}

export function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

/** Benchmarks give their own name prefix and pool size. */
export async function freshDatabase(
  options: { migrate?: boolean; prefix?: string; max?: number } = {},
): Promise<FreshDatabase> {
  const server = await startEmbeddedPostgres({ log: () => {} });
  const name = `${options.prefix ?? 'indexer_test'}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(server.connectionString);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(server.connectionString, name);
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 4 });
  // An idle connection closed by the server shutting down at the end of a file is not a test failure.
  pool.on('error', () => {});
  if (options.migrate !== false) {
    const c = await pool.connect();
    try {
      await migrate(c);
    } finally {
      c.release();
    }
  }
  return {
    url,
    pool,
    server,
    async stop() {
      await pool.end();
      if (server.kind === 'external') {
        const c = new pg.Client(server.connectionString);
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      }
      await server.stop();
    },
  };
}

/** The name the tests know it by. */
export type TestDatabase = FreshDatabase;
