import { sql } from 'drizzle-orm';
import { DEV_ADMIN_TOKEN } from '../../config';
import { createTestApp, createTestDatabase, oneDialect, type TestApp, type TestDatabase } from '../../../test-support/harness';
import type { TRegistry, TRegistryAuditEntry, TRegistryMarketAdmin } from './platform.schemas';

const admin = { headers: { 'x-admin-token': DEV_ADMIN_TOKEN, 'x-admin-actor': 'ayse' } };
const names = (registry: TRegistry | null) => (registry?.remotes ?? []).map((r) => r.name).sort();

describe.each(oneDialect())('platform registry (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database);
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('returns the default market tr with all four remotes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/platform/registry?market=tr' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ resultData: TRegistry }>();
    expect(body.resultData.market).toEqual({ id: 'tr', name: 'Türkiye', defaultLang: 'tk', currency: 'TRY' });
    expect(body.resultData.requestedMarket).toBe('tr');
    expect(names(body.resultData)).toEqual(['account', 'lobby', 'mail-rewards', 'wheel']);
    // The unpublished dev build: no hash, trusted only outside production (docs/releases.md).
    expect(body.resultData.remotes.find((r) => r.name === 'lobby')).toEqual({
      name: 'lobby',
      manifestUrl: 'http://localhost:3001/mf-manifest.json',
      entryUrl: 'http://localhost:3001/remoteEntry.js',
      integrity: null,
      version: 'latest',
      channel: 'stable',
    });
  });

  it('returns az without the wheel remote', async () => {
    const res = await t.post<TRegistry>('/platform/registry', { market: 'az' });
    expect(res.status).toBe(200);
    expect(res.body.resultData?.market).toMatchObject({ id: 'az', defaultLang: 'en', currency: 'AZN' });
    expect(names(res.body.resultData)).toEqual(['account', 'lobby', 'mail-rewards']);
  });

  it('falls back to the default market for an unknown one, and logs a warning', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/platform/registry?market=atlantis' });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ resultData: TRegistry }>().resultData;
    expect(data.market.id).toBe('tr');
    expect(data.requestedMarket).toBe('atlantis');
    expect(t.logs.some((l) => l.level === 40 && l.requestedMarket === 'atlantis')).toBe(true);
  });

  it('uses the default market when none is asked for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/platform/registry' });
    expect(res.json<{ resultData: TRegistry }>().resultData).toMatchObject({ market: { id: 'tr' }, requestedMarket: null });
  });

  it('skips a malformed row, logs it, and still answers', async () => {
    await testDb.database.db.execute(
      sql`insert into markets (id, name, default_lang, currency) values ('xx', 'Broken', 'en', 'EUR') on conflict do nothing`,
    );
    await testDb.database.db.execute(sql`
      insert into market_remotes (market_id, name, manifest_url, version, enabled) values
        ('xx', 'lobby', 'not a url', 'latest', true),
        ('xx', 'wheel', 'javascript:alert(1)', 'latest', true),
        ('xx', 'mystery', 'http://localhost:3999/mf-manifest.json', 'latest', true),
        ('xx', 'account', 'http://localhost:3002/mf-manifest.json', 'latest', true)`);
    const res = await t.post<TRegistry>('/platform/registry', { market: 'xx' });
    expect(res.status).toBe(200);
    expect(res.body.resultData?.remotes).toEqual([
      { name: 'account', manifestUrl: 'http://localhost:3002/mf-manifest.json', entryUrl: 'http://localhost:3002/remoteEntry.js', integrity: null, version: 'latest', channel: 'stable' },
    ]);
    const skipped = t.logs.filter((l) => l.msg === 'skipping malformed registry row' && l.market === 'xx');
    expect(skipped.map((l) => l.remote).sort()).toEqual(['lobby', 'mystery', 'wheel']);
  });

  it('refuses an over-long market parameter with a 400 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/platform/registry?market=${'a'.repeat(100)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ state: '400', code: 'VALIDATION_FAILED' });
  });

  describe('staff endpoints', () => {
    it('refuses a missing or wrong admin token', async () => {
      const none = await t.post('/admin/registry/list', {});
      expect(none.status).toBe(403);
      expect(none.body.code).toBe('ADMIN_FORBIDDEN');
      const wrong = await t.post('/admin/registry/list', {}, { headers: { 'x-admin-token': 'nope' } });
      expect(wrong.status).toBe(403);
    });

    it('lists markets with disabled remotes included', async () => {
      const res = await t.post<TRegistryMarketAdmin[]>('/admin/registry/list', { market: 'az' }, admin);
      expect(res.status).toBe(200);
      const az = res.body.resultData?.[0];
      expect(az?.market).toMatchObject({ id: 'az', isDefault: false });
      expect(az?.remotes.find((r) => r.name === 'wheel')).toMatchObject({
        enabled: false,
        managedBy: 'seed',
        version: null,
        canary: null,
        lastKnownGood: null,
        compat: { ok: true, problems: [] },
        failure: {},
      });
    });

    it('disables and re-enables a remote; the next registry request sees it; the audit keeps both', async () => {
      const off = await t.post('/admin/registry/disable', { market: 'tr', remote: 'wheel', reason: 'wheel maintenance' }, admin);
      expect(off.status).toBe(200);
      expect(off.body.resultData).toMatchObject({ market: 'tr', name: 'wheel', enabled: false });
      const reg1 = await t.post<TRegistry>('/platform/registry', { market: 'tr' });
      expect(names(reg1.body.resultData)).not.toContain('wheel');

      await t.post('/admin/registry/enable', { market: 'tr', remote: 'wheel' }, admin);
      const reg2 = await t.post<TRegistry>('/platform/registry', { market: 'tr' });
      expect(names(reg2.body.resultData)).toContain('wheel');

      const audit = await t.post<TRegistryAuditEntry[]>('/admin/registry/audit', { market: 'tr' }, admin);
      const [latest, previous] = audit.body.resultData ?? [];
      expect(latest).toMatchObject({ action: 'enable', actor: 'ayse', remoteName: 'wheel', reason: null, oldValue: { enabled: false }, newValue: { enabled: true } });
      expect(previous).toMatchObject({ action: 'disable', reason: 'wheel maintenance', oldValue: { enabled: true }, newValue: { enabled: false } });
      expect((latest?.newValue as { revision: number }).revision).toBe((previous?.newValue as { revision: number }).revision + 1);
    });

    it('filters the audit by remote, action and actor', async () => {
      const res = await t.post<TRegistryAuditEntry[]>('/admin/registry/audit', { remote: 'wheel', action: 'disable', actor: 'ayse' }, admin);
      expect(res.status).toBe(200);
      expect(res.body.resultData?.length).toBeGreaterThan(0);
      expect(res.body.resultData?.every((e) => e.remoteName === 'wheel' && e.action === 'disable' && e.actor === 'ayse')).toBe(true);
      const none = await t.post<TRegistryAuditEntry[]>('/admin/registry/audit', { actor: 'nobody' }, admin);
      expect(none.body.resultData).toEqual([]);
    });

    it('points a remote at another dev build on an allowed origin, visible at the next registry request', async () => {
      const res = await t.post('/admin/registry/set', { market: 'tr', remote: 'lobby', manifestUrl: 'http://localhost:3002/mf-manifest.json', reason: 'review build' }, admin);
      expect(res.status).toBe(200);
      const reg = await t.post<TRegistry>('/platform/registry', { market: 'tr' });
      expect(reg.body.resultData?.remotes.find((r) => r.name === 'lobby')).toMatchObject({ manifestUrl: 'http://localhost:3002/mf-manifest.json', integrity: null });
      const audit = await t.post<TRegistryAuditEntry[]>('/admin/registry/audit', { market: 'tr', limit: 1 }, admin);
      expect(audit.body.resultData?.[0]).toMatchObject({
        action: 'set',
        reason: 'review build',
        oldValue: { manifestUrl: 'http://localhost:3001/mf-manifest.json', version: 'latest' },
        newValue: { manifestUrl: 'http://localhost:3002/mf-manifest.json', version: 'latest' },
      });
      await t.post('/admin/registry/set', { market: 'tr', remote: 'lobby', manifestUrl: 'http://localhost:3001/mf-manifest.json' }, admin);
    });

    it('refuses a manifest URL outside the allowed origins', async () => {
      const res = await t.post('/admin/registry/set', { market: 'tr', remote: 'lobby', manifestUrl: 'https://evil.example/mf-manifest.json' }, { headers: { ...admin.headers, 'accept-language': 'en' } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('ORIGIN_NOT_ALLOWED');
      expect(res.body.msg).toContain('https://evil.example/mf-manifest.json is not on an allowed origin');
    });

    it('keeps staff edits when the seed runs again', async () => {
      const { seedDatabase } = await import('../../db/seed');
      await seedDatabase(testDb.database.db, {
        origins: { lobby: 'http://x:1', account: 'http://x:2', 'mail-rewards': 'http://x:3', wheel: 'http://x:4' },
      });
      const reg = await t.post<TRegistry>('/platform/registry', { market: 'tr' });
      expect(reg.body.resultData?.remotes.find((r) => r.name === 'wheel')?.manifestUrl).toBe('http://localhost:3004/mf-manifest.json');
      // A seed-managed row follows the new origins (the registry would not serve it: not an allowed dev origin).
      const list = await t.post<TRegistryMarketAdmin[]>('/admin/registry/list', { market: 'tr' }, admin);
      expect(list.body.resultData?.[0]?.remotes.find((r) => r.name === 'account')?.manifestUrl).toBe('http://x:2/mf-manifest.json');
      expect(reg.body.resultData?.remotes.find((r) => r.name === 'account')).toBeUndefined();
      await seedDatabase(testDb.database.db, {
        origins: { lobby: 'http://localhost:3001', account: 'http://localhost:3002', 'mail-rewards': 'http://localhost:3003', wheel: 'http://localhost:3004' },
      });
    });

    it.each([
      ['an unknown market', '/admin/registry/enable', { market: 'zz', remote: 'wheel' }, 404, 'MARKET_NOT_FOUND'],
      ['an unknown remote', '/admin/registry/enable', { market: 'tr', remote: 'casino' }, 400, 'VALIDATION_FAILED'],
      ['a bad URL', '/admin/registry/set', { market: 'tr', remote: 'lobby', manifestUrl: 'ftp://x/y' }, 400, 'VALIDATION_FAILED'],
      ['a bad version', '/admin/registry/pin', { market: 'tr', remote: 'lobby', version: 'v 1', reason: 'why not' }, 400, 'VALIDATION_FAILED'],
      ['no URL to set', '/admin/registry/set', { market: 'tr', remote: 'lobby' }, 400, 'VALIDATION_FAILED'],
    ])('refuses %s', async (_name, url, body, status, code) => {
      const res = await t.post(url, body, admin);
      expect(res.status).toBe(status);
      expect(res.body.code).toBe(code);
    });

    it('names the problem in the message', async () => {
      const res = await t.post('/admin/registry/set', { market: 'tr', remote: 'lobby', manifestUrl: 'nope' }, { headers: { ...admin.headers, 'accept-language': 'en' } });
      expect(res.body.msg).toBe('The manifest URL must be a valid http(s) URL.');
    });
  });
});
