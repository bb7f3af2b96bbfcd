import type { ApiName } from '../../../contract/index.ts';
import { answerOf } from './dispatch.ts';
import { ApiError } from './errors.ts';
import type { Exchange } from './exchange.ts';
import type { Reply } from './reply.ts';
import type { ApiStyle } from './styles.ts';

/** Whose answers a route gives: the API whose error body and X-API-Version they carry. */
export interface Shape {
  style: ApiStyle;
  version: string;
  /** the API the route belongs to, as the request metrics name it; none for the server's own routes */
  api?: ApiName;
}

export interface Route {
  shape: Shape;
  /** the route takes a body of at most this many bytes, read before it runs (`Exchange.body`); beyond: 413 */
  maxBody?: number;
  /** the answer; undefined when the route wrote the response itself (a stream) */
  run(ex: Exchange): Promise<Reply | undefined> | Reply | undefined;
}

/** An error in the shape's body. */
export function errorReply(ex: Exchange, shape: Shape, error: unknown): Reply {
  return answerOf(shape.style, ex, { error });
}

/** A route that answers one error. */
export function errorRoute(shape: Shape, error: ApiError): Route {
  return { shape, run: (ex) => errorReply(ex, shape, error) };
}

interface PathRoutes {
  shape: Shape;
  /** by method; `*` for any other */
  methods: Map<string, Route>;
}

/**
 * Routes by exact path (the contract has no path parameters) and method, then by the longest prefix a path is under
 * (an API's 404 or 501). HEAD is answered by a path's GET route, without the body.
 */
export class Router {
  readonly #paths = new Map<string, PathRoutes>();
  #prefixes: Array<{ prefix: string; route: Route }> = [];

  add(method: 'GET' | 'POST' | '*', path: string, route: Route): void {
    let entry = this.#paths.get(path);
    if (!entry) this.#paths.set(path, (entry = { shape: route.shape, methods: new Map() }));
    if (entry.methods.has(method)) throw new Error(`route ${method} ${path} is declared twice`);
    entry.methods.set(method, route);
  }

  /** `route` answers every path under `prefix` (and the prefix itself) that has no route of its own. */
  under(prefix: string, route: Route): void {
    this.#prefixes.push({ prefix, route });
    // longest first, so /api/v2 never captures /api/v2x and a nested prefix wins over its parent
    this.#prefixes.sort((a, b) => b.prefix.length - a.prefix.length);
  }

  find(method: string, path: string): Route | undefined {
    const entry = this.#paths.get(path);
    if (entry) {
      const m = entry.methods;
      const route = m.get(method) ?? (method === 'HEAD' ? m.get('GET') : undefined) ?? m.get('*');
      return route ?? errorRoute(entry.shape, new ApiError(405, `method ${method} is not supported`));
    }
    return this.prefixOf(path)?.route;
  }

  /** The prefix entry a path is under, if any. */
  prefixOf(path: string): { prefix: string; route: Route } | undefined {
    return this.#prefixes.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
  }
}
