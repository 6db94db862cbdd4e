import { sql } from 'drizzle-orm';
import type { AttributionToken } from '@casino/shared/contracts';
import { createTestApp, createTestDatabase, oneDialect, newDevice, newIp, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { ATTRIBUTION_CALLS_PER_IP_PER_MINUTE } from './attribution.service';

const PATH = '/fb/data/api/v2/token/get';

describe.each(oneDialect())('attribution service /fb/data/api/v2/token/get (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  /** The client's call: POST, the payload as the query string only, no body. */
  const call = (query: Record<string, string | string[]>, opts: { lang?: string; ip?: string; token?: string } = {}) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) for (const v of [value].flat()) search.append(key, v);
    return t.app
      .inject({
        method: 'POST',
        url: `${PATH}?${search.toString()}`,
        headers: { 'content-type': 'application/json', 'accept-language': opts.lang ?? 'tk', ...(opts.token ? { authorization: opts.token } : {}) },
        remoteAddress: opts.ip ?? newIp(),
      })
      .then((res) => ({ status: res.statusCode, body: JSON.parse(res.body) as { state: string; msg: string; code?: string; resultData: AttributionToken | null } }));
  };
  const touches = async (deviceNumber: string) =>
    (
      (await testDb.database.db.execute(
        sql`select adid, gaid, fbclid, gclid, ttclid, user_id::int as user_id from attribution_touches where device_number = ${deviceNumber}`,
      )) as unknown as { rows: Array<Record<string, string | number | null>> }
    ).rows;

  it('records a device once: the first touch wins, later calls answer the same token and overwrite nothing', async () => {
    const device = newDevice();
    const first = await call({ deviceNumber: device, adid: 'adid-1', gaid: '38400000-8cf0-11bd-b23e-10b96e40000d', fbclid: 'IwAR2_abc-DEF.123', gclid: 'Cj0KCQiA~x', consent: '1' });
    expect(first.status).toBe(200);
    expect(first.body.state).toBe('200');
    expect(first.body.resultData).toMatchObject({ recorded: true });
    expect(first.body.resultData!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const later = await call({ deviceNumber: device, adid: 'adid-2', ttclid: 'tt-later', consent: '1' });
    expect(later.body.resultData).toEqual({ token: first.body.resultData!.token, recorded: false });
    expect(await touches(device)).toEqual([{ adid: 'adid-1', gaid: '38400000-8cf0-11bd-b23e-10b96e40000d', fbclid: 'IwAR2_abc-DEF.123', gclid: 'Cj0KCQiA~x', ttclid: null, user_id: null }]);
    // Another device has another token.
    const other = await call({ deviceNumber: newDevice() });
    expect(other.body.resultData!.token).not.toBe(first.body.resultData!.token);
  });

  it('keeps nothing when the request says consent was not given, and still answers the token', async () => {
    const device = newDevice();
    const refused = await call({ deviceNumber: device, adid: 'adid-x', fbclid: 'click-x', consent: '0' });
    expect(refused.status).toBe(200);
    expect(refused.body.resultData).toMatchObject({ recorded: false });
    expect(await touches(device)).toEqual([]);
    // Consent given later: the first touch with consent is recorded, under the same token.
    const given = await call({ deviceNumber: device, gclid: 'g-1', consent: '1' });
    expect(given.body.resultData).toEqual({ token: refused.body.resultData!.token, recorded: true });
    expect(await touches(device)).toHaveLength(1);
  });

  it('/tracking/uploadTrack keeps nothing when the page says the player did not consent to tracking', async () => {
    const guest = (await t.post<{ token: string; userid: number }>('/sso/v2/login', { deviceNumber: newDevice() }, { ip: newIp() })).body.resultData!;
    const count = async () =>
      Number(((await testDb.database.db.execute(sql`select count(*)::int as n from tracking_events where user_id = ${guest.userid}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
    expect((await t.post('/tracking/uploadTrack', { eventType: '2', eventId: 3, consent: '0' }, { token: guest.token })).body).toMatchObject({ state: '200', resultData: true });
    expect(await count()).toBe(0);
    expect((await t.post('/tracking/uploadTrack', { eventType: '2', eventId: 3, consent: '1' }, { token: guest.token })).body).toMatchObject({ state: '200', resultData: true });
    expect(await count()).toBe(1);
    expect((await t.post('/tracking/uploadTrack', { eventType: '2', eventId: 3, consent: 'yes' }, { token: guest.token })).status).toBe(400);
  });

  it('attaches the player of the session that called', async () => {
    const login = await t.post<{ token: string; userid: number }>('/sso/v2/login', { deviceNumber: newDevice() }, { ip: newIp() });
    const device = newDevice();
    await call({ deviceNumber: device, adid: 'a-1' }, { token: login.body.resultData!.token });
    expect(await touches(device)).toMatchObject([{ user_id: Number(login.body.resultData!.userid) }]);
  });

  it.each([
    ['a missing device number', { deviceNumber: undefined }, 'deviceNumber'],
    ['a short device number', { deviceNumber: 'short' }, 'deviceNumber'],
    ['a device number with a space', { deviceNumber: 'device number 1' }, 'deviceNumber'],
    ['a device number of 129 characters', { deviceNumber: 'd'.repeat(129) }, 'deviceNumber'],
    ['a repeated device number', { deviceNumber: ['device-0001', 'device-0002'] }, 'deviceNumber'],
    ['an adid with a quote', { adid: "x' or 1=1" }, 'adid'],
    ['a gaid of 129 characters', { gaid: 'g'.repeat(129) }, 'gaid'],
    ['a click id with a slash', { fbclid: 'a/b' }, 'fbclid'],
    ['a click id of 513 characters', { gclid: 'c'.repeat(513) }, 'gclid'],
    ['a click id with non-ASCII letters', { ttclid: 'çiçek' }, 'ttclid'],
    ['a consent other than 0 or 1', { consent: 'yes' }, 'consent'],
  ] as Array<[string, Record<string, string | string[] | undefined>, string]>)('refuses %s with a localized 400 and keeps nothing', async (_name, query, field) => {
    const device = newDevice();
    const full: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries({ deviceNumber: device, ...query })) if (value !== undefined) full[key] = value;
    const [tk, en, zh] = await Promise.all([call(full), call(full, { lang: 'en' }), call(full, { lang: 'zh-CN' })]);
    for (const res of [tk, en, zh]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ state: '400', code: 'VALIDATION_FAILED', resultData: null });
      expect(res.body.msg).toContain(field);
    }
    expect(new Set([tk.body.msg, en.body.msg, zh.body.msg]).size).toBe(3);
    expect(await touches(device)).toEqual([]);
  });

  it('refuses a control character with a 400, never a 500', async () => {
    const res = await call({ deviceNumber: `device-${'\u0000'}-0001` });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ state: '400', resultData: null });
  });

  it('limits calls per IP with a localized 429', async () => {
    const ip = newIp();
    for (let i = 0; i < ATTRIBUTION_CALLS_PER_IP_PER_MINUTE; i++) expect((await call({ deviceNumber: newDevice() }, { ip })).status).toBe(200);
    const limited = await call({ deviceNumber: newDevice() }, { ip, lang: 'en' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
  });
});
