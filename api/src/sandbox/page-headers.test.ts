import { buildTestSandbox } from '../../test-support/sandbox-db';
import { loadSandboxConfig } from './config';
import { framedPageCsp, PERMISSIONS_POLICY } from './page-headers';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

describe('the vendors’ page headers', () => {
  it('adds frame-ancestors and a default-src to a page policy, keeping what the route wrote', () => {
    const csp = framedPageCsp("script-src 'self'; img-src data:", ['https://www.casino.test', 'https://m.casino.test']);
    expect(directive(csp, 'frame-ancestors')).toEqual(['https://www.casino.test', 'https://m.casino.test']);
    expect(directive(csp, 'default-src')).toEqual(["'none'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(framedPageCsp("default-src 'self'", []), 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(framedPageCsp("default-src 'self'", []), 'default-src')).toEqual(["'self'"]);
  });

  it('frames only for the operator’s shell origins: the configured ones, else the local shell', () => {
    expect(loadSandboxConfig({ OPERATOR_SHELL_ORIGINS: 'https://www.casino.test/, https://m.casino.test' }).frameAncestors).toEqual(['https://www.casino.test', 'https://m.casino.test']);
    expect(loadSandboxConfig({}).frameAncestors.every((o) => /^http:\/\/(localhost|127\.0\.0\.1):\d+$/.test(o))).toBe(true);
    expect(() => loadSandboxConfig({ OPERATOR_SHELL_ORIGINS: 'not a url' })).toThrow(/OPERATOR_SHELL_ORIGINS/);
  });

  describe('the pages', () => {
    let app: Awaited<ReturnType<typeof buildTestSandbox>>;
    beforeAll(async () => {
      app = await buildTestSandbox({ workers: false, config: loadSandboxConfig({ LOG_LEVEL: 'silent', OPERATOR_SHELL_ORIGINS: 'https://www.casino.test' }) });
    });
    afterAll(() => app.close());

    it.each(['/games/launch?token=bad', '/sportsbook/launch?token=bad', '/payments/checkout/none?t=bad', '/payments/bank'])('%s: framed only by the shell, restrictive features, no HSTS in sandbox mode', async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const csp = String(res.headers['content-security-policy']);
      expect(directive(csp, 'frame-ancestors')).toEqual(['https://www.casino.test']);
      expect(directive(csp, 'default-src')).toBeDefined();
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });

  it('sends HSTS in production mode', async () => {
    const app = await buildTestSandbox({ workers: false, config: loadSandboxConfig({ LOG_LEVEL: 'silent', APP_MODE: 'production', SANDBOX_SHARED_SECRET: 'a-production-secret-of-our-own' }) });
    try {
      const res = await app.inject({ method: 'GET', url: '/health' });
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    } finally {
      await app.close();
    }
  });
});
