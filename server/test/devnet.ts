import { startDevnet, type Devnet } from '../../devnet/index.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { createV2Server } from '../src/v2/app.ts';
import { silentLogger } from './helpers.ts';
import type { ResponseViolation } from '../src/server.ts';

export interface V2Fixture {
  devnet: Devnet;
  server: Awaited<ReturnType<typeof createV2Server>>;
  violations: ResponseViolation[];
  url: string;
  stop(): Promise<void>;
}

/** A local chain with its liteserver on TCP, and the v2 server in front of it listening on a free port. */
export async function startV2OnDevnet(
  options: { blockInterval?: number; masterchainCacheMs?: number } = {},
): Promise<V2Fixture> {
  const devnet = await startDevnet({ blockInterval: options.blockInterval ?? 500 });
  const pool = await LitePool.fromGlobalConfig(devnet.globalConfigPath, {
    timeoutMs: 10_000,
    masterchainCacheMs: options.masterchainCacheMs,
  });
  const violations: ResponseViolation[] = [];
  const server = await createV2Server({
    pool,
    network: 'local',
    logger: silentLogger,
    validateResponses: true,
    onResponseViolation: (v) => violations.push(v),
  });
  await server.start();
  return {
    devnet,
    server,
    violations,
    url: `${server.info.uri}/api/v2`,
    async stop() {
      await server.stop();
      await devnet.stop();
    },
  };
}
