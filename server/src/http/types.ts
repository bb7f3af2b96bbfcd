export type Transport = 'get' | 'post' | 'jsonrpc';

/** Per-request state a handler can read and annotate (liteservers used feed the `@extra` string). */
export interface HandlerContext {
  operationId: string;
  transport: Transport;
  /** liteserver indices that served this request, reported in `@extra` */
  servedBy: Set<number>;
  signal: AbortSignal;
  /** the API key the request carries (header or `api_key`), for operations whose answer is the key's own (webhooks) */
  readonly apiKey?: string;
  /** Says the answer came from another source than the API's own: sent as `X-Served-From` (v2 D34). */
  markServedFrom(source: ServedFrom): void;
}

/** Sources an answer can be marked with: `index`, API v2's history read from the index when a liteserver pruned it. */
export type ServedFrom = 'index';

/** The response header naming the source of an answer that did not come from the API's own (v2 D34). */
export const SERVED_FROM_HEADER = 'X-Served-From';

/**
 * A handler of one operation. Its input has passed the operation's ajv validator before the call, so each handler
 * declares its operation's generated input type; the method form keeps that parameter bivariant, which is what
 * lets a map of those typed handlers be this map.
 */
export type OperationHandler = {
  handle(input: Record<string, unknown>, ctx: HandlerContext): Promise<unknown>;
}['handle'];

/** Handlers keyed by operationId; a `<name>Post` twin falls back to `<name>`'s handler. */
export type HandlerMap = Readonly<Record<string, OperationHandler>>;
