import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface TCatalogueRoute {
  method: string;
  url: string;
  config: FastifyContextConfig;
  /** The zod schemas the route validates with (body, querystring, params). */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

/**
 * Records every route as it is registered, with its config and schemas. Registered first, so no
 * route escapes it: the bad-input test walks this list (a new route cannot skip it) and the
 * OpenAPI document is generated from it.
 */
export const routeCataloguePlugin = fp(
  async (app: FastifyInstance) => {
    const routes: TCatalogueRoute[] = [];
    app.decorate('routeCatalogue', routes);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        const schema = (route.schema ?? {}) as TCatalogueRoute['schema'];
        routes.push({ method, url: route.url, config: (route.config ?? {}) as FastifyContextConfig, schema: { body: schema.body, querystring: schema.querystring, params: schema.params } });
      }
    });
  },
  { name: 'route-catalogue' },
);
