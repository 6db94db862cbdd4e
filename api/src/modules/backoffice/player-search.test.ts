import { sql } from 'drizzle-orm';
import { createTestDatabase, oneDialect, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { adminToken, backofficeHelpers, createBackofficeTestApp } from './backoffice.test-helpers';
import type { TSearchResult } from './backoffice.schemas';

describe.each(oneDialect())('back office: find a player (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let h: ReturnType<typeof backofficeHelpers>;
  let viewer: string;
  let compliance: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createBackofficeTestApp(testDb.database);
    h = backofficeHelpers(t);
    viewer = (await h.staff('viewer')).token;
    compliance = (await h.staff('compliance')).token;
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const search = (token: string, q: string, kind = 'auto') => h.as(token).post<TSearchResult>('/admin/backoffice/players/search', { q, kind });
  const ids = (res: { body: { resultData: TSearchResult | null } }) => res.body.resultData!.players.map((p) => p.userId);

  it('finds a player by phone with or without 90 (spaces and dashes ignored), by id, public id and device', async () => {
    const p = await h.player();
    for (const q of [p.phone, `90${p.phone}`, `+90 ${p.phone.slice(0, 3)} ${p.phone.slice(3, 6)}-${p.phone.slice(6)}`]) {
      const res = await search(viewer, q);
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([p.userId]);
      expect(res.body.resultData!.players[0]!.matchedBy).toContain('phone');
    }
    expect(ids(await search(viewer, String(p.userId), 'id'))).toEqual([p.userId]);
    expect(ids(await search(viewer, p.publicId))).toContain(p.userId);
    expect(ids(await search(viewer, p.device, 'device'))).toEqual([p.userId]);
  });

  it('finds by nickname prefix, case-insensitive, taking LIKE and regex metacharacters literally', async () => {
    const a = await h.player();
    const b = await h.player();
    const tag = `Zq${process.pid}x`;
    await testDb.database.db.execute(sql`update users set nike_name = ${`${tag}%_Ali`} where id = ${a.userId}`);
    await testDb.database.db.execute(sql`update users set nike_name = ${`${tag}AB_Ali`} where id = ${b.userId}`);
    expect(ids(await search(viewer, tag.toLowerCase(), 'nickname')).sort()).toEqual([a.userId, b.userId].sort());
    // `%` and `_` are text here: only the nickname holding them matches.
    expect(ids(await search(viewer, `${tag}%_`, 'nickname'))).toEqual([a.userId]);
    for (const hostile of ["' or '1'='1", "'; drop table users; --", '.*', '(a|b)+$', '\\', '%', '_', '[^a]', '$1', '\u00f0\u009f\u0098\u0080']) {
      const res = await search(viewer, hostile);
      expect(res.status).toBe(200);
      expect(res.body.resultData!.players.length).toBeLessThanOrEqual(20);
      if (hostile === '%' || hostile === '_' || hostile === '.*') expect(res.body.resultData!.players).toEqual([]);
    }
    const still = await testDb.database.db.execute(sql`select count(*)::int as n from users`);
    expect((still as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBeGreaterThan(1);
  });

  it('finds by IBAN (any spacing or case) and by order id', async () => {
    const p = await h.player();
    const iban = 'TR330006100519786457841326';
    await testDb.database.db.execute(sql`insert into cashier_bank_cards (user_id, holder_name, bank_code, bank_name, iban, is_default, created_at)
      values (${p.userId}, 'Test Kişi', '00061', 'Test Bank', ${iban}, true, now())`);
    const orderId = `ORD${process.pid}${Date.now()}`;
    await testDb.database.db.execute(sql`insert into cashier_orders (order_id, user_id, kind, channel, status, amount_minor, currency, created_at, updated_at)
      values (${orderId}, ${p.userId}, 'deposit', 'eft', 'created', 10000, 'TRY', now(), now())`);
    expect(ids(await search(viewer, 'tr33 0006 1005 1978 6457 8413 26'))).toEqual([p.userId]);
    expect(ids(await search(viewer, orderId, 'order'))).toEqual([p.userId]);
    expect(ids(await search(viewer, orderId))).toEqual([p.userId]);
  });

  it('masks personal data for a viewer; shows it to compliance and logs each view (KVKK)', async () => {
    const p = await h.player();
    expect((await t.post('/protection/confirmAge', { birthDate: '1990-04-05' }, { token: p.token })).status).toBe(200);
    const masked = await search(viewer, p.phone);
    expect(masked.body.resultData!.personalData).toBe(false);
    expect(masked.body.resultData!.players[0]!.phone).toMatch(/^\d{5}\*{4}\d{3}$/);
    const profile = await h.as(viewer).post<{ phone: string; personalData: boolean }>('/admin/backoffice/players/get', { userId: p.userId });
    expect(profile.body.resultData).toMatchObject({ personalData: false });
    expect(profile.body.resultData!.phone).not.toContain(p.phone);

    const full = await search(compliance, p.phone);
    expect(full.body.resultData!.players[0]!.phone).toBe(`90${p.phone}`);
    const shown = await h.as(compliance).post<{ phone: string; protection: { birthDate: string } }>('/admin/backoffice/players/get', { userId: p.userId });
    expect(shown.body.resultData!.phone).toBe(`90${p.phone}`);
    // The birth date (in the view and in protection's history) only for compliance.
    const birthDate = shown.body.resultData!.protection.birthDate;
    expect(birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(profile.body.resultData)).not.toContain(birthDate);
    const iban = 'TR320010009999901234567890';
    await testDb.database.db.execute(sql`insert into cashier_orders (order_id, user_id, kind, channel, status, amount_minor, currency, payout_account, created_at, updated_at)
      values (${`W${process.pid}${Date.now()}`}, ${p.userId}, 'withdrawal', 'bank', 'review', 5000, 'TRY', ${JSON.stringify({ iban, holderName: 'A B', bankCode: '00100', bankName: 'X' })}::jsonb, now(), now())`);
    const ordersMasked = await h.as(viewer).post<Array<{ payoutIban: string }>>('/admin/backoffice/players/orders', { userId: p.userId });
    expect(ordersMasked.body.resultData![0]!.payoutIban).toBe('TR32****7890');
    const ordersFull = await h.as(compliance).post<Array<{ payoutIban: string }>>('/admin/backoffice/players/orders', { userId: p.userId });
    expect(ordersFull.body.resultData![0]!.payoutIban).toBe(iban);
    const audit = await t.post<{ entries: Array<{ action: string; actor: string; detail: { via: string } }> }>('/admin/backoffice/players/audit', { userId: p.userId }, adminToken);
    const views = audit.body.resultData!.entries.filter((e) => e.action === 'personal_data.viewed');
    expect(views.map((v) => v.detail.via).sort()).toEqual(['orders', 'profile', 'search']);
    expect(views.every((v) => v.actor.startsWith('bo.compliance.'))).toBe(true);
  });

  it('refuses an empty or overlong search, an unknown kind, and a search without a session', async () => {
    for (const body of [{ q: '' }, { q: 'x'.repeat(65) }, { q: 'abc', kind: 'email' }, { q: 'a\u0000b' }]) {
      const res = await h.as(viewer).post('/admin/backoffice/players/search', body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await t.post('/admin/backoffice/players/search', { q: 'abc' })).status).toBe(403);
    const unknown = await h.as(viewer).post('/admin/backoffice/players/get', { userId: 2_000_000_000 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('PLAYER_NOT_FOUND');
  });
});
