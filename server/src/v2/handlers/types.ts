import type { operations } from '../../../../generated/v2/types.ts';
import type { HandlerContext } from '../../http/types.ts';

type OpId = keyof operations;

/** Operations that need a handler: every operation but the `<name>Post` twins and the JSON-RPC endpoint. */
export type V2Operation = Exclude<
  { [K in OpId]: K extends `${infer B}Post` ? (B extends OpId ? never : K) : K }[OpId],
  'jsonRPC'
>;

type QueryOf<K extends OpId> = operations[K] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type BodyOf<K> = K extends OpId
  ? operations[K] extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : never
  : never;

/** A handler sees the validated query of GET, or the JSON body of POST / JSON-RPC params. */
export type V2Input<K extends V2Operation> = QueryOf<K> | BodyOf<K> | BodyOf<`${K}Post`>;

type Ok<K extends OpId> = operations[K]['responses'] extends { 200: { content: { 'application/json': infer R } } }
  ? R
  : never;
export type V2Result<K extends V2Operation> = NonNullable<Ok<K> extends { result?: infer T } ? T : never>;

export type V2Handler<K extends V2Operation> = (input: V2Input<K>, ctx: HandlerContext) => Promise<V2Result<K>>;

export type V2Handlers = { [K in V2Operation]: V2Handler<K> };

/** A slice of the map, for one area's file. */
export type V2HandlerGroup<K extends V2Operation> = { [P in K]: V2Handler<P> };
