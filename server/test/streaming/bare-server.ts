/**
 * A server with the streaming interface on a real (empty) index database and no network: what tests of the
 * transports' edges need (limits, errors, headers), with events handed to the hub directly.
 */
import { freshDatabase, type FreshDatabase } from '../../../indexer/db/fresh-database.ts';
import { KeyStore, parseKeysConfig } from '../../src/auth/keys.ts';
import { MemoryRateLimiter, type RateLimiter } from '../../src/auth/limiter.ts';
import { createServer, type ApiServer } from '../../src/server.ts';
import type { StreamHub } from '../../src/streaming/hub.ts';
import { attachStreaming } from '../../src/streaming/index.ts';
import type { TransportLimits } from '../../src/streaming/transport.ts';
import { v3Mount } from '../../src/v3/app.ts';
import { miniDoc, silentLogger } from '../helpers.ts';

export interface BareServer {
  server: ApiServer;
  hub: StreamHub;
  base: string;
  sseUrl: string;
  wsUrl: string;
  stop(): Promise<void>;
}

/** v2 is mounted first, as in a deployment, so an answer in v2's shape under the streaming path would show. */
export async function bareStreamingServer(
  options: { keys?: string; limiter?: RateLimiter; failOpen?: boolean; limits?: Partial<TransportLimits> } = {},
  db?: FreshDatabase,
): Promise<BareServer> {
  const database = db ?? (await freshDatabase({ migrate: false }));
  const auth = {
    keys: new KeyStore(parseKeysConfig(options.keys ?? 'keyless: { rps: 1000, streams: 2 }')),
    limiter: options.limiter ?? new MemoryRateLimiter(),
    network: 'local',
    failOpen: options.failOpen,
  };
  const server = await createServer({
    apis: [
      { api: 'v2', doc: miniDoc(), handlers: { getAddressBalance: async () => '1' }, requireAllHandlers: false },
      v3Mount({ db: database.pool, network: 'local' }),
    ],
    logger: silentLogger,
    auth,
    port: 0,
  });
  const { hub } = await attachStreaming(server, {
    db: database.pool,
    network: 'local',
    logger: silentLogger,
    auth,
    limits: options.limits,
  });
  await server.start();
  const base = server.info.uri;
  return {
    server,
    hub,
    base,
    sseUrl: `${base}/api/streaming/v2/sse`,
    wsUrl: `${base.replace('http', 'ws')}/api/streaming/v2/ws`,
    stop: async () => {
      await server.stop({ timeout: 1000 });
      if (!db) await database.stop();
    },
  };
}
