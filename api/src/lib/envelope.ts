import type { Envelope } from '@casino/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { isMessageKey, resolveLang, translate, type TLang } from '../i18n/messages';
import type { AppError } from './errors';

/** The response shape of every endpoint (spec sections 7-8), declared once in the shared contracts; `state` mirrors the HTTP status. */
export type { Envelope };

export const langOf = (request: Pick<FastifyRequest, 'headers'>): TLang =>
  resolveLang(request.headers['accept-language']);

export const ok = <T>(request: Pick<FastifyRequest, 'headers'>, resultData: T): Envelope<T> => ({
  state: '200',
  msg: translate(langOf(request), 'OK'),
  success: true,
  resultData,
});

export const errorEnvelope = (lang: TLang, error: AppError): Envelope<null> => {
  const key = error.messageKey !== undefined && isMessageKey(error.messageKey) ? error.messageKey : error.code;
  return {
    state: String(error.statusCode),
    msg: translate(lang, key, error.params),
    success: false,
    resultData: null,
    code: error.code,
    ...(typeof error.params.field === 'string' && error.params.field !== 'body' ? { field: error.params.field } : {}),
  };
};
