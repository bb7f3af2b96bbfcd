import type pg from 'pg';
import type { Logger } from 'pino';
import type { Server } from '@hapi/hapi';
import { parsedBody, requestState } from './http/dispatch.ts';
import type { LitePool } from '../../liteapi/pool.ts';

/** The operations that hand an external message to the network: v2 sendBoc / sendBocReturnHash, v3 POST /message. */
const SENDS = new Set(['sendBoc', 'sendBocReturnHash', 'sendMessage']);

export type EmulatePending = (lite: LitePool, db: pg.Pool, bocBase64: string) => Promise<unknown>;

/**
 * Once a send was accepted, its message is emulated into the index's pending tables, so v3's
 * pendingTransactions / pendingTraces / pendingActions show it until the real trace is indexed.
 * It runs after the answer went out: a send never waits for, or fails because of, the emulation.
 */
export function emulateAcceptedSends(
  server: Server,
  deps: { pool: LitePool; db: pg.Pool; logger: Logger; emulate: EmulatePending },
): void {
  server.events.on('response', (request) => {
    const state = requestState(request);
    if (!state.operationId || !SENDS.has(state.operationId)) return;
    if (!('statusCode' in request.response) || request.response.statusCode !== 200) return;
    let boc: unknown;
    try {
      const body = parsedBody(request) as { boc?: unknown; params?: { boc?: unknown } } | undefined;
      boc = state.rpc ? body?.params?.boc : body?.boc;
    } catch {
      return;
    }
    if (typeof boc !== 'string') return;
    deps.emulate(deps.pool, deps.db, boc).catch((err: Error) => {
      deps.logger.warn(
        { reqId: request.info.id, operation: state.operationId, err: err.message },
        'pending emulation failed',
      );
    });
  });
}
