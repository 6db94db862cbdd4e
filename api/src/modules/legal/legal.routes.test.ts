import type { LegalAdminEntry, LegalDocument, LegalOverview } from '@casino/shared/contracts';
import { createTestApp, createTestDatabase, dialects, type TestApp, type TestDatabase } from '../../../test-support/harness';

describe.each(dialects())('legal pages (%s)', (dialect) => {
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

  const admin = <T>(url: string, body: object, lang = 'tk') => t.post<T>(url, body, { headers: { 'x-admin-token': t.config.adminToken, 'x-admin-actor': 'hukuk-zeynep', 'accept-language': lang } });

  it('lists the market’s texts with their versions and dates, its company, licence, payments and providers, without a session', async () => {
    const res = await t.post<LegalOverview>('/legal/list', {});
    expect(res.status).toBe(200);
    const overview = res.body.resultData!;
    expect(overview.market).toBe('tr');
    expect(overview.documents.map((d) => d.kind)).toEqual(['terms', 'privacy', 'cookies', 'bonus', 'responsible']);
    expect(overview.documents[1]).toMatchObject({ title: 'Gizlilik ve KVKK Aydınlatma Metni', lang: 'tk', version: 1, publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(overview.documents[0]).not.toHaveProperty('body');
    expect(overview.company.licence).toMatch(/lisans/);
    expect(overview.payments).toContain('eft');
    expect(overview.providers.length).toBeGreaterThan(3);
    expect((await t.post<LegalOverview>('/legal/list', { market: 'az' }, { headers: { 'accept-language': 'en' } })).body.resultData!.company.licence).toMatch(/Licensed/);
  });

  it('reads a text: the caller’s language, else Turkish; a real text of reasonable length', async () => {
    const terms = await t.post<LegalDocument>('/legal/get', { kind: 'terms' });
    expect(terms.body.resultData).toMatchObject({ kind: 'terms', lang: 'tk', title: 'Kullanım Şartları', version: 1 });
    expect(terms.body.resultData!.body.length).toBeGreaterThan(2_000);
    const privacy = await t.post<LegalDocument>('/legal/get', { kind: 'privacy' }, { headers: { 'accept-language': 'en' } });
    expect(privacy.body.resultData).toMatchObject({ lang: 'en', title: 'Privacy and KVKK Notice' });
    expect(privacy.body.resultData!.body).toContain('Article 11');
    // No English bonus rules yet: the Turkish ones, saying so by their language.
    const bonus = await t.post<LegalDocument>('/legal/get', { kind: 'bonus' }, { headers: { 'accept-language': 'en' } });
    expect(bonus.body.resultData).toMatchObject({ lang: 'tk', title: 'Bonus Kuralları' });
    const chinese = await t.post<LegalDocument>('/legal/get', { kind: 'privacy' }, { headers: { 'accept-language': 'zh-CN' } });
    expect(chinese.body.resultData).toMatchObject({ lang: 'tk' });
  });

  it('refuses a bad kind or an unknown market with a localized 4xx, never a 500', async () => {
    const kind = await t.post('/legal/get', { kind: '<script>' }, { headers: { 'accept-language': 'en' } });
    expect(kind.status).toBe(400);
    expect(kind.body).toMatchObject({ code: 'VALIDATION_FAILED', msg: expect.stringContaining('terms, privacy') });
    const market = await t.post('/legal/get', { kind: 'terms', market: 'xx' });
    expect(market.status).toBe(404);
    const notObject = await t.post('/legal/list', { market: 12 });
    expect(notObject.status).toBe(400);
  });

  it('lets compliance publish a new version (who, when, why kept); players get it, the old one stays in the history', async () => {
    const published = await admin<LegalDocument>('/admin/legal/publish', { kind: 'responsible', lang: 'en', title: 'Responsible Gaming', body: 'Play for fun.\n\n## Tools\nLimits and breaks.', note: 'English text' });
    expect(published.status).toBe(200);
    expect(published.body.resultData).toMatchObject({ kind: 'responsible', lang: 'en', version: 1 });
    const second = await admin<LegalDocument>('/admin/legal/publish', { kind: 'responsible', lang: 'en', title: 'Responsible Gaming', body: 'Play for fun only.', note: 'shorter' });
    expect(second.body.resultData!.version).toBe(2);
    const read = await t.post<LegalDocument>('/legal/get', { kind: 'responsible' }, { headers: { 'accept-language': 'en' } });
    expect(read.body.resultData).toMatchObject({ lang: 'en', version: 2, body: 'Play for fun only.' });
    // Turkish players still read the Turkish text.
    expect((await t.post<LegalDocument>('/legal/get', { kind: 'responsible' })).body.resultData).toMatchObject({ lang: 'tk', version: 1 });
    const history = (await admin<LegalAdminEntry[]>('/admin/legal/list', {})).body.resultData!;
    const english = history.find((e) => e.kind === 'responsible' && e.lang === 'en');
    expect(english?.versions.map((v) => [v.version, v.note, v.publishedBy])).toEqual([
      [2, 'shorter', 'hukuk-zeynep'],
      [1, 'English text', 'hukuk-zeynep'],
    ]);
  });

  it('keeps a script tag in a staff text as text (the pages render text, never HTML), refuses control characters and empty bodies', async () => {
    const body = 'Madde 1.\n\n<script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await admin<LegalDocument>('/admin/legal/publish', { market: 'az', kind: 'bonus', lang: 'tk', title: 'Bonus <b>Kuralları</b>', body });
    expect(res.status).toBe(200);
    const read = await t.post<LegalDocument>('/legal/get', { market: 'az', kind: 'bonus' });
    expect(read.body.resultData).toMatchObject({ body, title: 'Bonus <b>Kuralları</b>', version: 2 });
    const empty = await admin('/admin/legal/publish', { kind: 'terms', lang: 'tk', title: 'x', body: '   ' }, 'en');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED', msg: expect.stringContaining('1-60000') });
    const control = await admin('/admin/legal/publish', { kind: 'terms', lang: 'tk', title: 'x', body: 'a\u0000b' });
    expect(control.status).toBe(400);
  });

  it('numbers versions without gaps or twins when staff publish at the same moment', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => admin<LegalDocument>('/admin/legal/publish', { market: 'az', kind: 'terms', lang: 'zh-CN', title: '使用条款', body: `第 ${i} 版` })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.map((r) => r.body.resultData!.version).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses publishing without staff credentials', async () => {
    const res = await t.post('/admin/legal/publish', { kind: 'terms', lang: 'tk', title: 'Ele geçirilmiş', body: 'x' });
    expect([401, 403]).toContain(res.status);
    expect((await t.post<LegalDocument>('/legal/get', { kind: 'terms' })).body.resultData!.title).toBe('Kullanım Şartları');
  });
});
