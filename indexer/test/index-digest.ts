/** Two indexes compared table by table: another database on a test's server, and a digest of its tables. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type TestDatabase, withDatabase } from '../db/fresh-database.ts';
import { migrate } from '../db/migrate.ts';

export const TABLES = [
  'blocks',
  'transactions',
  'transaction_bocs',
  'messages',
  'message_bodies',
  'message_content_lts',
  'traces',
  'shard_state',
  'actions',
  'action_accounts',
];

/** Each table's row count and a digest of its rows in a fixed order. */
export async function digest(pool: pg.Pool, tables = TABLES): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of tables) {
    const r = await pool.query<{ n: number; sum: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(r, E'\\n' ORDER BY r), '')) AS sum FROM (SELECT x::text AS r FROM ${t} x) y`,
    );
    out[t] = `${r.rows[0]!.n} rows, ${r.rows[0]!.sum}`;
  }
  return out;
}

/** Another database on the same server, migrated: a second index to compare with. */
export async function anotherDatabase(db: TestDatabase): Promise<{ url: string; pool: pg.Pool }> {
  const name = `indexer_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(db.server.connectionString);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(db.server.connectionString, name);
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  pool.on('error', () => {});
  const c = await pool.connect();
  await migrate(c);
  c.release();
  return { url, pool };
}
