import { loadSpec } from '../../../contract/index.ts';
import { createServer, type ServerOptions } from '../server.ts';
import type { LitePool } from '../lite/pool.ts';
import { createV2Handlers } from './handlers/index.ts';

export interface V2ServerOptions extends Omit<ServerOptions, 'doc' | 'handlers' | 'health'> {
  pool: LitePool;
  /** mainnet | testnet | local: decides API key network checks and the testnet flag of printed addresses */
  network: string;
}

/** The v2 reference server: the bundled v2 contract, its handlers and the liteserver pool behind them. */
export async function createV2Server(options: V2ServerOptions) {
  const { pool, network, ...rest } = options;
  const server = await createServer({
    ...rest,
    doc: loadSpec('v2'),
    handlers: createV2Handlers({ pool, network }) as unknown as ServerOptions['handlers'],
    health: pool,
    onStop: async () => {
      pool.close();
      await options.onStop?.();
    },
  });
  pool.options.observe ??= (index, method, outcome, seconds) =>
    server.metrics.liteserver.observe({ server: String(index), method, outcome }, seconds);
  return server;
}
