import type { operations } from '../../../../generated/v3/types.ts';
import type { HandlerContext } from '../../http/types.ts';
import type { LitePool } from '../../../../liteapi/pool.ts';
import type { Db } from '../queries/db.ts';
import type { WebhookDeps } from '../../webhooks/handlers.ts';
import type { TraceEmulator } from './emulation.ts';

type OpId = keyof operations;

/** Operations that need a handler: every operation but the `<name>Post` twins (decodePost falls back to decodeGet's file). */
export type V3Operation = OpId;

type QueryOf<K extends OpId> = operations[K] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type BodyOf<K extends OpId> = operations[K] extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : never;

/** Validated query (defaults filled) of a GET operation or the JSON body of a POST one. */
export type V3Input<K extends OpId> = [BodyOf<K>] extends [never] ? QueryOf<K> : BodyOf<K>;
export type V3Result<K extends OpId> = operations[K]['responses'] extends {
  200: { content: { 'application/json': infer R } };
}
  ? R
  : never;

export type V3Handler<K extends OpId> = (input: V3Input<K>, ctx: HandlerContext) => Promise<V3Result<K>>;
export type V3Handlers = { [K in V3Operation]: V3Handler<K> };
export type V3HandlerGroup<K extends V3Operation> = { [P in K]: V3Handler<P> };

export interface V3Deps {
  db: Db;
  /** liteserver pool for the legacy operations and `use_v2`; absent → 501 (D12) */
  pool?: LitePool;
  network: string;
  /** webhook management (D32); absent → 501 */
  webhooks?: WebhookDeps;
  /** the trace emulator behind `/emulateTrace` (D37); absent → 501 */
  emulator?: TraceEmulator;
}
