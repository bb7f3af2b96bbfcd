import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { abortSignal, type AbortHolder, type ApiCall, type RequestState } from './dispatch.ts';
import { apiKeyOf } from './query.ts';

/**
 * One request and its answer as every stage of the pipeline sees it (`pipeline.ts`): the guard reads its headers,
 * address and API key; operations read it as their `ApiCall`; a route that streams writes to `res` itself.
 */
export class Exchange implements ApiCall, AbortHolder {
  readonly state: RequestState = { servedBy: new Set() };
  readonly info: { remoteAddress: string };
  abort?: AbortController;
  /** the request body, read before the route runs where the route takes one */
  body?: Buffer;
  #query?: Record<string, unknown>;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly id: string,
    readonly received: number,
    /** the path as routed: dot segments resolved, no trailing slash */
    readonly path: string,
    private readonly onError: (reqId: string, err: unknown) => void,
  ) {
    this.info = { remoteAddress: req.socket?.remoteAddress ?? '' };
  }

  get method(): string {
    return this.req.method ?? '';
  }

  get headers(): IncomingHttpHeaders {
    return this.req.headers;
  }

  /** The query string read as WHATWG URLSearchParams reads it: only the guard reads it, for `api_key`. */
  get query(): Record<string, unknown> {
    if (!this.#query) {
      const url = this.req.url ?? '';
      const params = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
      const query: Record<string, unknown> = Object.create(null);
      for (const key of params.keys()) {
        const all = params.getAll(key);
        query[key] = all.length === 1 ? all[0] : all;
      }
      this.#query = query;
    }
    return this.#query;
  }

  get signal(): AbortSignal {
    return abortSignal(this, this.res);
  }

  get apiKey(): string | undefined {
    return apiKeyOf(this);
  }

  /** An `error`-tagged entry reaches the server's log with the request id (an unanticipated 500's cause). */
  log(tags: string[], data: unknown): void {
    if (tags.includes('error')) this.onError(this.id, data);
  }
}
