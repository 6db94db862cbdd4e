import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from '../../lib/signature';
import { ZAuthenticateBody, ZMoneyBody, ZRollbackBody, ZRoundEndBody, ZSessionBody, ZWinBody } from './seamless.schemas';
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

const parse = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => {
  const result = schema.safeParse(body);
  if (!result.success) throw new SeamlessError('MALFORMED_REQUEST');
  return result.data;
};

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
      done(null, text.trim() === '' ? {} : (JSON.parse(text) as unknown));
    } catch {
      done(new SeamlessError('MALFORMED_REQUEST'), undefined);
    }
  });

  app.addHook('preHandler', async (request) => {
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

  app.post(`${SEAMLESS_PREFIX}/authenticate`, async (request) => ok(await seamless.authenticate(parse(ZAuthenticateBody, request.body).token)));
  app.post(`${SEAMLESS_PREFIX}/balance`, async (request) => ok(await seamless.balance(parse(ZSessionBody, request.body))));
  app.post(`${SEAMLESS_PREFIX}/bet`, async (request) => ok(await seamless.bet(parse(ZMoneyBody, request.body))));
  app.post(`${SEAMLESS_PREFIX}/win`, async (request) => ok(await seamless.win(parse(ZWinBody, request.body))));
  app.post(`${SEAMLESS_PREFIX}/rollback`, async (request) => ok(await seamless.rollback(parse(ZRollbackBody, request.body))));
  app.post(`${SEAMLESS_PREFIX}/roundEnd`, async (request) => ok(await seamless.roundEnd(parse(ZRoundEndBody, request.body))));
};
