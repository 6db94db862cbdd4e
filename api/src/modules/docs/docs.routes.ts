import type { FastifyPluginAsync } from 'fastify';
import { buildOpenApi, type TOpenApiDocument } from './openapi';

/** SANDBOX ONLY: `GET /docs/openapi.json`, the player API generated from the route schemas. */
export const docsRoutes: FastifyPluginAsync<{ version: string }> = async (app, { version }) => {
  let document: TOpenApiDocument | undefined;
  app.get('/docs/openapi.json', async (_request, reply) => {
    document ??= buildOpenApi(app.routeCatalogue, version);
    return reply.header('cache-control', 'no-cache').send(document);
  });
};
