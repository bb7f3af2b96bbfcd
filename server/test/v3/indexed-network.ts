/**
 * A local network's history followed by the indexer into PostgreSQL, with API v2 over its liteserver and API v3
 * over the index, both validating their answers: what the tests that hold v2 and v3 side by side start from.
 */
import { Writable } from 'node:stream';
import { expect } from 'vitest';
import type { Devnet } from '../../../devnet/index.ts';
import type { TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { ChainSource, follow, lastIndexed, ProgressLine } from '../../../indexer/index.ts';
import { LitePool } from '../../../liteapi/pool.ts';
import { createV2Server } from '../../src/v2/app.ts';
import { createV3Server } from '../../src/v3/app.ts';
import { json, silentLogger } from '../helpers.ts';

const quiet = new Writable({
  write(_c, _e, cb) {
    cb();
  },
}) as unknown as NodeJS.WriteStream;

export interface IndexedApis {
  v2: Awaited<ReturnType<typeof createV2Server>>;
  v3: Awaited<ReturnType<typeof createV3Server>>;
  /** GET on API v2, expecting 200: the envelope's `result` */
  v2get(path: string): Promise<any>;
  /** GET on API v3, expecting 200: the body */
  v3get(path: string): Promise<any>;
  stop(): Promise<void>;
}

/** Follows the network from block 1 until its current head is indexed (within `waitMs`), then serves v2 and v3. */
export async function indexAndServe(devnet: Devnet, db: TestDatabase, waitMs: number): Promise<IndexedApis> {
  const head = devnet.chain.lastMc.id.seqno;
  const indexerLog: string[] = [];
  const indexerLite = await LitePool.fromGlobalConfig(devnet.globalConfigPath, { timeoutMs: 15_000 });
  const abort = new AbortController();
  const following = follow(db.pool, new ChainSource(indexerLite), {
    from: 1,
    signal: abort.signal,
    progress: new ProgressLine(quiet),
    log: (line: string) => {
      indexerLog.push(line);
      indexerLog.splice(0, indexerLog.length - 20);
    },
  });
  const stopIndexer = async () => {
    abort.abort();
    await following.catch(() => undefined);
    indexerLite.close();
  };
  try {
    const end = Date.now() + waitMs;
    while (((await lastIndexed(db.pool)) ?? 0) < head) {
      if (Date.now() > end)
        throw new Error(
          `the indexer did not reach masterchain block ${head} in ${waitMs / 1000} s; it said: ${indexerLog.join(' | ')}`,
        );
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (err) {
    await stopIndexer();
    throw err;
  }
  const v2 = await createV2Server({
    pool: await LitePool.fromGlobalConfig(devnet.globalConfigPath, { timeoutMs: 10_000 }),
    network: 'local',
    logger: silentLogger,
    validateResponses: true,
  });
  const v3 = await createV3Server({ db: db.pool, network: 'local', logger: silentLogger, validateResponses: true });
  const get = async (server: typeof v2 | typeof v3, url: string): Promise<any> => {
    const res = await server.inject(url);
    expect(res.statusCode, `${url.slice(0, 160)}: ${res.payload.slice(0, 300)}`).toBe(200);
    return json(res);
  };
  return {
    v2,
    v3,
    v2get: async (path) => (await get(v2, `/api/v2${path}`)).result,
    v3get: (path) => get(v3, `/api/v3${path}`),
    async stop() {
      await v2.stop();
      await v3.stop();
      await stopIndexer();
    },
  };
}
