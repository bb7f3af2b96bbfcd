import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../../../indexer/db/fresh-database.ts';

/**
 * A connected client on an empty database of the test file's own (no migrations), made before its tests and
 * dropped after them. Read `client` and `url` inside the tests: they are set once the database is up.
 */
export function freshClient(prefix: string): { readonly client: pg.Client; readonly url: string } {
  let fresh: FreshDatabase | undefined;
  let client: pg.Client | undefined;
  beforeAll(async () => {
    fresh = await freshDatabase({ prefix, migrate: false });
    client = new pg.Client(fresh.url);
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await fresh?.stop();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the fresh database is not up yet: read it inside a test');
    return value;
  };
  return {
    get client() {
      return ready(client);
    },
    get url() {
      return ready(fresh).url;
    },
  };
}
