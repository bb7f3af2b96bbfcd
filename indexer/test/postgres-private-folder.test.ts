/**
 * As root, PostgreSQL runs as the `postgres` user: a data directory asked for below a private (0700) folder, as
 * `make run`'s .data is in a checkout made in `mktemp -d`, is kept in a folder that user can reach, the same one on
 * every start, and the cluster there serves.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isRoot, privateAncestor, reachableDataDir, startEmbeddedPostgres } from '../db/postgres.ts';

const title = isRoot()
  ? 'a data directory below a private folder, as root'
  : 'a data directory below a private folder, as root (skipped: not root, so PostgreSQL runs as this user, who can reach it)';

describe.skipIf(!isRoot())(title, () => {
  const open = mkdtempSync(join(tmpdir(), 'pg-open-'));
  chmodSync(open, 0o755);
  const shut = join(open, 'checkout');
  mkdirSync(shut, { mode: 0o700 });
  const wanted = join(shut, '.data', 'postgres');
  const relocated: string[] = [];
  afterAll(() => {
    for (const dir of relocated) rmSync(dirname(dir), { recursive: true, force: true });
    rmSync(open, { recursive: true, force: true });
  });

  it('finds the private folder on the way, and none on an open way', () => {
    expect(privateAncestor(wanted)).toBe(shut);
    expect(privateAncestor(join(open, 'elsewhere', 'data'))).toBeUndefined();
  });

  it('keeps an open way as asked, and a private one in the same reachable folder each time', () => {
    const lines: string[] = [];
    expect(reachableDataDir(join(open, 'data'), (l) => lines.push(l))).toBe(join(open, 'data'));
    expect(lines).toEqual([]);
    const first = reachableDataDir(wanted, (l) => lines.push(l));
    relocated.push(first);
    expect(first).not.toBe(wanted);
    expect(privateAncestor(first)).toBeUndefined();
    expect(reachableDataDir(wanted, () => {})).toBe(first);
    const other = reachableDataDir(join(shut, 'other'), () => {});
    relocated.push(other);
    expect(other).not.toBe(first);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(shut);
    expect(lines[0]).toContain(first);
  });

  it('starts a cluster there that serves, and finds it again on the next start', async () => {
    const start = () => startEmbeddedPostgres({ dataDir: wanted, local: true, log: () => {} });
    const query = async (url: string, sql: string) => {
      const c = new pg.Client(url);
      await c.connect();
      try {
        return (await c.query(sql)).rows;
      } finally {
        await c.end();
      }
    };
    const first = await start();
    try {
      relocated.push(first.dataDir!);
      await query(first.connectionString, 'CREATE TABLE kept (x int); INSERT INTO kept VALUES (42)');
    } finally {
      await first.stop();
    }
    expect(existsSync(join(first.dataDir!, 'PG_VERSION'))).toBe(true);
    const again = await start();
    try {
      expect(again.dataDir).toBe(first.dataDir);
      expect(await query(again.connectionString, 'SELECT x FROM kept')).toEqual([{ x: 42 }]);
    } finally {
      await again.stop();
    }
  }, 120_000);
});
