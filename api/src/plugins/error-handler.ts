import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/availability';
import { AppError, isAppError } from '../lib/errors';
import { errorEnvelope, langOf } from '../lib/envelope';
import { findUnsafeInput } from '../lib/unsafe-input';

const unsafeInputError = (field: string): AppError =>
  new AppError('VALIDATION_FAILED', { params: { field }, messageKey: 'TEXT_INVALID', detail: `${field}: control character` });

const fastifyCodeMap: Readonly<Record<string, (bodyLimit: number) => AppError>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (limit) => new AppError('BODY_TOO_LARGE', { params: { limitKib: Math.floor(limit / 1024) } }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new AppError('UNSUPPORTED_MEDIA_TYPE'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => new AppError('BAD_JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new AppError('BAD_JSON'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => new AppError('BAD_REQUEST'),
};

/**
 * Errors Fastify raises before routing (a malformed URL, a path parameter over its length limit):
 * the Fastify constructor's `frameworkErrors` option sends them through here, as envelopes too.
 */
export const frameworkErrorResponder = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const appError = error.code === 'FST_ERR_MAX_PARAM_LENGTH' || error.code === 'FST_ERR_BAD_URL' ? new AppError('BAD_REQUEST', { detail: error.code }) : new AppError('BAD_REQUEST');
  request.log.info({ code: error.code }, 'request rejected before routing');
  return reply.status(appError.statusCode).send(errorEnvelope(langOf(request), appError));
};

const statusFallback = (status: number): AppError => {
  if (status === 401) return new AppError('UNAUTHORIZED');
  if (status === 403) return new AppError('FORBIDDEN');
  if (status === 404) return new AppError('NOT_FOUND');
  if (status === 413) return new AppError('BODY_TOO_LARGE', { params: { limitKib: 64 } });
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (status === 429) return new AppError('RATE_LIMITED', { params: { seconds: 60 }, retryAfterS: 60 });
  return new AppError('BAD_REQUEST');
};

/**
 * A temporary outage (the database unreachable or its pool exhausted, the rate limiter down): how long the
 * caller should wait before retrying, else null. The vendors' signed routes answer their own wire format
 * with it, as the player envelope does with SERVICE_UNAVAILABLE.
 */
export const temporaryOutage = (error: unknown): { retryAfterS: number } | null => {
  if (isAppError(error)) return error.code === 'SERVICE_UNAVAILABLE' ? { retryAfterS: error.retryAfterS ?? 5 } : null;
  return isDatabaseUnavailable(error) ? { retryAfterS: 5 } : null;
};

/** Maps anything thrown to an AppError. Unknown errors become INTERNAL (details masked). */
export const toAppError = (error: unknown, bodyLimit: number): AppError => {
  if (isAppError(error)) return error;
  const fastifyError = error as Partial<FastifyError> | null;
  const fromCode = fastifyError?.code ? fastifyCodeMap[fastifyError.code] : undefined;
  if (fromCode) return fromCode(bodyLimit);
  if (error instanceof SyntaxError) return new AppError('BAD_JSON');
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return statusFallback(status);
  if (isDatabaseUnavailable(error)) return new AppError('SERVICE_UNAVAILABLE', { retryAfterS: 5, messageKey: 'DATABASE_UNAVAILABLE', cause: error });
  return new AppError('INTERNAL', { cause: error });
};

/**
 * The one place errors become responses: the envelope with `state` = HTTP status, a localized
 * `msg` and a machine `code`. 5xx details never reach the client; they go to the log.
 */
export const errorHandlerPlugin = fp<{ bodyLimit: number }>(
  async (app: FastifyInstance, { bodyLimit }) => {
    app.setErrorHandler((error, request, reply) => {
      const appError = toAppError(error, bodyLimit);
      if (appError.statusCode === 503) {
        // Expected while a dependency restarts; the client retries. Not a bug, but worth seeing.
        request.log.warn({ err: error, code: appError.code }, 'dependency unavailable');
      } else if (appError.statusCode >= 500) {
        request.log.error({ err: error, code: appError.code }, 'request failed');
      } else {
        request.log.info({ code: appError.code, detail: appError.message }, 'request rejected');
      }
      if (appError.retryAfterS !== undefined) reply.header('retry-after', String(appError.retryAfterS));
      return reply.status(appError.statusCode).send(errorEnvelope(langOf(request), appError));
    });

    app.setNotFoundHandler((request: FastifyRequest, reply) =>
      reply.status(404).send(errorEnvelope(langOf(request), new AppError('NOT_FOUND'))),
    );

    // JSON bodies: an empty body is {}, everything else goes through Fastify's safe parser
    // (prototype-poisoning protection); a parse failure becomes BAD_JSON in the handler above.
    const safeJson = app.getDefaultJsonParser('error', 'error');
    // Only JSON is accepted: anything else is a 415 envelope, including text/plain.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, raw, done) => {
      const text = typeof raw === 'string' ? raw : raw.toString('utf8');
      if (text.trim() === '') {
        done(null, {});
        return;
      }
      safeJson(request, text, (error: Error | null, parsed?: unknown) => {
        if (error) return done(error, undefined);
        const unsafe = findUnsafeInput(parsed);
        return unsafe === null ? done(null, parsed) : done(unsafeInputError(unsafe), undefined);
      });
    });

    // Query strings and path parameters get the same rule as bodies.
    app.addHook('preValidation', async (request) => {
      for (const part of [request.query, request.params]) {
        const unsafe = findUnsafeInput(part);
        if (unsafe !== null) throw unsafeInputError(unsafe);
      }
    });
  },
  { name: 'error-handler' },
);
