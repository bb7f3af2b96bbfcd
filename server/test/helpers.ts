import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import type pg from 'pg';
import type { OpenApiDocument } from '../../contract/index.ts';
import { createServer, type ResponseViolation, type SingleApiOptions } from '../src/server.ts';

export const silentLogger = pino({ level: 'silent' });

export function miniDoc(): OpenApiDocument {
  return JSON.parse(
    readFileSync(fileURLToPath(new URL('./fixtures/mini-v2.json', import.meta.url)), 'utf8'),
  ) as OpenApiDocument;
}

/** A server in test mode: every response is checked against the spec and a mismatch throws in the test. */
export async function testServer(options: SingleApiOptions) {
  const violations: ResponseViolation[] = [];
  const server = await createServer({
    logger: silentLogger,
    validateResponses: true,
    onResponseViolation: (v) => violations.push(v),
    ...options,
  });
  return { server, violations };
}

/** The body as it went over the wire. */
export function json(res: { payload: string }): any {
  return JSON.parse(res.payload);
}

/**
 * Calls `seen` with the parameters of every statement whose text contains `fragment`, run on any connection of
 * `pool` (named statements included): to check which keys a read looked up.
 */
export function watchStatements(pool: pg.Pool, fragment: string, seen: (values: unknown[]) => void): void {
  const watched = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (watched.has(client)) return;
    watched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const q = args[0] as { text?: string; values?: unknown[] };
      if (q?.text?.includes(fragment)) seen(q.values ?? []);
      return query(...args);
    };
  });
}
