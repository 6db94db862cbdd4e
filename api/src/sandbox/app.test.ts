import { buildTestSandbox } from '../../test-support/sandbox-db';
import { loadSandboxConfig } from './config';

describe('sandbox services', () => {
  it('answers /health', async () => {
    const app = await buildTestSandbox();
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    await app.close();
  });

  it('refuses production mode without a shared secret, or with the published development one', () => {
    expect(() => loadSandboxConfig({ APP_MODE: 'production' })).toThrow(/SANDBOX_SHARED_SECRET/);
    expect(() => loadSandboxConfig({ APP_MODE: 'production', SANDBOX_SHARED_SECRET: 'dev-sandbox-shared-secret-sandbox-only' })).toThrow(/published development value/);
  });
});
