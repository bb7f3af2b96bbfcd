import type { Plugin, Server } from '@hapi/hapi';
import type { OpenApiDocument } from '../../../contract/index.ts';
import type { HealthReport } from '../ops/health.ts';
import { withApiHeaders, type RouteSetup } from './dispatch.ts';
import { registerApiRoutes, registerUnavailableApi, routeOptions } from './routes.ts';

export interface ApiPluginOptions {
  /** the contract served; its own document is answered at `<prefix>/openapi.json` */
  doc: OpenApiDocument;
  /** the routes, validators, handlers and answer shape; absent when `unavailable` */
  setup: RouteSetup;
  /** the deployment lacks what this API needs: every request under the prefix is 501 with this text */
  unavailable?: string;
  /** `<prefix>/healthz` */
  health: () => Promise<HealthReport>;
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
          const report = await options.health();
          return withApiHeaders(h.response(report).code(report.ok ? 200 : 503), request, setup.version);
        },
      });
    },
  };
}
