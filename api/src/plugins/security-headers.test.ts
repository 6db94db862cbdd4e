import Fastify from 'fastify';
import { API_CSP, registerSecurityHeaders, withNoFraming } from './security-headers';

const build = async (production: boolean) => {
  const app = Fastify();
  registerSecurityHeaders(app, { production });
  app.get('/json', async () => ({ ok: true }));
  app.get('/art', async (_request, reply) => reply.header('content-type', 'image/svg+xml').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").send('<svg/>'));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return app;
};

describe('API security headers', () => {
  it('keeps a route’s policy and forbids framing in every policy', () => {
    expect(withNoFraming(undefined)).toBe(API_CSP);
    expect(withNoFraming("default-src 'none'; style-src 'unsafe-inline'")).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    expect(withNoFraming("default-src 'none'; frame-ancestors https://x.test")).toBe("default-src 'none'; frame-ancestors https://x.test");
  });

  it('sends them on data, art and errors alike; HSTS only in production', async () => {
    const sandbox = await build(false);
    for (const url of ['/json', '/art', '/boom']) {
      const res = await sandbox.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    expect((await sandbox.inject({ method: 'GET', url: '/art' })).headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    await sandbox.close();
    const production = await build(true);
    expect((await production.inject({ method: 'GET', url: '/json' })).headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    await production.close();
  });
});
