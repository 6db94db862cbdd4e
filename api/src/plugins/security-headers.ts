import type { FastifyInstance } from 'fastify';

export const HSTS = 'max-age=31536000; includeSubDomains';
/** What the API answers is data or generated art: nothing of it runs, and no page may frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** A route's own policy (the art routes allow inline SVG styles) keeps its directives and gains `frame-ancestors 'none'`. */
export const withNoFraming = (csp: string | undefined): string => {
  const given = (csp ?? '').trim().replace(/;\s*$/, '');
  if (!given) return API_CSP;
  return /(^|;\s*)frame-ancestors\s/.test(given) ? given : `${given}; frame-ancestors 'none'`;
};

/**
 * Security headers of every API answer: no framing (clickjacking), no referrer beyond the origin, no
 * sniffing, and HSTS in production (a sandbox on http://localhost must not pin https).
 */
export const registerSecurityHeaders = (app: FastifyInstance, { production }: { production: boolean }): void => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', withNoFraming(reply.getHeader('content-security-policy') as string | undefined));
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-content-type-options', 'nosniff');
    if (production) reply.header('strict-transport-security', HSTS);
    return payload;
  });
};
