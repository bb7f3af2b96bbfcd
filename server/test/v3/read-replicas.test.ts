/**
 * API v3 reads from PostgreSQL streaming replicas (DATABASE_READ_URLS): two real standbys of a real primary
 * (PostgreSQL's own physical replication, indexer/db/standby.ts). Reads go to the replicas round-robin; a replica
 * whose replay is paused (pg_wal_replay_pause) beyond the lag bound, or that is killed, is skipped; with none left
 * the primary answers. Pending rows are read from the primary.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../indexer/db/migrate.ts';
import { startEmbeddedPostgres, type PostgresHandle } from '../../../indexer/db/postgres.ts';
import { startStandby, type StandbyHandle } from '../../../indexer/db/standby.ts';
import { withDatabase } from '../../../indexer/db/fresh-database.ts';
import { importFiles } from '../../../indexer/pipeline/import.ts';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../../tools/fixtures.ts';
import { createV3Server } from '../../src/v3/app.ts';
import { createDatabasePool, ReplicaSet } from '../../src/v3/queries/db.ts';
import { silentLogger } from '../helpers.ts';

const MC_BLOCK = fixturePath('tongo', 'block-5', 'block.bin'); // masterchain 17734191
const SHARD_BLOCK = fixturePath('tonutils-go', 'block_0_8000000000000000_71398501.boc');
const MC_URL = '/blocks?workchain=-1&shard=8000000000000000&seqno=17734191';
const SHARD_URL = '/blocks?workchain=0&shard=8000000000000000&seqno=71398501';

async function until(what: string, cond: () => Promise<boolean> | boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!haveFixtures)(
  `v3 reads on streaming replicas ${haveFixtures ? '' : `(skipped: ${fixturesSkipReason})`}`,
  () => {
    let primary: PostgresHandle;
    let standbys: StandbyHandle[] = [];
    let pool: pg.Pool;
    let replicas: ReplicaSet;
    let server: Awaited<ReturnType<typeof createV3Server>>;
    let dbName: string;
    let writing: NodeJS.Timeout | undefined;

    const onStandby = async (s: StandbyHandle, sql: string) => {
      const c = new pg.Client(withDatabase(s.connectionString, dbName));
      await c.connect();
      try {
        return (await c.query(sql)).rows;
      } finally {
        await c.end();
      }
    };
    const blocksAt = async (url: string) => {
      const res = await server.inject(`/api/v3${url}`);
      expect(res.statusCode, res.payload).toBe(200);
      return (JSON.parse(res.payload).blocks as unknown[]).length;
    };

    beforeAll(async () => {
      primary = await startEmbeddedPostgres({ local: true, log: () => {} });
      dbName = `replicas_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client(primary.connectionString);
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      pool = new pg.Pool({ connectionString: withDatabase(primary.connectionString, dbName), max: 4 });
      pool.on('error', () => {});
      const c = await pool.connect();
      try {
        await migrate(c);
      } finally {
        c.release();
      }
      await pool.query('CREATE TABLE replica_probe (at timestamptz DEFAULT now())');
      await importFiles(pool, [fixturePath('tongo', 'block-1', 'block.bin')]);
      standbys = [await startStandby(primary), await startStandby(primary)];
      replicas = new ReplicaSet(
        standbys.map((s) => withDatabase(s.connectionString, dbName)),
        (connectionString) =>
          createDatabasePool({ connectionString, max: 4, statementTimeoutMs: 3000, connectTimeoutMs: 2000 }, () => {}),
        { maxLagMs: 60_000, checkIntervalMs: 100 },
      );
      server = await createV3Server({ db: pool, replicas, network: 'mainnet', logger: silentLogger });
      await until('both replicas usable', () => replicas.members.every((m) => m.healthy));
    }, 300_000);

    afterAll(async () => {
      clearInterval(writing);
      await server?.stop();
      await pool?.end();
      for (const s of standbys) await s.stop().catch(() => {});
      await primary?.stop();
    });

    it('serves reads from the replicas, round-robin, and from what they have replayed', async () => {
      for (const s of standbys) expect((await onStandby(s, 'SELECT pg_is_in_recovery() AS r'))[0].r).toBe(true);
      // both replicas stop replaying; a block written on the primary now is not in what v3 answers
      for (const s of standbys) await onStandby(s, 'SELECT pg_wal_replay_pause()');
      await importFiles(pool, [MC_BLOCK]);
      const before = replicas.members.map((m) => m.served);
      for (let i = 0; i < 10; i++) expect(await blocksAt(MC_URL)).toBe(0);
      expect(replicas.members.map((m, i) => m.served - before[i]!)).toEqual([5, 5]);
      expect(replicas.primaryReads).toBe(0);
      // once they replay it, it is
      for (const s of standbys) await onStandby(s, 'SELECT pg_wal_replay_resume()');
      await until(
        'the replicas replay the block',
        async () => (await blocksAt(MC_URL)) === 1 && (await blocksAt(MC_URL)) === 1,
      );
    }, 120_000);

    it('skips a replica lagging beyond the bound', async () => {
      replicas.maxLagMs = 1000;
      const [a, b] = standbys as [StandbyHandle, StandbyHandle];
      await onStandby(a, 'SELECT pg_wal_replay_pause()');
      // commits keep arriving on the primary, as under an indexer, so the paused replica falls behind
      writing = setInterval(() => void pool.query('INSERT INTO replica_probe DEFAULT VALUES').catch(() => {}), 100);
      await until('the paused replica to be skipped', () => !replicas.members[0]!.healthy);
      expect(replicas.members[0]!.error).toMatch(/^lagging \d+ ms$/);
      await importFiles(pool, [SHARD_BLOCK]);
      await until(
        'the other replica to replay the new block',
        async () => (await onStandby(b, `SELECT count(*)::int AS n FROM blocks WHERE seqno = 71398501`))[0].n === 1,
      );
      const served = replicas.members.map((m) => m.served);
      for (let i = 0; i < 10; i++) expect(await blocksAt(SHARD_URL)).toBe(1);
      expect(replicas.members.map((m, i) => m.served - served[i]!)).toEqual([0, 10]);
      await onStandby(a, 'SELECT pg_wal_replay_resume()');
      await until('the resumed replica to be used again', () => replicas.members[0]!.healthy);
      clearInterval(writing);
    }, 120_000);

    it('skips a dead replica at once and falls back to the primary when none is left', async () => {
      const [a, b] = standbys as [StandbyHandle, StandbyHandle];
      await until('both replicas usable', () => replicas.members.every((m) => m.healthy));
      b.kill();
      await b.exited;
      // the request that meets the dead replica is answered by the primary; later ones go to the live replica
      for (let i = 0; i < 10; i++) expect(await blocksAt(SHARD_URL)).toBe(1);
      expect(replicas.members[1]!.healthy).toBe(false);
      a.kill();
      await a.exited;
      const fromPrimary = replicas.primaryReads;
      for (let i = 0; i < 10; i++) expect(await blocksAt(SHARD_URL)).toBe(1);
      expect(replicas.members.every((m) => !m.healthy)).toBe(true);
      expect(replicas.primaryReads - fromPrimary).toBeGreaterThanOrEqual(9);
    }, 120_000);
  },
);
