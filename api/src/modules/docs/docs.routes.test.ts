import { createTestApp, createTestDatabase, oneDialect, type TestApp, type TestDatabase } from '../../../test-support/harness';

describe('OpenAPI document of the player API', () => {
  let testDb: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    testDb = await createTestDatabase(oneDialect()[0]);
    t = await createTestApp(testDb.database);
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('describes every player route with its request schema, and no staff or vendor route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }; security?: unknown }>> }>();
    expect(doc.openapi).toBe('3.1.0');
    const bind = doc.paths['/user/bind-phone']?.post;
    expect(Object.keys(bind?.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual(expect.arrayContaining(['mobile', 'verificationCode', 'currentVerificationCode', 'password']));
    expect(bind?.security).toEqual([{ session: [] }]);
    expect(doc.paths['/labelGame/art/{gameId}']?.get).toBeDefined();
    const paths = Object.keys(doc.paths);
    expect(paths.some((p) => p.startsWith('/admin') || p.startsWith('/provider'))).toBe(false);
    // Every player route of the catalogue is there.
    const expected = t.app.routeCatalogue.filter((r) => !r.config.admin && !r.config.vendor && !r.url.startsWith('/admin/') && !r.url.startsWith('/docs')).map((r) => r.url.replace(/:(\w+)\??/g, '{$1}'));
    for (const path of expected) expect(paths).toContain(path);
  });

  it('is not served in production mode', async () => {
    const production = await createTestApp(testDb.database, {
      env: { APP_MODE: 'production', ADMIN_TOKEN: 'a-real-admin-token-0001', SANDBOX_SHARED_SECRET: 'a-real-shared-secret-01', APP_SECRET: 'a-real-app-secret-000001', PREVIEW_SECRET: 'a-real-preview-secret-0000000001' },
    });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/docs/openapi.json' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
