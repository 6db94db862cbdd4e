import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from '../lib/signature';
import type { SandboxConfig } from './config';
import { loadGamesConfig, type TGamesConfig } from './games/games.config';
import { gamesRoutes } from './games/games.routes';
import { createOperatorClient } from './games/operator-client';
import { createProviderService } from './games/provider.service';
import { smsRoutes } from './sms/sms.routes';
import { createSmsStore } from './sms/sms.store';

export interface SandboxDeps {
  config: SandboxConfig;
  logger?: pino.Logger;
  /** Game provider settings; default from the environment (OPERATOR_API_URL, SANDBOX_RTP_BPS). */
  games?: Partial<TGamesConfig>;
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * The sandbox third-party services (SMS now; game provider and payments later). A separate
 * process that reaches the operator only over signed HTTP, exactly like a real vendor.
 */
export const buildSandboxApp = async ({ config, logger, games }: SandboxDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    loggerInstance: (logger ?? pino({ level: config.logLevel, base: { service: 'casino-sandbox' } })) as FastifyBaseLogger,
    bodyLimit: 64 * 1024,
  });

  // Keep the raw body: the signature covers the exact bytes the caller sent.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    request.rawBody = text;
    try {
      done(null, text === '' ? {} : (JSON.parse(text) as unknown));
    } catch {
      done(Object.assign(new Error('malformed JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    // The game pages and their play calls come from players' browsers: a game session is their credential.
    if (request.url === '/health' || request.url.startsWith('/games/')) return;
    const check = verifySignature(config.sharedSecret, request.rawBody ?? '', {
      signature: request.headers[SIGNATURE_HEADER],
      timestamp: request.headers[TIMESTAMP_HEADER],
    });
    if (check !== 'ok') {
      request.log.warn({ check }, 'refused an unsigned or badly signed request');
      return reply.status(401).send({ error: `signature ${check}` });
    }
    return undefined;
  });

  app.get('/health', async () => ({ status: 'ok', services: ['sms'] }));
  await app.register(smsRoutes, { store: createSmsStore() });
  const gamesConfig = { ...loadGamesConfig(), ...games };
  const provider = createProviderService({
    operator: createOperatorClient({ baseUrl: gamesConfig.operatorUrl, secret: config.sharedSecret }),
    rtpBps: gamesConfig.rtpBps,
    log: (obj, msg) => app.log.info(obj, msg),
  });
  app.addHook('onClose', async () => provider.stop());
  await app.register(gamesRoutes, { provider });
  return app;
};
