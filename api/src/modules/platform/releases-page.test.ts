import type { TReleasePage } from '@casino/shared/contracts';
import { DEV_ADMIN_TOKEN } from '../../config';
import { cdnEnv, startFixtureCdn, type TFixtureCdn } from '../../../test-support/cdn';
import { createTestApp, createTestDatabase, dialects, type TestApp, type TestDatabase } from '../../../test-support/harness';
import type { TRemoteVersion } from './platform.schemas';

const admin = (lang = 'en') => ({ headers: { 'x-admin-token': DEV_ADMIN_TOKEN, 'x-admin-actor': 'ayse', 'accept-language': lang } });
const sizes = (entry: number, home: number, extra?: Record<string, number>) => ({ unit: 'bytes', entry, exposes: { './routes': 900 }, routes: { Home: home, ...extra } });
const routesOf = (...paths: string[]) => ({ namespace: 'lobby', routes: paths.map((path, i) => ({ path, name: `R${i}`, titleKey: `lobby:routes.R${i}`, order: i, layouts: ['desktop'] })), titles: {} });

// The release page reads the versions, market rows, report counters and audit rows: SQL on both engines.
describe.each(dialects())('the release page of a remote (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let cdn: TFixtureCdn;

  beforeAll(async () => {
    cdn = await startFixtureCdn();
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database, { env: cdnEnv(cdn) });
    // 1.0.0 pinned in tr, 1.1.0 a 10 % canary there: its build time, author, sizes, shared ranges and routes differ.
    const first = await cdn.upload('lobby', '1.0.0');
    expect((await t.post('/admin/registry/publish', { ...first, sizes: sizes(8000, 15000), routes: routesOf('', 'games') }, admin())).body.success).toBe(true);
    const second = await cdn.upload('lobby', '1.1.0', { shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }] });
    const published = await t.post(
      '/admin/registry/publish',
      { ...second, sizes: sizes(8200, 14000, { Search: 3000 }), routes: routesOf('', 'search'), builtAt: '2026-11-30T08:15:00.000Z', gitAuthor: 'Ayşe Yılmaz' },
      admin(),
    );
    expect(published.body.success).toBe(true);
    expect((await t.post('/admin/registry/pin', { market: 'tr', remote: 'lobby', version: '1.0.0', reason: 'release 1' }, admin())).body.success).toBe(true);
    expect((await t.post('/admin/registry/canary', { market: 'tr', remote: 'lobby', version: '1.1.0', percent: 10, reason: 'try it' }, admin())).body.success).toBe(true);
    for (const [device, outcome] of [['d1', 'ok'], ['d2', 'failed'], ['d3', 'ok'], ['d4', 'ok']] as const) {
      await t.post('/platform/remote-report', { market: 'tr', remote: 'lobby', version: '1.1.0', device, outcome }, { ip: '10.1.1.1' });
    }
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
    await cdn?.close();
  });

  const page = (body: Record<string, unknown>, lang?: string) => t.post<TReleasePage>('/admin/registry/release', body, admin(lang));

  it('lists every version with build time, author, where it runs, health, size difference and audit trail', async () => {
    const res = await page({ remote: 'lobby' });
    expect(res.status).toBe(200);
    const { versions, markets } = res.body.resultData!;
    expect(markets.find((m) => m.id === 'tr')).toMatchObject({ pinned: '1.0.0', canary: { version: '1.1.0', percent: 10 } });
    const next = versions.find((v) => v.version === '1.1.0')!;
    expect(next).toMatchObject({ builtAt: '2026-11-30T08:15:00.000Z', gitAuthor: 'Ayşe Yılmaz', routePaths: ['', 'search'] });
    expect(next.runs).toEqual([{ market: 'tr', channel: 'canary', percent: 10, enabled: true }]);
    expect(next.health.tr).toEqual({ sessions: 4, failed: 1, rate: 0.25 });
    expect(next.sizeDiff.tr).toEqual({ entry: 200, exposes: { './routes': 0 }, routes: { Home: -1000, Search: null } });
    expect(next.audit.map((a) => a.action)).toEqual(['canary']);
    const pinned = versions.find((v) => v.version === '1.0.0')!;
    expect(pinned.runs).toEqual([{ market: 'tr', channel: 'pinned', percent: 90, enabled: true }]);
    expect(pinned.audit.map((a) => a.action)).toEqual(['canary', 'pin']);
    expect(res.body.resultData!.compare).toEqual([]);
  });

  it('compares a version with the pinned one of a market: sizes, shared ranges, routes added and removed', async () => {
    const res = await page({ remote: 'lobby', version: '1.1.0', market: 'tr' });
    expect(res.status).toBe(200);
    const [compare] = res.body.resultData!.compare;
    expect(compare).toMatchObject({ market: 'tr', version: '1.1.0', pinned: '1.0.0', routes: { added: ['search'], removed: ['games'], same: [''] } });
    expect(compare!.sizes.diff).toEqual({ entry: 200, exposes: { './routes': 0 }, routes: { Home: -1000, Search: null } });
    const changed = compare!.shared.filter((s) => s.changed).map((s) => s.name);
    expect(changed).toEqual(expect.arrayContaining(['react-dom', 'react-router', '@casino/shared']));
    expect(compare!.shared.find((s) => s.name === 'react')).toMatchObject({ version: '^19.3.1', pinned: '^19.3.1', changed: false });
    // Without a market: one comparison per market that has the remote.
    const all = await page({ remote: 'lobby', version: '1.1.0' });
    expect(all.body.resultData!.compare.length).toBeGreaterThan(1);
  });

  it('records the build time on this engine and answers it in /admin/registry/versions', async () => {
    const list = await t.post<TRemoteVersion[]>('/admin/registry/versions', { remote: 'lobby' }, admin());
    expect(list.body.resultData!.find((v) => v.version === '1.1.0')).toMatchObject({ builtAt: '2026-11-30T08:15:00.000Z', gitAuthor: 'Ayşe Yılmaz' });
  });

  it.each([
    [{ remote: 'casino' }, 400, 'VALIDATION_FAILED', 'Unknown remote; it must be one of: lobby, account, mail-rewards, wheel.'],
    [{ remote: 'lobby', version: '9.9.9' }, 404, 'VERSION_NOT_FOUND', 'Version 9.9.9 of lobby is not published.'],
    [{ remote: 'lobby', version: '1.1.0', market: 'xx' }, 404, 'MARKET_NOT_FOUND', 'Unknown market: xx.'],
    [{ remote: 'lobby', market: 'no market!' }, 400, 'VALIDATION_FAILED', 'Invalid market id.'],
    [{ remote: 'lobby', version: 'v 1' }, 400, 'VALIDATION_FAILED', 'The version must be 1-64 characters (letters, digits, . _ + -).'],
  ])('refuses %j with %d %s (never 500)', async (body, status, code, msg) => {
    const res = await page(body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, code, msg });
  });

  it('answers an unknown version in the staff member\'s language', async () => {
    expect((await page({ remote: 'lobby', version: '9.9.9' }, 'tk')).body.msg).toBe('lobby için 9.9.9 sürümü yayımlanmamış.');
    expect((await page({ remote: 'lobby', version: '9.9.9' }, 'zh-CN')).body.msg).toBe('lobby 的版本 9.9.9 尚未发布。');
  });

  it('needs the admin token', async () => {
    const res = await t.post('/admin/registry/release', { remote: 'lobby' });
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
  });
});
