import { sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, createTestDatabase, dialects, newDevice, type TestApp, type TestDatabase } from '../test-support/harness';

const expectEnvelope = (body: unknown, state: string, success: boolean) => {
  expect(body).toEqual(
    expect.objectContaining({ state, success, msg: expect.any(String) as string, resultData: success ? expect.anything() : null }),
  );
};

describe.each(dialects())('API core (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database, {
      beforeReady: (app) => {
        app.post('/test/boom', async () => {
          throw new Error('secret internal detail');
        });
        // A failing query whose parameters are personal data (a phone and an argon2 hash).
        app.post('/test/db-boom', async () => {
          await testDb.database.db.execute(sql`insert into users (public_id, uu_id, nike_name, mobile, password_hash, role) values (${'905321234567'}, ${'$argon2id$v=19$secret-hash'}, null, null, null, 'x')`);
        });
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('answers /health with the envelope and the database status (GET and POST)', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/health' });
    expect(get.statusCode).toBe(200);
    expectEnvelope(get.json(), '200', true);
    expect(get.json().resultData).toMatchObject({ status: 'ok', db: 'up', dbKind: dialect === 'pglite' ? 'pglite' : 'postgres' });
    const post = await t.post('/health');
    expect(post.status).toBe(200);
    expect(post.body.resultData).toMatchObject({ db: 'up' });
  });

  it('logs every completed request with its status code and time', async () => {
    const before = t.logs.length;
    await t.app.inject({ method: 'GET', url: '/health' });
    await t.post('/user/getUserInfo', {});
    const completed = t.logs.slice(before).filter((l) => l.msg === 'request completed');
    expect(completed).toHaveLength(2);
    const statuses = completed.map((l) => (l.res as { statusCode: unknown }).statusCode);
    expect(statuses).toEqual([200, 401]);
    for (const line of completed) expect(typeof line.responseTime).toBe('number');
  });

  it('never logs the parameters or values of a failing query', async () => {
    const res = await t.post('/test/db-boom');
    expect(res.status).toBe(500);
    const logged = JSON.stringify(t.logs);
    expect(logged).toContain('Failed query');
    expect(logged).not.toContain('905321234567');
    expect(logged).not.toContain('secret-hash');
  });

  it('says which instance answered /health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.json().resultData).toMatchObject({ instanceId: expect.stringMatching(/\S+/) as string, pid: process.pid });
  });

  it('sends nosniff everywhere and no-store on player answers (tokens, profiles)', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/sso/v2/login', headers: { 'content-type': 'application/json' }, payload: { deviceNumber: newDevice() } });
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.headers['x-content-type-options']).toBe('nosniff');
    const missing = await t.app.inject({ method: 'POST', url: '/nope' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('throttles staff routes per IP before comparing the token', async () => {
    const hit = () => t.app.inject({ method: 'POST', url: '/admin/registry/list', headers: { 'content-type': 'application/json', 'x-admin-token': 'wrong' }, payload: {}, remoteAddress: '10.250.0.9' });
    const answers: number[] = [];
    for (let i = 0; i < t.config.limits.adminPerIpPerMinute + 1; i++) answers.push((await hit()).statusCode);
    expect(answers.slice(0, -1).every((s) => s === 403)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('sends a request id header on every response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers bad JSON with a 400 BAD_JSON envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sso/v2/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"deviceNumber": ',
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.json(), '400', false);
    expect(res.json().code).toBe('BAD_JSON');
  });

  it('refuses prototype poisoning as bad JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sso/v2/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"deviceNumber":"abcdefgh1","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_JSON');
  });

  it('answers a missing field with VALIDATION_FAILED naming the field', async () => {
    const res = await t.post('/sso/v2/login', { adid: 'x' });
    expect(res.status).toBe(400);
    expectEnvelope(res.body, '400', false);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.msg).toContain('deviceNumber');
    expect(res.body.msg).toMatch(/zorunlu/);
  });

  it('answers a wrong type with VALIDATION_FAILED', async () => {
    const res = await t.post('/sso/v2/login', { deviceNumber: 12345678 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.msg).toContain('deviceNumber');
    expect(res.body.msg).toMatch(/geçersiz/);
  });

  it('answers a body that is not an object with VALIDATION_FAILED', async () => {
    const res = await t.post('/sso/v2/login', [1, 2, 3]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('localizes messages from Accept-Language (tk default, en, zh-CN)', async () => {
    const tk = await t.post('/sso/v2/login', {});
    const en = await t.post('/sso/v2/login', {}, { headers: { 'accept-language': 'en' } });
    const zh = await t.post('/sso/v2/login', {}, { headers: { 'accept-language': 'zh-CN' } });
    expect(tk.body.msg).toBe('deviceNumber alanı zorunludur.');
    expect(en.body.msg).toBe('The field deviceNumber is required.');
    expect(zh.body.msg).toBe('字段 deviceNumber 为必填项。');
  });

  it('answers an oversized body with a 413 envelope', async () => {
    const res = await t.post('/sso/v2/login', { deviceNumber: 'abcdefgh1', padding: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expectEnvelope(res.body, '413', false);
    expect(res.body.code).toBe('BODY_TOO_LARGE');
    expect(res.body.msg).toContain('64');
  });

  it('answers an unknown content type with a 415 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sso/v2/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'deviceNumber=abc',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ state: '415', success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('treats an empty JSON body as {}', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/health', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const post = await t.post('/no/such/path', {});
    expect(post.status).toBe(404);
    expect(post.body).toMatchObject({ state: '404', success: false, resultData: null, code: 'NOT_FOUND' });
    const get = await t.app.inject({ method: 'GET', url: '/sso/v2/login' });
    expect(get.statusCode).toBe(404);
    expect(get.json().code).toBe('NOT_FOUND');
  });

  it('masks the details of a 500', async () => {
    const res = await t.post('/test/boom');
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ state: '500', success: false, code: 'INTERNAL' });
    expect(JSON.stringify(res.body)).not.toContain('secret internal detail');
    expect(t.logs.some((l) => l.level === 50 && JSON.stringify(l).includes('secret internal detail'))).toBe(true);
  });

  it('accepts the common body fields everywhere', async () => {
    const res = await t.post('/sso/v2/login', {
      deviceNumber: newDevice(),
      appId: '2000',
      sign: null,
      uid: 17,
      adid: 'ad-1',
      gaid: 'ga-1',
    });
    expect(res.status).toBe(200);
  });

  it('allows the shell origin with credentials and the spec headers (CORS)', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/user/getUserInfo',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,token,content-type,accept-language',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('token');
    // Preflights cached for Chromium's maximum (2 h), so a direct cross-origin caller does not ask per call.
    expect(res.headers['access-control-max-age']).toBe('7200');
    const foreign = await t.app.inject({
      method: 'OPTIONS',
      url: '/user/getUserInfo',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses JSON answers of 1 KB and more when the client accepts it, keeping the headers; small ones go as they are', async () => {
    const list = (encoding?: string) =>
      t.app.inject({ method: 'POST', url: '/labelGame/list', headers: { 'content-type': 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) }, payload: {} });
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzipped = await list('gzip');
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(String(gzipped.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(gzipped.headers['cache-control']).toBe('no-store');
    expect(gzipped.headers['x-content-type-options']).toBe('nosniff');
    expect(gzipped.headers['x-request-id']).toEqual(expect.any(String));
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());

    const brotli = await list('br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());

    const doc = await t.app.inject({ method: 'GET', url: '/docs/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(doc.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(doc.rawPayload).toString('utf8'))).toHaveProperty('openapi');

    const small = await t.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true });
  });
});
