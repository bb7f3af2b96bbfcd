import { loadSpec } from '../../../contract/index.ts';
import { createServer, type ApiMount, type ServerOptions } from '../server.ts';
import type { LitePool } from '../../../liteapi/pool.ts';
import { createV2Handlers } from './handlers/index.ts';
import type { HealthSource } from '../ops/health.ts';
import type { V2Deps } from './chain.ts';

export type { V2Deps };

/** API v2 as one mount of the server: the bundled v2 contract, its handlers and the liteserver pool behind them. */
export function v2Mount(deps: V2Deps, prefix?: string): ApiMount {
  return {
    api: 'v2',
    prefix,
    doc: loadSpec('v2'),
    handlers: createV2Handlers(deps),
    health: poolHealth(deps.pool),
  };
}

/** The liteserver pool as the server's health probe sees it: probed on the server's timer, reported from memory. */
export function poolHealth(pool: LitePool): HealthSource {
  return { probe: () => pool.health(), report: () => pool.report(), dependencies: () => pool.dependencies() };
}

/** Liteserver latencies go to the server's metrics unless the pool already reports elsewhere. */
export function observePool(pool: LitePool, server: Awaited<ReturnType<typeof createServer>>): void {
  pool.options.observe ??= (index, method, outcome, seconds) =>
    server.metrics.liteserver.observe({ server: String(index), method, outcome }, seconds);
}

export type V2ServerOptions = Omit<ServerOptions, 'doc' | 'handlers' | 'health' | 'apis' | 'api'> &
  V2Deps & { prefix?: string };

/** A server with API v2 only (tests, v2-only deployments). */
export async function createV2Server(options: V2ServerOptions) {
  const { pool, network, index, prefix, ...rest } = options;
  const server = await createServer({
    ...rest,
    apis: [v2Mount({ pool, network, index }, prefix)],
    onStop: async () => {
      pool.close();
      await options.onStop?.();
    },
  });
  observePool(pool, server);
  return server;
}
