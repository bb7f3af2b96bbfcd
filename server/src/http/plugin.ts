import type { Plugin, Request, Server } from '@hapi/hapi';
import type { OpenApiDocument } from '../../../contract/index.ts';
import { withApiHeaders, type RouteSetup } from './dispatch.ts';
import { registerApiRoutes, registerUnavailableApi, routeOptions } from './routes.ts';

export interface ApiPluginOptions {
  /** the contract served; its own document is answered at `<prefix>/openapi.json` */
  doc: OpenApiDocument;
  /** the routes, validators, handlers and answer shape; absent when `unavailable` */
  setup: RouteSetup;
  /** the deployment lacks what this API needs: every request under the prefix is 501 with this text */
  unavailable?: string;
  /** `<prefix>/healthz`: the status and body, from what the server's health probe keeps (and the client's limit) */
  health: (request: Request) => Promise<{ status: number; body: object; retryAfter?: number }>;
}

/**
 * One API as a Hapi plugin: registered with `routes.prefix`, its routes are written relative to that prefix,
 * and Hapi refuses a second registration of the same API (the name is per API).
 */
export function apiPlugin(api: string): Plugin<ApiPluginOptions> {
  return {
    name: `ton-http-api-${api}`,
    register(server: Server, options: ApiPluginOptions) {
      const { setup, doc } = options;
      if (options.unavailable !== undefined) registerUnavailableApi(server, setup, options.unavailable);
      else registerApiRoutes(server, setup);
      server.route({
        method: 'GET',
        path: '/openapi.json',
        options: routeOptions(setup, 'GET', {}),
        handler: (request, h) => withApiHeaders(h.response(doc), request, setup.version),
      });
      server.route({
        method: 'GET',
        path: '/healthz',
        options: routeOptions(setup, 'GET', {}),
        handler: async (request, h) => {
          const { status, body, retryAfter } = await options.health(request);
          const response = h.response(body).code(status);
          if (retryAfter !== undefined) response.header('retry-after', String(retryAfter));
          return withApiHeaders(response, request, setup.version);
        },
      });
    },
  };
}
