import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalChain } from './chain/local-chain.ts';
import type { ShardSchedule } from './chain/shard-schedule.ts';
import { Journal } from './chain/journal.ts';
import { buildGenesis, describeGenesis, seedGenesis, type GenesisAccount } from './genesis/index.ts';
import { createHandlers, waitForSeqno } from './methods/index.ts';
import { withRetention } from './methods/retention.ts';
import { seedHistory, type SeedSummary } from './seed.ts';
import { startLiteServer, writeGlobalConfig, createInProcessEngine } from './liteserver/index.ts';

export { LocalChain } from './chain/local-chain.ts';
export type { ShardSchedule } from './chain/shard-schedule.ts';
export { createHandlers, waitForSeqno } from './methods/index.ts';
export type { GenesisAccount } from './genesis/index.ts';
export { seedHistory, type SeedSummary } from './seed.ts';

export interface DevnetOptions {
  /** TCP port of the liteserver on 127.0.0.1; 0 = any free port (default). */
  port?: number;
  host?: string;
  /** Milliseconds between blocks (default 1000); 0 = only on chain.produceBlock(). */
  blockInterval?: number;
  /** Where history persists; a fresh temporary directory when absent. */
  dataDir?: string;
  /** Where to write the global config (default: <dataDir>/global.config.json). */
  globalConfigOut?: string;
  /** Rounds whose state cells stay in memory; older states are rebuilt on demand (default 256). */
  retainStates?: number;
  /**
   * The liteserver keeps only the last N masterchain blocks and the shard blocks they committed: older blocks,
   * their transactions and account histories reaching into them answer 651 "not in db", as a pruned
   * (non-archival) node does. The chain keeps them all. Default: everything is kept (an archival node).
   */
  keepBlocks?: number;
  /** On a new network (nothing journaled yet), create a little real activity first (./seed.ts). */
  seed?: boolean;
  /**
   * When the basechain splits and merges (default: never). A network keeps the schedule it was created
   * with: a restart over the same data directory replays it whatever is passed here.
   */
  shards?: ShardSchedule;
}

export interface Devnet {
  chain: LocalChain;
  liteserver: { host: string; port: number; publicKey: Buffer };
  globalConfigPath: string;
  accounts: GenesisAccount[];
  dataDir: string;
  /** what `seed` created, when this start seeded a new network */
  seeded?: SeedSummary;
  /** A ton-lite-client engine that runs the same handlers in-process (no sockets). */
  inProcessEngine(): ReturnType<typeof createInProcessEngine>;
  stop(): Promise<void>;
}

export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'ton-devnet-'));
  const journal = new Journal(dataDir);
  const meta = journal.readMeta() ?? {
    genesisTime: Math.floor(Date.now() / 1000),
    liteserverSeed: randomBytes(32).toString('hex'),
    ...(options.shards ? { shards: options.shards } : {}),
  };
  journal.writeMeta(meta);
  const genesis = await buildGenesis(meta.genesisTime);
  const replay = journal.entries();

  // Replay first with the clock pinned to genesis, then attach the journal for new input.
  let journalOn = false;
  const chain = await LocalChain.create({
    genesis: (bc) => {
      bc.now = meta.genesisTime;
      return seedGenesis(bc, genesis, meta.genesisTime);
    },
    clock: () => (journalOn ? Math.floor(Date.now() / 1000) : meta.genesisTime),
    ...(options.retainStates !== undefined ? { retainStates: options.retainStates } : {}),
    ...(meta.shards ? { shards: meta.shards } : {}),
    journal: {
      onExternal: (b, n) => {
        if (journalOn) journal.onExternal(b, n);
      },
      onBlock: (u) => {
        if (journalOn) journal.onBlock(u);
      },
    },
  });
  for (const entry of replay) {
    if ('e' in entry) await chain.sendExternal(Buffer.from(entry.e, 'base64'), entry.now).catch(() => undefined);
    else await chain.produceBlock(entry.b);
  }
  journalOn = true;

  const all = createHandlers(chain);
  const handlers = options.keepBlocks === undefined ? all : withRetention(chain, all, options.keepBlocks);
  const wait = waitForSeqno(chain);
  const server = await startLiteServer({
    handlers,
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    privateKey: Buffer.from(meta.liteserverSeed, 'hex'),
    waitForSeqno: wait,
  });
  const zero = chain.mc.bySeqno(0)!.id;
  const globalConfigPath = options.globalConfigOut ?? join(dataDir, 'global.config.json');
  await writeGlobalConfig(globalConfigPath, {
    liteservers: [{ host: server.host, port: server.port, publicKey: server.publicKey }],
    zeroState: {
      workchain: -1,
      shard: '-9223372036854775808',
      seqno: 0,
      rootHash: zero.rootHash,
      fileHash: zero.fileHash,
    },
  });

  let stopped = false;
  const devnet: Devnet = {
    chain,
    dataDir,
    globalConfigPath,
    liteserver: { host: server.host, port: server.port, publicKey: server.publicKey },
    accounts: describeGenesis(genesis),
    inProcessEngine: () => createInProcessEngine(handlers, { waitForSeqno: wait }),
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close();
      await chain.close();
    },
  };
  // Seeded history is journaled like any other input, so a restart replays it instead of seeding again.
  if (options.seed && replay.length === 0) devnet.seeded = await seedHistory(devnet);
  const interval = options.blockInterval ?? 1000;
  if (interval > 0) chain.startCadence(interval);
  return devnet;
}
