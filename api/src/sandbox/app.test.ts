import { buildSandboxApp } from './app';
import { loadSandboxConfig } from './config';

describe('sandbox services', () => {
  it('answers /health', async () => {
    const app = await buildSandboxApp({ config: loadSandboxConfig({ LOG_LEVEL: 'silent' }) });
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    await app.close();
  });

  it('refuses production mode without a shared secret', () => {
    expect(() => loadSandboxConfig({ APP_MODE: 'production' })).toThrow(/SANDBOX_SHARED_SECRET/);
  });
});
