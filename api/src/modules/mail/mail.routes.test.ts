import { sql } from 'drizzle-orm';
import type { Mail, MailPage, MailReceiveResult } from '@casino/shared/contracts';
import { createTestApp, createTestDatabase, oneDialect, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { smsInbox } from '../../../test-support/sms-inbox';
import { createLedgerRepository } from '../wallet/ledger.repository';
import { WELCOME_AMOUNT_MINOR } from './mail.seed';
import { mailHelpers } from './mail.test-helpers';

describe.each(oneDialect())('mail (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let h: ReturnType<typeof mailHelpers>;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database, { deps: { sms: smsInbox() } });
    h = mailHelpers(t, testDb.database.db);
  }, 120_000);
  afterEach(async () => {
    const audit = await createLedgerRepository(testDb.database.db).audit();
    expect(audit.sum).toBe(0n);
    expect(audit.drift).toBe(0n);
    expect(audit.minPlayerBalance === null || audit.minPlayerBalance >= 0n).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const list = (token: string, body: object = {}) => t.post<MailPage>('/mail/list', body, { token });
  const receive = (token: string, mailId: unknown, lang = 'tk') => t.post<MailReceiveResult>('/mail/receive', { mailId }, { token, headers: { 'accept-language': lang } });
  const welcomeOf = async (token: string): Promise<Mail> => (await list(token)).body.resultData!.list[0]!;

  it('gives every new player a welcome mail in the market language, with a claimable prize', async () => {
    const p = await h.player();
    const page = (await list(p.token)).body.resultData!;
    expect(page).toMatchObject({ total: 1, unread: 1, page: 1, pageSize: 20 });
    const mail = page.list[0]!;
    expect(mail).toMatchObject({ title: 'Hoş geldiniz!', isRead: 0, attachesStatus: 0, expired: false });
    expect(JSON.parse(mail.attaches)).toEqual({ amount: Number(WELCOME_AMOUNT_MINOR) });
    expect(mail.content).toContain('hoş geldin');
    expect(Date.parse(mail.expireTime!) - Date.parse(mail.createTime)).toBe(30 * 86_400_000);
  });

  it('reads a mail: it becomes read, but its unclaimed gift keeps it counted; foreign and unknown mails are not found', async () => {
    const [a, b] = [await h.player(), await h.player()];
    const mail = await welcomeOf(a.token);
    const read = await t.post<{ unread: number }>('/mail/read', { mailId: mail.id }, { token: a.token });
    // The gift is still waiting: the badge counts it until it is claimed or expires.
    expect(read.body.resultData).toEqual({ mailId: mail.id, unread: 1 });
    expect((await list(a.token)).body.resultData).toMatchObject({ unread: 1, list: [{ id: mail.id, isRead: 1, attachesStatus: 0, claimHold: null }] });
    // B may not read A's mail, and cannot tell it from one that does not exist.
    const foreign = await t.post('/mail/read', { mailId: mail.id }, { token: b.token });
    const unknown = await t.post('/mail/read', { mailId: 2_000_000_000 }, { token: b.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ ...unknown.body });
    expect(foreign.body).toMatchObject({ code: 'MAIL_NOT_FOUND', msg: 'Posta bulunamadı.' });
  });

  it('refuses malformed mail ids with a localized 400', async () => {
    const p = await h.player();
    for (const mailId of ['abc', -1, 0, 1.5, '1e3', 2 ** 40, null, [], { $gt: 0 }, '']) {
      const res = await receive(p.token, mailId, 'en');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', msg: 'Invalid mail number.' });
    }
    const missing = await t.post('/mail/receive', {}, { token: p.token, headers: { 'accept-language': 'zh-CN' } });
    expect(missing.status).toBe(400);
    expect(await h.credits(p.userId, 'MAIL_PRIZE')).toEqual({ n: 0, total: 0 });
  });

  it('claims a prize once: the balance rises by exactly the amount, a second claim is refused', async () => {
    // The welcome prize is bonus money for phone-verified members (a guest is asked for a phone: bonus-promo.test.ts).
    const p = await h.member();
    const mail = await welcomeOf(p.token);
    const claimed = await receive(p.token, mail.id);
    expect(claimed.status).toBe(200);
    expect(claimed.body.resultData).toMatchObject({ mailId: mail.id, amount: Number(WELCOME_AMOUNT_MINOR), creditedAs: 'bonus' });
    expect(await h.balance(p.token)).toBe(claimed.body.resultData!.totalAssets);
    const again = await receive(p.token, String(mail.id), 'en');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'MAIL_ALREADY_CLAIMED', msg: 'The prize of this mail has already been claimed.' });
    expect(await h.balance(p.token)).toBe(claimed.body.resultData!.totalAssets);
    expect(await h.credits(p.userId, 'MAIL_PRIZE')).toEqual({ n: 1, total: Number(WELCOME_AMOUNT_MINOR) });
    expect((await list(p.token)).body.resultData!.list[0]).toMatchObject({ isRead: 1, attachesStatus: 1 });
  });

  it("refuses another player's mail without revealing it, and moves no money", async () => {
    const [a, b] = [await h.player(), await h.player()];
    const mail = await welcomeOf(a.token);
    const res = await receive(b.token, mail.id);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('MAIL_NOT_FOUND');
    expect(await h.credits(a.userId, 'MAIL_PRIZE')).toEqual({ n: 0, total: 0 });
    expect(await h.credits(b.userId, 'MAIL_PRIZE')).toEqual({ n: 0, total: 0 });
  });

  it('sends staff mails to a list: with a prize, without one (receive refused), validated amounts', async () => {
    const [a, b] = [await h.player(), await h.player()];
    const sent = await h.admin('/admin/mail/send', { title: 'Hafta sonu hediyesi', content: 'Keyifli oyunlar!\nEkip', amount: 2_500, userIds: [a.userId, b.userId, a.userId] });
    expect(sent.status).toBe(200);
    expect(sent.body.resultData).toMatchObject({ status: 'done', sentCount: 2, amount: 2_500, target: { kind: 'users', count: 2 }, createdBy: 'crm-ayse' });
    const note = await h.admin('/admin/mail/send', { title: 'Bakım duyurusu', content: 'Gece 03:00 bakım var.', userIds: [a.userId] });
    expect(note.body.resultData).toMatchObject({ status: 'done', sentCount: 1, amount: 0 });
    const page = (await list(a.token)).body.resultData!;
    expect(page.list.map((m) => m.title)).toEqual(['Bakım duyurusu', 'Hafta sonu hediyesi', 'Hoş geldiniz!']);
    expect(page.list[0]).toMatchObject({ attaches: '', attachesStatus: 1 });
    const noPrize = await receive(a.token, page.list[0]!.id, 'en');
    expect(noPrize.status).toBe(400);
    expect(noPrize.body).toMatchObject({ code: 'MAIL_NO_PRIZE', msg: 'This mail has no prize to claim.' });
    expect((await receive(a.token, page.list[1]!.id)).status).toBe(200);
    expect(await h.credits(a.userId, 'MAIL_PRIZE')).toEqual({ n: 1, total: 2_500 });

    for (const amount of [-1, -500, 1e12, '99999999999999', 1.5, '12,50']) {
      const bad = await t.post('/admin/mail/send', { title: 'x', content: 'y', amount, userIds: [a.userId] }, { headers: { 'x-admin-token': t.config.adminToken, 'accept-language': 'en' } });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('The prize must be between 0 and 10,000,000.00.');
    }
    for (const target of [{}, { userIds: [] }, { userIds: [a.userId], allPlayers: true }]) {
      const bad = await t.post('/admin/mail/send', { title: 'x', content: 'y', ...target }, { headers: { 'x-admin-token': t.config.adminToken, 'accept-language': 'tk' } });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toContain('Alıcıları belirtin');
    }
    // A player's token is no staff session (staff routes take the admin token or a console session).
    const noToken = await t.post('/admin/mail/send', { title: 'x', content: 'y', userIds: [a.userId] }, { token: a.token });
    expect(noToken.status).toBe(401);
  });

  it('lets a prize expire: listed as expired, the claim refused, no money moved', async () => {
    const p = await h.player();
    const expireTime = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    await h.admin('/admin/mail/send', { title: 'Bir saatlik fırsat', content: 'Acele edin!', amount: 1_000, userIds: [p.userId], expireTime });
    const mail = (await list(p.token)).body.resultData!.list[0]!;
    expect(mail).toMatchObject({ title: 'Bir saatlik fırsat', expireTime, expired: false });
    t.clock.advance(3_600_000);
    expect((await list(p.token)).body.resultData!.list[0]).toMatchObject({ expired: true, attachesStatus: 0 });
    const res = await receive(p.token, mail.id, 'zh-CN');
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ code: 'MAIL_EXPIRED', msg: '此邮件的奖励已过期。' });
    expect(await h.credits(p.userId, 'MAIL_PRIZE')).toEqual({ n: 0, total: 0 });
    const past = await h.admin('/admin/mail/send', { title: 'x', content: 'y', userIds: [p.userId], expireTime: '2026-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
  });

  it('writes an all-players campaign by the job, once, and a scheduled one only when due', async () => {
    const p = await h.player();
    const sent = await h.admin('/admin/mail/send', { title: 'Herkese duyuru', content: 'Yeni oyunlar eklendi.', allPlayers: true });
    expect(sent.body.resultData).toMatchObject({ status: 'scheduled', sentCount: 0, target: { kind: 'market', count: null } });
    const id = (sent.body.resultData as { id: number }).id;
    const run = await h.admin('/admin/mail/campaigns/run', {});
    expect((run.body.resultData as { written: number }).written).toBeGreaterThan(0);
    const [users] = await h.rows<{ n: number }>(sql`select count(*)::int as n from users`);
    const done = await h.admin('/admin/mail/campaigns/get', { campaignId: id });
    expect(done.body.resultData).toMatchObject({ status: 'done', sentCount: Number(users!.n) });
    expect((await h.admin('/admin/mail/campaigns/run', {})).body.resultData).toEqual({ written: 0 });
    expect((await list(p.token)).body.resultData!.list[0]!.title).toBe('Herkese duyuru');

    const sendTime = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const later = await h.admin('/admin/mail/send', { title: 'Yarın', content: 'Yarın görüşürüz.', userIds: [p.userId], sendTime });
    expect(later.body.resultData).toMatchObject({ status: 'scheduled', sentCount: 0, sendTime });
    await h.admin('/admin/mail/campaigns/run', {});
    expect((await list(p.token)).body.resultData!.list[0]!.title).toBe('Herkese duyuru');
    t.clock.advance(86_400_000);
    await h.admin('/admin/mail/campaigns/run', {});
    expect((await list(p.token)).body.resultData!.list[0]!.title).toBe('Yarın');
    const cancel = await h.admin('/admin/mail/campaigns/cancel', { campaignId: (later.body.resultData as { id: number }).id });
    expect(cancel.status).toBe(409);
  });
});
