import type { FastifyInstance } from 'fastify';

/**
 * The vendors' security headers. Their pages (a game, the sportsbook, a checkout, the bank) live in the
 * operator's frames: only the operator's shell origins may frame them (clickjacking of a bet or a payment),
 * and they may use no browser feature but full screen and autoplay.
 */
const FEATURES_OFF = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'microphone', 'midi', 'payment', 'serial', 'usb', 'browsing-topics'];
export const PERMISSIONS_POLICY = [...FEATURES_OFF.map((f) => `${f}=()`), 'fullscreen=(self)', 'autoplay=(self)'].join(', ');
export const HSTS = 'max-age=31536000; includeSubDomains';

/** A page's policy with `frame-ancestors` (and a `default-src 'none'` when it had none): the policy the route wrote wins otherwise. */
export const framedPageCsp = (csp: string | undefined, frameAncestors: readonly string[]): string => {
  const given = (csp ?? '').trim().replace(/;\s*$/, '');
  const has = (name: string) => new RegExp(`(^|;\\s*)${name}\\s`).test(given);
  const ancestors = frameAncestors.length ? frameAncestors.join(' ') : "'none'";
  return [given, has('default-src') ? '' : "default-src 'none'", has('frame-ancestors') ? '' : `frame-ancestors ${ancestors}`].filter(Boolean).join('; ');
};

/** Every answer: no sniffing, the referrer policy, the features; HTML pages: who may frame them; HSTS in production. */
export const registerPageHeaders = (app: FastifyInstance, { frameAncestors, production }: { frameAncestors: readonly string[]; production: boolean }): void => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (production) reply.header('strict-transport-security', HSTS);
    if (/^text\/html/i.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.header('content-security-policy', framedPageCsp(reply.getHeader('content-security-policy') as string | undefined, frameAncestors));
    }
    return payload;
  });
};
