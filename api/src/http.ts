import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config';
import { zodValidatorCompiler } from './lib/validation';
import { errorHandlerPlugin, frameworkErrorResponder } from './plugins/error-handler';
import { routeCataloguePlugin } from './plugins/route-catalogue';
import { registerSecurityHeaders } from './plugins/security-headers';

export const BODY_LIMIT_BYTES = 64 * 1024;

/** The Fastify instance with what every answer shares: ids, headers, errors, CORS, compression. Routes come after. */
export const createHttpApp = async (config: Config, logger: Logger): Promise<FastifyInstance> => {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Ids are always ours: a client-chosen id would let anyone forge log correlation.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    frameworkErrors: frameworkErrorResponder,
  });

  await app.register(routeCataloguePlugin);
  app.setValidatorCompiler(zodValidatorCompiler);
  // Every answer: no framing, no sniffing, the referrer policy; HSTS in production (plugins/security-headers.ts).
  registerSecurityHeaders(app, { production: config.mode === 'production' });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    // Answers are per player (tokens, balances, profiles): no cache keeps them, unless a route says so (game art).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(errorHandlerPlugin, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(cors, {
    origin: [...config.corsOrigins],
    credentials: true,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'token', 'Content-Type', 'Accept-Language'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    // Chromium's ceiling (2 h): a direct cross-origin caller asks once per route, not once per call.
    maxAge: 7200,
  });
  // Answers of 1 KB and more (catalogue pages, search, the OpenAPI doc) go out brotli (quality 4) or
  // gzip when the client accepts it. Route hooks: registered before every route. The push
  // stream is hijacked (and text/event-stream is not a compressible type), so it keeps streaming.
  // Request bodies are not inflated: callers send small JSON, and the signed routes sign raw bytes.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  return app;
};
