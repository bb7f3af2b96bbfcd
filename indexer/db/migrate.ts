/** Versioned SQL migrations under indexer/migrations, applied in order, each once, recorded in schema_migrations. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const sql = readFileSync(join(dir, f), 'utf8');
      return {
        version: Number(f.slice(0, 4)),
        name: f.slice(5, -4),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    });
}

// Any constant shared by all indexer processes: two starting at once must not both migrate.
const LOCK_KEY = 0x746f6e69;

/** Applies the migrations not yet recorded; returns the versions applied now (empty when up to date). */
export async function migrate(client: pg.ClientBase, dir = MIGRATIONS_DIR): Promise<number[]> {
  const applied: number[] = [];
  await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
  try {
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Map<number, string>(
      (
        await client.query<{ version: number; checksum: string }>('SELECT version, checksum FROM schema_migrations')
      ).rows.map((r) => [r.version, r.checksum]),
    );
    for (const m of listMigrations(dir)) {
      const have = done.get(m.version);
      if (have !== undefined) {
        if (have !== m.checksum)
          throw new Error(
            `migration ${m.version}_${m.name} was changed after it was applied (checksum differs); add a new migration instead`,
          );
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
          m.version,
          m.name,
          m.checksum,
        ]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${m.version}_${m.name} failed: ${(err as Error).message}`);
      }
      applied.push(m.version);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
  }
  return applied;
}
