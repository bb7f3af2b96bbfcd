/**
 * A local network that makes blocks on demand, with the indexer caught up to its head and following it from there:
 * what the streaming tests publish from (each committed block is NOTIFYed by the indexer).
 */
import { startDevnet, type Devnet } from '../../../devnet/index.ts';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { ChainSource } from '../../../indexer/ingest/chain.ts';
import { follow } from '../../../indexer/pipeline/follow.ts';
import { LitePool } from '../../../liteapi/pool.ts';

export interface FollowedNetwork {
  devnet: Devnet;
  db: TestDatabase;
  /** the indexer's liteserver pool (a test may serve from it too) */
  lite: LitePool;
  /** stops the indexer, then the network and the database */
  stop(): Promise<void>;
}

export interface FollowedNetworkOptions {
  /** the liteserver keeps only the last N masterchain blocks, as a pruned node (devnet `keepBlocks`); the index keeps all */
  keepBlocks?: number;
}

export async function followedNetwork(options: FollowedNetworkOptions = {}): Promise<FollowedNetwork> {
  const [devnet, db] = await Promise.all([
    startDevnet({ blockInterval: 0, keepBlocks: options.keepBlocks }),
    freshDatabase(),
  ]);
  const lite = await LitePool.fromGlobalConfig(devnet.globalConfigPath, { timeoutMs: 15_000 });
  await devnet.chain.produceBlock();
  await follow(db.pool, new ChainSource(lite), { to: devnet.chain.lastMc.id.seqno, log: () => {} });
  const abort = new AbortController();
  const following = follow(db.pool, new ChainSource(lite), { pollMs: 100, signal: abort.signal, log: () => {} });
  return {
    devnet,
    db,
    lite,
    stop: async () => {
      abort.abort();
      await following.catch(() => {});
      lite.close();
      await devnet.stop();
      await db.stop();
    },
  };
}
