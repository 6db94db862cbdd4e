import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from '../../lib/signature';
import { findUnsafeInput } from '../../lib/unsafe-input';
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

/** JSON with bigints as numbers (minor units stay far below 2^53). */
const wire = (value: object): Record<string, unknown> =>
  JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v))) as Record<string, unknown>;

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
    request.log.error({ err: error }, 'seamless call failed');
    return reply.status(500).send({ status: 'ERROR', code: 'INTERNAL' });
  });

  const ok = (value: object) => ({ status: 'OK', ...wire(value) });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const vendor = { vendor: true } as const;
  r.post(`${SEAMLESS_PREFIX}/authenticate`, { config: vendor, schema: { body: ZAuthenticateBody } }, async (request) => ok(await seamless.authenticate(request.body.token)));
  r.post(`${SEAMLESS_PREFIX}/balance`, { config: vendor, schema: { body: ZSessionBody } }, async (request) => ok(await seamless.balance(request.body)));
  r.post(`${SEAMLESS_PREFIX}/bet`, { config: vendor, schema: { body: ZBetBody } }, async (request) => ok(await seamless.bet(request.body)));
  r.post(`${SEAMLESS_PREFIX}/win`, { config: vendor, schema: { body: ZWinBody } }, async (request) => ok(await seamless.win(request.body)));
  r.post(`${SEAMLESS_PREFIX}/rollback`, { config: vendor, schema: { body: ZRollbackBody } }, async (request) => ok(await seamless.rollback(request.body)));
  r.post(`${SEAMLESS_PREFIX}/roundEnd`, { config: vendor, schema: { body: ZRoundEndBody } }, async (request) => ok(await seamless.roundEnd(request.body)));
};
