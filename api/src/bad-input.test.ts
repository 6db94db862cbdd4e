import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { bodyFieldsOf, catalogueOf, fillParams, hostileValues, malformedBodies } from '../test-support/bad-input';
import { createTestApp, createTestDatabase, newDevice, newIp, oneDialect, type TestApp, type TestDatabase } from '../test-support/harness';
import { signedHeaders } from './lib/signature';
import type { TCatalogueRoute } from './plugins/route-catalogue';

/**
 * Walks EVERY route of the API (the route catalogue, so a new route cannot skip it) with malformed
 * JSON, wrong content types, oversized bodies, prototype keys, NUL bytes and hostile values in each
 * field of its schema, as a tourist, a staff client or a signed vendor. Each answer must be a 4xx in
 * the route's wire format with a message in the caller's language, or a success; never a 5xx, and
 * nothing logged as an error.
 */
describe.each(oneDialect())('bad input on every route (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database);
    const login = await t.post<{ token: string }>('/sso/v2/login', { deviceNumber: newDevice() }, { ip: newIp() });
    token = login.body.resultData?.token ?? '';
    expect(token).not.toBe('');
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const routes = (): ReadonlyArray<TCatalogueRoute> => catalogueOf(t.app);

  const headersFor = (route: TCatalogueRoute, payload: string, contentType: string, lang: string): Record<string, string> => {
    const base: Record<string, string> = { 'content-type': contentType, 'accept-language': lang };
    if (route.config.auth) base.authorization = token;
    if (route.config.admin) base['x-admin-token'] = t.config.adminToken;
    if (route.config.vendor) Object.assign(base, signedHeaders(t.config.sandboxSecret, payload, t.clock.now().getTime()), { 'content-type': contentType });
    return base;
  };

  const send = (route: TCatalogueRoute, payload: string, contentType = 'application/json', lang = 'en', url = route.url) => {
    const options: InjectOptions = {
      method: route.method as InjectOptions['method'],
      url: fillParams(url, '1'),
      headers: headersFor(route, payload, contentType, lang),
      remoteAddress: newIp(),
    };
    if (route.method !== 'GET') options.payload = payload;
    return t.app.inject(options);
  };

  /** A refusal in the route's wire format; a success passes (the value was acceptable). */
  const expectSafeAnswer = (route: TCatalogueRoute, res: LightMyRequestResponse, what: string) => {
    const where = `${route.method} ${route.url} (${what}) -> ${res.statusCode} ${res.body.slice(0, 200)}`;
    if (res.statusCode >= 500) throw new Error(`5xx: ${where}`);
    if (res.statusCode < 400) return;
    if (!res.headers['content-type']?.toString().includes('json')) throw new Error(`not JSON: ${where}`);
    const body = res.json<Record<string, unknown>>();
    if (route.config.vendor) {
      if (body.status !== 'ERROR' || typeof body.code !== 'string') throw new Error(`not a vendor error: ${where}`);
      return;
    }
    const wellFormed =
      body.state === String(res.statusCode) && body.success === false && body.resultData === null && typeof body.msg === 'string' && body.msg.length > 0 && typeof body.code === 'string' && body.msg !== body.code && !/\{\w+\}/.test(body.msg);
    if (!wellFormed) throw new Error(`not a well-formed error envelope: ${where}`);
  };

  it('finds the routes (the catalogue is complete)', () => {
    const urls = routes().map((r) => `${r.method} ${r.url}`);
    expect(urls.length).toBeGreaterThan(40);
    for (const known of ['POST /sso/v2/login', 'POST /user/bind-phone', 'POST /provider/wallet/bet', 'POST /admin/registry/set', 'GET /platform/registry']) {
      expect(urls).toContain(known);
    }
  });

  it('answers malformed bodies with a localized 4xx on every route', async () => {
    for (const route of routes()) {
      if (route.method === 'GET') continue;
      for (const c of malformedBodies) {
        const en = await send(route, c.payload, c.contentType, 'en');
        expectSafeAnswer(route, en, c.name);
        if (c.status !== undefined && !route.config.vendor) expect({ route: route.url, c: c.name, status: en.statusCode }).toEqual({ route: route.url, c: c.name, status: c.status });
        if (en.statusCode >= 400 && !route.config.vendor) {
          // The same refusal in Turkish reads differently: the message is localized.
          const tk = await send(route, c.payload, c.contentType, 'tk');
          expect(tk.json<{ code: string }>().code).toBe(en.json<{ code: string }>().code);
          expect(tk.json<{ msg: string }>().msg).not.toBe(en.json<{ msg: string }>().msg);
        }
      }
    }
    // Thousands of requests over every route: minutes on a loaded 2-core machine.
  }, 180_000);

  it('survives hostile values in every field of every route', async () => {
    const cases: Array<{ route: TCatalogueRoute; field: string; value: unknown }> = [];
    for (const route of routes()) {
      if (route.method === 'GET') continue;
      for (const field of [...bodyFieldsOf(route), 'unexpectedField']) for (const value of hostileValues) cases.push({ route, field, value });
    }
    expect(cases.length).toBeGreaterThan(500);
    // A few at a time: thousands of cases, and the answers must not depend on being alone.
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < cases.length) {
          const { route, field, value } = cases[next++]!;
          expectSafeAnswer(route, await send(route, JSON.stringify({ [field]: value })), `${field}=${JSON.stringify(value).slice(0, 30)}`);
        }
      }),
    );
  }, 180_000);

  it('refuses a NUL byte in any field with a 400', async () => {
    for (const route of routes()) {
      if (route.method === 'GET') continue;
      for (const field of [...bodyFieldsOf(route), 'other']) {
        const res = await send(route, JSON.stringify({ [field]: `ok\u0000ok` }));
        expect({ route: route.url, field, status: res.statusCode }).toEqual({ route: route.url, field, status: route.config.vendor && res.statusCode === 401 ? 401 : 400 });
      }
    }
  }, 180_000);

  it('survives hostile path parameters and query strings on GET routes', async () => {
    for (const route of routes()) {
      if (route.method !== 'GET') continue;
      for (const value of ['%00', '\u0000', '9'.repeat(40), '-1', '../../etc/passwd', 'a'.repeat(3000)]) {
        const url = `${fillParams(route.url, value)}?market=${encodeURIComponent(value)}&page=${encodeURIComponent(value)}`;
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
        expectSafeAnswer(route, res, `param ${JSON.stringify(value).slice(0, 20)}`);
      }
    }
  });

  it('refuses a missing session with a 401 envelope on every route that needs one', async () => {
    for (const route of routes()) {
      if (route.config.auth !== 'required') continue;
      const res = await t.app.inject({ method: route.method as InjectOptions['method'], url: fillParams(route.url, '1'), headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect({ route: route.url, status: res.statusCode, code: res.json<{ code: string }>().code }).toEqual({ route: route.url, status: 401, code: 'UNAUTHORIZED' });
    }
  });

  it('logged no server error during the walk', () => {
    const errors = t.logs.filter((line) => typeof line.level === 'number' && line.level >= 50);
    expect(errors.map((e) => `${String(e.msg)} ${JSON.stringify(e.err ?? '').slice(0, 300)}`)).toEqual([]);
  });
});
