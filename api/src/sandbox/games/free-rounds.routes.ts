import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TFreeRoundsErrorBody } from './contract';
import { FreeRoundsError, ZFreeRoundsRef, type TFreeRounds } from './free-rounds';

/**
 * The provider's free-rounds API for the operator (server to server): signed like every vendor call
 * (the sandbox app's signature hook covers these paths). Answers the grant, or `{ error, message }`.
 */
export const freeRoundsRoutes: FastifyPluginAsync<{ freeRounds: TFreeRounds }> = async (app, { freeRounds }) => {
  const run = async (reply: FastifyReply, fn: () => Promise<unknown>) => {
    try {
      return await fn();
    } catch (error) {
      if (!(error instanceof FreeRoundsError)) throw error;
      const body: TFreeRoundsErrorBody = { error: error.code, message: error.text };
      return reply.status(error.status).send(body);
    }
  };
  const reference = (body: unknown): string => {
    const parsed = ZFreeRoundsRef.safeParse(body);
    if (!parsed.success) throw new FreeRoundsError('BAD_REQUEST', 'reference: required');
    return parsed.data.reference;
  };
  app.post('/freerounds/create', (request, reply) => run(reply, () => freeRounds.create(request.body)));
  app.post('/freerounds/cancel', (request, reply) => run(reply, () => freeRounds.cancel(reference(request.body))));
  app.post('/freerounds/get', (request, reply) => run(reply, () => freeRounds.get(reference(request.body))));
};
