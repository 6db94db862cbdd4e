import { createTestDatabase, oneDialect, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { adminToken, backofficeHelpers, createBackofficeTestApp } from '../backoffice/backoffice.test-helpers';
import type { TStaffMe } from './staff.schemas';

describe.each(oneDialect())('staff console language, kept per staff member (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createBackofficeTestApp(testDb.database);
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('keeps the chosen language on the account: the next session (any browser) starts in it', async () => {
    const h = backofficeHelpers(t);
    const viewer = await h.staff('viewer');
    expect((await h.as(viewer.token).post<TStaffMe>('/admin/staff/me')).body.resultData!.lang).toBeNull();
    const set = await h.as(viewer.token).post('/admin/staff/set-lang', { lang: 'tk' });
    expect(set.status).toBe(200);
    expect((await h.as(viewer.token).post<TStaffMe>('/admin/staff/me')).body.resultData!.lang).toBe('tk');

    const bad = await h.as(viewer.token).post('/admin/staff/set-lang', { lang: 'de' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect((await t.post('/admin/staff/set-lang', { lang: 'tk' })).status).toBe(403);
    // The admin token (CLIs) has no account: accepted, nothing kept.
    expect((await t.post<TStaffMe>('/admin/staff/me', {}, adminToken)).body.resultData!.lang).toBeNull();
  });
});
