#!/usr/bin/env -S tsx
/**
 * ton-api-mock: API v2 and API v3 answered from the contract alone (spec examples and schemas), no chain,
 * no database. Requests are routed and validated against the bundled documents (openapi-backend); keys and
 * error bodies are the real server's. For building and testing clients; the answers mean nothing.
 *   ton-api-mock [--port 8080] [--host 127.0.0.1] [--keys keys.yaml] [--network mainnet]
 */
import { parseArgs } from 'node:util';
import { configOrExit } from '../../config/index.ts';
import { KeyStore } from '../src/auth/keys.ts';
import { createMockServer } from '../src/mock/server.ts';

const settings = configOrExit('mock');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(settings.PORT) },
    host: { type: 'string', default: settings.HOST },
    keys: { type: 'string' },
    network: { type: 'string', default: 'mainnet' },
  },
});
const keysFile = values.keys ?? settings.API_KEYS_FILE;
const mock = await createMockServer({
  port: Number(values.port),
  host: values.host,
  network: values.network,
  keys: keysFile
    ? KeyStore.fromFile(keysFile, (err) =>
        console.error(`ton-api-mock: keys file not reloaded: ${(err as Error).message}`),
      )
    : undefined,
});
console.log(
  `ton-api-mock: API v2 at ${mock.urls.v2}, API v3 at ${mock.urls.v3}${keysFile ? `, keys from ${keysFile}` : ', no keys (every request let through)'}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void mock.stop().then(() => process.exit(0)));
