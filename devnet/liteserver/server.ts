import { createServer, type Socket } from 'node:net';
import { AdnlServerConnection } from './adnlConnection.ts';
import { serverKeys } from './adnlKeys.ts';
import { createDispatcher, type DispatchOptions, type LiteHandlers } from './dispatch.ts';

export interface LiteServerOptions extends DispatchOptions {
  handlers: LiteHandlers;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** ed25519 seed (32 bytes); a fresh key is made when absent. */
  privateKey?: Buffer;
}

export interface RunningLiteServer {
  readonly host: string;
  readonly port: number;
  readonly publicKey: Buffer;
  /** Open client connections, for tests and metrics. */
  connectionCount(): number;
  close(): Promise<void>;
}

/** A lite_api server over ADNL/TCP that any TON lite client (ton-lite-client, tonlib) can use. */
export async function startLiteServer(options: LiteServerOptions): Promise<RunningLiteServer> {
  const keys = serverKeys(options.privateKey);
  const dispatch = createDispatcher(options.handlers, options);
  const connections = new Set<AdnlServerConnection>();
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    socket.setNoDelay(true);
    sockets.add(socket);
    const conn = new AdnlServerConnection(socket, keys, dispatch, () => {
      /* a bad peer only loses its own socket */
    });
    connections.add(conn);
    socket.on('close', () => {
      connections.delete(conn);
      sockets.delete(socket);
    });
  });
  server.on('error', () => {
    /* listen errors surface through the promise below */
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('liteserver: no TCP address');

  return {
    host,
    port: address.port,
    publicKey: keys.publicKey,
    connectionCount: () => connections.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
