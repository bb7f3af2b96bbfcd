import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '../db/migrate.ts';
import { freshDatabase, type TestDatabase } from '../db/fresh-database.ts';

describe('migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase({ migrate: false });
  });
  afterAll(async () => {
    await db?.stop();
  });

  it('apply on an empty database, then again as no-ops', async () => {
    const c = await db.pool.connect();
    try {
      const first = await migrate(c);
      expect(first).toEqual(listMigrations().map((m) => m.version));
      const tables = (
        await c.query<{ table_name: string }>(
          `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
        )
      ).rows.map((r) => r.table_name);
      for (const t of [
        'blocks',
        'shard_state',
        'transactions',
        'messages',
        'message_contents',
        'account_states',
        'latest_account_states',
        'jetton_masters',
        'jetton_wallets',
        'jetton_transfers',
        'jetton_burns',
        'nft_collections',
        'nft_items',
        'nft_transfers',
        'dns_entries',
        'multisig',
        'multisig_orders',
        'vesting_contracts',
        'vesting_whitelist',
        'traces',
        'actions',
        'action_accounts',
        'address_metadata',
        'address_book',
      ]) {
        expect(tables).toContain(t);
      }
      const indexCount = Number(
        (await c.query(`SELECT count(*) FROM pg_indexes WHERE schemaname = 'public'`)).rows[0].count,
      );
      expect(indexCount).toBeGreaterThan(100);
      expect(await migrate(c)).toEqual([]);
      const recorded = (await c.query('SELECT version FROM schema_migrations ORDER BY version')).rows.map(
        (r) => r.version,
      );
      expect(recorded).toEqual(first);
    } finally {
      c.release();
    }
  });

  it('refuses a migration edited after it was applied', async () => {
    const c = await db.pool.connect();
    try {
      await c.query(`UPDATE schema_migrations SET checksum = 'x' WHERE version = 1`);
      await expect(migrate(c)).rejects.toThrow(/was changed after it was applied/);
    } finally {
      c.release();
    }
  });
});
