import { sql } from 'drizzle-orm';
import { DEV_ADMIN_TOKEN } from '../../config';
import { createTestApp, createTestDatabase, dialects, type TestApp, type TestDatabase } from '../../../test-support/harness';
import type { TRegistry, TRegistryAuditEntry, TRegistryMarketAdmin } from './platform.schemas';

const admin = { headers: { 'x-admin-token': DEV_ADMIN_TOKEN, 'x-admin-actor': 'ayse' } };
const names = (registry: TRegistry | null) => (registry?.remotes ?? []).map((r) => r.name).sort();

describe.each(dialects())('platform registry (%s)', (dialect) => {
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
    expect(body.resultData.remotes.find((r) => r.name === 'lobby')).toEqual({
      name: 'lobby',
      manifestUrl: 'http://localhost:3001/mf-manifest.json',
      version: 'latest',
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
      { name: 'account', manifestUrl: 'http://localhost:3002/mf-manifest.json', version: 'latest' },
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
      expect(az?.remotes.find((r) => r.name === 'wheel')).toMatchObject({ enabled: false, managedBy: 'seed' });
    });

    it('disables and re-enables a remote; the next registry request sees it; the audit keeps both', async () => {
      const off = await t.post('/admin/registry/disable', { market: 'tr', remote: 'wheel' }, admin);
      expect(off.status).toBe(200);
      expect(off.body.resultData).toMatchObject({ name: 'wheel', enabled: false });
      const reg1 = await t.post<TRegistry>('/platform/registry', { market: 'tr' });
      expect(names(reg1.body.resultData)).not.toContain('wheel');

      await t.post('/admin/registry/enable', { market: 'tr', remote: 'wheel' }, admin);
      const reg2 = await t.post<TRegistry>('/platform/registry', { market: 'tr' });
      expect(names(reg2.body.resultData)).toContain('wheel');

      const audit = await t.post<TRegistryAuditEntry[]>('/admin/registry/audit', { market: 'tr' }, admin);
      const [latest, previous] = audit.body.resultData ?? [];
      expect(latest).toMatchObject({ action: 'enable', actor: 'ayse', remoteName: 'wheel', oldValue: { enabled: false }, newValue: { enabled: true } });
      expect(previous).toMatchObject({ action: 'disable', oldValue: { enabled: true }, newValue: { enabled: false } });
    });

    it('pins a version and rolls it back, visible in the registry and the audit', async () => {
      await t.post('/admin/registry/set', { market: 'tr', remote: 'lobby', version: '1.4.0', manifestUrl: 'https://cdn.example/lobby/1.4.0/mf-manifest.json' }, admin);
      await t.post('/admin/registry/set', { market: 'tr', remote: 'lobby', version: '1.3.2', manifestUrl: 'https://cdn.example/lobby/1.3.2/mf-manifest.json' }, admin);
      const reg = await t.post<TRegistry>('/platform/registry', { market: 'tr' });
      expect(reg.body.resultData?.remotes.find((r) => r.name === 'lobby')).toEqual({
        name: 'lobby',
        manifestUrl: 'https://cdn.example/lobby/1.3.2/mf-manifest.json',
        version: '1.3.2',
      });
      const audit = await t.post<TRegistryAuditEntry[]>('/admin/registry/audit', { market: 'tr', limit: 2 }, admin);
      expect(audit.body.resultData?.map((a) => [a.oldValue, a.newValue])).toEqual([
        [
          { manifestUrl: 'https://cdn.example/lobby/1.4.0/mf-manifest.json', version: '1.4.0', enabled: true },
          { manifestUrl: 'https://cdn.example/lobby/1.3.2/mf-manifest.json', version: '1.3.2', enabled: true },
        ],
        [
          { manifestUrl: 'http://localhost:3001/mf-manifest.json', version: 'latest', enabled: true },
          { manifestUrl: 'https://cdn.example/lobby/1.4.0/mf-manifest.json', version: '1.4.0', enabled: true },
        ],
      ]);
    });

    it('keeps staff edits when the seed runs again', async () => {
      const { seedDatabase } = await import('../../db/seed');
      await seedDatabase(testDb.database.db, {
        origins: { lobby: 'http://x:1', account: 'http://x:2', 'mail-rewards': 'http://x:3', wheel: 'http://x:4' },
      });
      const reg = await t.post<TRegistry>('/platform/registry', { market: 'tr' });
      expect(reg.body.resultData?.remotes.find((r) => r.name === 'lobby')?.version).toBe('1.3.2');
      // A seed-managed row follows the new origins.
      expect(reg.body.resultData?.remotes.find((r) => r.name === 'account')?.manifestUrl).toBe('http://x:2/mf-manifest.json');
      await seedDatabase(testDb.database.db, {
        origins: { lobby: 'http://localhost:3001', account: 'http://localhost:3002', 'mail-rewards': 'http://localhost:3003', wheel: 'http://localhost:3004' },
      });
    });

    it.each([
      ['an unknown market', '/admin/registry/enable', { market: 'zz', remote: 'wheel' }, 404, 'MARKET_NOT_FOUND'],
      ['an unknown remote', '/admin/registry/enable', { market: 'tr', remote: 'casino' }, 400, 'VALIDATION_FAILED'],
      ['a bad URL', '/admin/registry/set', { market: 'tr', remote: 'lobby', manifestUrl: 'ftp://x/y' }, 400, 'VALIDATION_FAILED'],
      ['a bad version', '/admin/registry/set', { market: 'tr', remote: 'lobby', version: 'v 1' }, 400, 'VALIDATION_FAILED'],
      ['nothing to set', '/admin/registry/set', { market: 'tr', remote: 'lobby' }, 400, 'VALIDATION_FAILED'],
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
