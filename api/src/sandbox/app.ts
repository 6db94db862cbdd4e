import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import type { SandboxConfig } from './config';

export interface SandboxDeps {
  config: SandboxConfig;
  logger?: pino.Logger;
}

/**
 * The sandbox third-party services (SMS now; game provider and payments later). A separate
 * process that reaches the operator only over signed HTTP, exactly like a real vendor.
 */
export const buildSandboxApp = async ({ config, logger }: SandboxDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    loggerInstance: (logger ?? pino({ level: config.logLevel, base: { service: 'casino-sandbox' } })) as FastifyBaseLogger,
    bodyLimit: 64 * 1024,
  });
  app.get('/health', async () => ({ status: 'ok', services: ['sms'] }));
  return app;
};
