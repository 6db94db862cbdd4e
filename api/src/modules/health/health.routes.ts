import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, langOf, ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import type { THealthService } from './health.service';

export const healthRoutes: FastifyPluginAsync<{ health: THealthService }> = async (app, { health }) => {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await health.check();
    reply.header('cache-control', 'no-store');
    if (result.db === 'up') return ok(request, result);
    // A load balancer takes the instance out while its database is unreachable.
    return reply.status(503).send({ ...errorEnvelope(langOf(request), new AppError('SERVICE_UNAVAILABLE')), resultData: result });
  };
  app.get('/health', handler);
  app.post('/health', handler);
};
