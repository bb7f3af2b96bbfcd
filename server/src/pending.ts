import type pg from 'pg';
import type { Logger } from 'pino';
import { parsedBody } from './http/dispatch.ts';
import type { ApiServer } from './server.ts';
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
  server: Pick<ApiServer, 'onAnswer'>,
  deps: { pool: LitePool; db: pg.Pool; logger: Logger; emulate: EmulatePending },
): void {
  server.onAnswer((line, ex) => {
    const state = ex.state;
    if (!state.operationId || !SENDS.has(state.operationId) || line.status !== 200) return;
    let boc: unknown;
    try {
      const body = parsedBody(ex.body) as { boc?: unknown; params?: { boc?: unknown } } | undefined;
      boc = state.rpc ? body?.params?.boc : body?.boc;
    } catch {
      return;
    }
    if (typeof boc !== 'string') return;
    deps.emulate(deps.pool, deps.db, boc).catch((err: Error) => {
      deps.logger.warn({ reqId: ex.id, operation: state.operationId, err: err.message }, 'pending emulation failed');
    });
  });
}
