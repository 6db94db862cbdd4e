import { z } from 'zod';
import type { TCatalogueRoute } from '../../plugins/route-catalogue';

export interface TOpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, unknown>;
}

/** The request side of a zod schema as JSON Schema (transforms and refinements cannot be expressed: they become open). */
const jsonSchemaOf = (schema: unknown): Record<string, unknown> | undefined => {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
  } catch {
    return {};
  }
};

const envelope = {
  type: 'object',
  required: ['state', 'msg', 'success', 'resultData'],
  properties: {
    state: { type: 'string', description: "The HTTP status as a string: '200', '400', '401', ..." },
    msg: { type: 'string', description: 'A message in the language of Accept-Language (tk, en, zh-CN).' },
    success: { type: 'boolean' },
    resultData: { description: 'The answer (null on errors); its type is in @casino/shared contracts.' },
    code: { type: 'string', description: 'A machine code on errors (VALIDATION_FAILED, UNAUTHORIZED, RATE_LIMITED, ...).' },
  },
};

const toOpenApiPath = (url: string): string => url.replace(/:(\w+)\??/g, '{$1}');

/**
 * The player API as an OpenAPI 3.1 document, generated from the route catalogue and the routes'
 * zod schemas (staff and vendor routes are left out: they are not the player API).
 */
export const buildOpenApi = (routes: ReadonlyArray<TCatalogueRoute>, version: string): TOpenApiDocument => {
  const paths: TOpenApiDocument['paths'] = {};
  for (const route of routes) {
    // `/admin/*` without `config.admin` is the staff sign-in: staff-facing all the same.
    if (route.config.admin || route.config.vendor || route.url.startsWith('/admin/') || route.url.startsWith('/docs')) continue;
    const path = toOpenApiPath(route.url);
    const params = [...route.url.matchAll(/:(\w+)(\?)?/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const body = route.method === 'POST' ? jsonSchemaOf(route.schema.body) : undefined;
    const operation: Record<string, unknown> = {
      operationId: `${route.method.toLowerCase()}${route.url.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      ...(params.length ? { parameters: params } : {}),
      ...(route.config.auth ? { security: route.config.auth === 'required' ? [{ session: [] }] : [{}, { session: [] }] } : {}),
      ...(body ? { requestBody: { required: false, content: { 'application/json': { schema: body } } } } : {}),
      responses: {
        '200': { description: 'Success', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
        '4XX': { description: 'Refused: a localized message and a machine code', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
      },
    };
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Casino player API',
      version,
      description: 'Every call is POST with a JSON body (the payload plus appId, sign, uid, deviceNumber, adid, gaid) and answers the envelope. Generated from the route schemas.',
    },
    paths,
    components: {
      schemas: { Envelope: envelope },
      securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The session token (also accepted in the `token` header).' } },
    },
  };
};
