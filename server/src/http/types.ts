import type { Request } from '@hapi/hapi';

export type Transport = 'get' | 'post' | 'jsonrpc';

/** Per-request state a handler can read and annotate (liteservers used feed the `@extra` string). */
export interface HandlerContext {
  operationId: string;
  transport: Transport;
  request: Request;
  /** liteserver indices that served this request, reported in `@extra` */
  servedBy: Set<number>;
  signal: AbortSignal;
}

export type OperationHandler = (input: Record<string, any>, ctx: HandlerContext) => Promise<unknown>;

/** Handlers keyed by operationId; a `<name>Post` twin falls back to `<name>`'s handler. */
export type HandlerMap = Readonly<Record<string, OperationHandler>>;
