import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from '../../lib/signature';
import { findUnsafeInput } from '../../lib/unsafe-input';
import { temporaryOutage } from '../../plugins/error-handler';
import type { ZodTypeProvider } from '../../lib/validation';
import { ZAuthenticateBody, ZBetBody, ZRollbackBody, ZRoundEndBody, ZSessionBody, ZWinBody } from './seamless.schemas';
import { SeamlessError, type TSeamlessService } from './seamless.service';

export interface SeamlessRoutesOptions {
  seamless: TSeamlessService;
  /** HMAC secret shared with the game provider (SANDBOX_SHARED_SECRET). */
  secret: string;
  clock: Clock;
}

export const SEAMLESS_PREFIX = '/provider/wallet';

/** A value with its bigints as numbers (minor units stay far below 2^53), without a JSON round trip per call. */
const numbers = (v: unknown): unknown => {
  if (typeof v === 'bigint') return Number(v);
  if (Array.isArray(v)) return v.map(numbers);
  if (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) return wire(v);
  return v;
};
const wire = (value: object): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = numbers(v);
  return out;
};

const hasPrototypeKeys = (value: unknown): boolean =>
  value !== null && typeof value === 'object' && (Object.hasOwn(value, '__proto__') || Object.hasOwn(value, 'constructor') || Object.values(value).some(hasPrototypeKeys));

/**
 * The seamless-wallet API for the game provider: every call HMAC-signed over `<timestamp>.<raw
 * body>` (lib/signature.ts), +/- 5 minutes. Answers are the provider's wire format, not the
 * player envelope: `{ status: 'OK', ... }` or `{ status: 'ERROR', code, balanceMinor? }`.
 */
export const seamlessRoutes: FastifyPluginAsync<SeamlessRoutesOptions> = async (app, { seamless, secret, clock }) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  // This scope only: keep the exact bytes, the signature covers them.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    rawBodies.set(request, text);
    try {
      const parsed = text.trim() === '' ? {} : (JSON.parse(text) as unknown);
      // No control characters (NUL above all) reach the database; prototype keys are refused too.
      if (findUnsafeInput(parsed) !== null || hasPrototypeKeys(parsed)) return done(new SeamlessError('MALFORMED_REQUEST'), undefined);
      return done(null, parsed);
    } catch {
      return done(new SeamlessError('MALFORMED_REQUEST'), undefined);
    }
  });

  // Before validation: an unsigned request learns nothing about what a valid body looks like.
  app.addHook('preValidation', async (request) => {
    const check = verifySignature(
      secret,
      rawBodies.get(request) ?? '',
      { signature: request.headers[SIGNATURE_HEADER], timestamp: request.headers[TIMESTAMP_HEADER] },
      clock.now().getTime(),
    );
    if (check === 'expired') throw new SeamlessError('SIGNATURE_EXPIRED');
    if (check !== 'ok') throw new SeamlessError('INVALID_SIGNATURE');
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof SeamlessError) {
      request.log.info({ code: error.code }, 'seamless call refused');
      return reply.status(error.status).send({ status: 'ERROR', code: error.code, ...(error.balanceMinor === undefined ? {} : { balanceMinor: Number(error.balanceMinor) }) });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return reply.status(400).send({ status: 'ERROR', code: 'MALFORMED_REQUEST' });
    // The database or the rate limiter is unreachable for now (or the pool exhausted): a 503 the caller retries (it retries every 5xx;
    // this one says so), not a 500 that reads as a bug.
    const outage = temporaryOutage(error);
    if (outage) {
      request.log.warn({ err: error }, 'seamless call: temporary outage');
      return reply.status(503).header('retry-after', String(outage.retryAfterS)).send({ status: 'ERROR', code: 'SERVICE_UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'seamless call failed');
    return reply.status(500).send({ status: 'ERROR', code: 'INTERNAL' });
  });

  const ok = (value: object) => ({ status: 'OK', ...wire(value) });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const vendor = { vendor: true } as const;
  // The provider's answers are a few dozen bytes: nothing to compress, so no compression hook on the bet path.
  const route = { config: vendor, compress: false } as const;
  r.post(`${SEAMLESS_PREFIX}/authenticate`, { ...route, schema: { body: ZAuthenticateBody } }, async (request) => ok(await seamless.authenticate(request.body.token)));
  r.post(`${SEAMLESS_PREFIX}/balance`, { ...route, schema: { body: ZSessionBody } }, async (request) => ok(await seamless.balance(request.body)));
  r.post(`${SEAMLESS_PREFIX}/bet`, { ...route, schema: { body: ZBetBody } }, async (request) => ok(await seamless.bet(request.body)));
  r.post(`${SEAMLESS_PREFIX}/win`, { ...route, schema: { body: ZWinBody } }, async (request) => ok(await seamless.win(request.body)));
  r.post(`${SEAMLESS_PREFIX}/rollback`, { ...route, schema: { body: ZRollbackBody } }, async (request) => ok(await seamless.rollback(request.body)));
  r.post(`${SEAMLESS_PREFIX}/roundEnd`, { ...route, schema: { body: ZRoundEndBody } }, async (request) => ok(await seamless.roundEnd(request.body)));
};
