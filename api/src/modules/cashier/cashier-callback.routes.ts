import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from '../../lib/signature';
import { findUnsafeInput } from '../../lib/unsafe-input';
import { temporaryOutage } from '../../plugins/error-handler';
import type { ZodTypeProvider } from '../../lib/validation';
import type { TCashierServices } from './cashier.module';
import { ZGatewayCallback } from './cashier.schemas';
import { CallbackRefusal } from './deposit.service';

export const CALLBACK_URL = '/cashier/gateway/callback';

class CallbackWireError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(code);
  }
}

const hasPrototypeKeys = (value: unknown): boolean =>
  value !== null && typeof value === 'object' && (Object.hasOwn(value, '__proto__') || Object.hasOwn(value, 'constructor') || Object.values(value).some(hasPrototypeKeys));

/**
 * The payment gateway's callbacks: HMAC-SHA256 over `<x-timestamp>.<raw body>` checked before
 * anything is parsed further (+/- 5 minutes), answered in the gateway's format: `{status:'OK'}`
 * acknowledges (also for a duplicate or an ignored late update), `{status:'ERROR', code}` refuses.
 * 401 and 5xx make the gateway retry; 400/404/409 stop it.
 */
export const cashierCallbackRoutes: FastifyPluginAsync<{ cashier: TCashierServices; secret: string; clock: Clock }> = async (app, { cashier, secret, clock }) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    rawBodies.set(request, text);
    try {
      const parsed = text.trim() === '' ? {} : (JSON.parse(text) as unknown);
      if (findUnsafeInput(parsed) !== null || hasPrototypeKeys(parsed)) return done(new CallbackWireError('MALFORMED_REQUEST', 400), undefined);
      return done(null, parsed);
    } catch {
      return done(new CallbackWireError('MALFORMED_REQUEST', 400), undefined);
    }
  });
  app.addHook('preValidation', async (request) => {
    const check = verifySignature(secret, rawBodies.get(request) ?? '', { signature: request.headers[SIGNATURE_HEADER], timestamp: request.headers[TIMESTAMP_HEADER] }, clock.now().getTime());
    if (check === 'expired') throw new CallbackWireError('SIGNATURE_EXPIRED', 401);
    if (check !== 'ok') throw new CallbackWireError('INVALID_SIGNATURE', 401);
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof CallbackWireError || error instanceof CallbackRefusal) {
      request.log.info({ code: error.code }, 'gateway callback refused');
      return reply.status(error.status).send({ status: 'ERROR', code: error.code });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return reply.status(400).send({ status: 'ERROR', code: 'MALFORMED_REQUEST' });
    // The database or the rate limiter is unreachable for now (or the pool exhausted): a 503 the caller retries (it retries every 5xx;
    // this one says so), not a 500 that reads as a bug.
    const outage = temporaryOutage(error);
    if (outage) {
      request.log.warn({ err: error }, 'gateway callback: temporary outage');
      return reply.status(503).header('retry-after', String(outage.retryAfterS)).send({ status: 'ERROR', code: 'SERVICE_UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'gateway callback failed');
    return reply.status(500).send({ status: 'ERROR', code: 'INTERNAL' });
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(CALLBACK_URL, { config: { vendor: true }, schema: { body: ZGatewayCallback } }, async (request) => {
    const b = request.body;
    const outcome =
      b.type === 'deposit'
        ? await cashier.deposits.applyUpdate({ ...b }, 'gateway')
        : await cashier.withdrawals.applyUpdate({ ...b, status: b.status === 'expired' ? 'failed' : b.status }, 'gateway');
    return { status: 'OK', outcome };
  });
};
