import { sql } from 'drizzle-orm';
import type { Banner, BetRankData, Promotion, SignInDayConfig, SignInRecord } from '@casino/shared/contracts';
import { createTestApp, createTestDatabase, oneDialect, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { smsInbox } from '../../../test-support/sms-inbox';
import { mailHelpers } from '../mail/mail.test-helpers';
import { createLedgerRepository } from '../wallet/ledger.repository';
import { maskName, RANK_CACHE_MS } from './promotions.service';
import { SIGN_IN_CYCLES } from './rewards.config';

const cycle = (SIGN_IN_CYCLES.tr ?? []).map(Number);

describe.each(oneDialect())('sign-in rewards, promotions, banners, bet rank (%s)', (dialect) => {
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
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  /** Moves the fake clock forward to `iso` (tests run in order, time only moves on). */
  const at = (iso: string) => {
    const target = Date.parse(iso);
    const now = t.clock.now().getTime();
    if (target < now) throw new Error(`clock cannot go back to ${iso}`);
    t.clock.advance(target - now);
  };
  const record = (token: string) => t.post<SignInRecord>('/signInRecord/getSignInRecord', {}, { token });
  const collect = (token: string, lang = 'tk') => t.post<SignInRecord>('/signInRecord/getSignInUpdate', {}, { token, headers: { 'accept-language': lang } });

  it('answers the market cycle of rising rewards', async () => {
    const p = await h.player();
    const config = await t.post<SignInDayConfig[]>('/signInConfig/getSignInConfig', {}, { token: p.token });
    expect(config.body.resultData).toEqual(cycle.map((amount, i) => ({ day: i + 1, amount })));
    expect(cycle).toHaveLength(7);
    expect([...cycle].sort((a, b) => a - b)).toEqual(cycle);
  });

  it('counts Istanbul days: 23:59:59 and 00:00:00 are two days; twice the same day is refused; a missed day restarts', async () => {
    // The reward is bonus money for phone-verified members (the seeded sign_in offer); a guest is asked for a phone.
    const p = await h.member();
    at('2026-06-01T20:59:59Z'); // 23:59:59 in Istanbul, 1 June
    expect((await record(p.token)).body.resultData).toMatchObject({ picksNew: [], bsignInToday: false, today: 1, date: '2026-06-01' });
    const first = await collect(p.token);
    expect(first.status).toBe(200);
    expect(first.body.resultData).toMatchObject({ picksNew: [1], bsignInToday: true, streak: 1, collectedAmount: cycle[0], creditedAs: 'bonus' });
    expect(await h.balance(p.token)).toBe(first.body.resultData!.totalAssets);
    const twice = await collect(p.token, 'en');
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'SIGN_IN_ALREADY_TODAY', msg: "You have already collected today's sign-in reward. Come back tomorrow!" });

    at('2026-06-01T21:00:00Z'); // 00:00:00 in Istanbul, 2 June
    expect((await record(p.token)).body.resultData).toMatchObject({ picksNew: [1], bsignInToday: false, today: 2, date: '2026-06-02' });
    expect((await collect(p.token)).body.resultData).toMatchObject({ picksNew: [1, 2], bsignInToday: true, collectedAmount: cycle[1] });
    at('2026-06-02T20:59:59Z'); // 23:59:59 on 2 June: still the same day
    expect((await collect(p.token, 'zh-CN')).body).toMatchObject({ code: 'SIGN_IN_ALREADY_TODAY', msg: '您今天已经领取过签到奖励，明天再来吧！' });

    at('2026-06-04T09:00:00Z'); // 3 June missed
    expect((await record(p.token)).body.resultData).toMatchObject({ picksNew: [], bsignInToday: false, today: 1, streak: 0 });
    expect((await collect(p.token)).body.resultData).toMatchObject({ picksNew: [1], collectedAmount: cycle[0] });
    expect(await h.credits(p.userId, 'SIGN_IN')).toEqual({ n: 3, total: cycle[0]! + cycle[1]! + cycle[0]! });
    const foreign = await t.post('/signInRecord/getSignInRecord', { userId: p.userId + 1 }, { token: p.token });
    expect(foreign.status).toBe(403);
  });

  it('runs a full cycle of 7 days and starts again at day 1', async () => {
    at('2026-06-10T06:00:00Z');
    const p = await h.member();
    for (let day = 1; day <= 7; day++) {
      const res = await collect(p.token);
      expect(res.body).toMatchObject({ state: '200', resultData: { today: day, collectedAmount: cycle[day - 1] } });
      t.clock.advance(86_400_000 - 60_000); // the next Istanbul day, inside the session's 7 days
    }
    expect((await record(p.token)).body.resultData).toMatchObject({ picksNew: [], today: 1, bsignInToday: false });
    expect(await h.credits(p.userId, 'SIGN_IN')).toEqual({ n: 7, total: cycle.reduce((a, b) => a + b, 0) });
  });

  it('lists promotions and banners of the market with art, and lets staff edit them', async () => {
    const promos = (await t.post<Promotion[]>('/activity/list', {})).body.resultData!;
    expect(promos.map((p) => p.slug)).toEqual(['weekly-race', 'first-deposit', 'vip-wheel', 'daily-sign-in']);
    expect(promos[0]).toMatchObject({ title: 'Haftalık Bahis Yarışı', ctaKind: 'game', hasRanking: true });
    expect(promos[0]!.ctaTarget).toMatch(/^\/gamePlayingFront\/\d+$/);
    expect(promos.find((p) => p.slug === 'first-deposit')).toMatchObject({ ctaTarget: '/kisiselBilgiler/recharge' });
    const banners = (await t.post<Banner[]>('/banner/list', {})).body.resultData!;
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners[0]!.imageUrl).toMatch(/^\/banner\/art\/\d+\.webp$/);
    const art = await t.app.inject({ method: 'GET', url: banners[0]!.imageUrl });
    expect([art.statusCode, art.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(art.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const svg = await t.app.inject({ method: 'GET', url: banners[0]!.imageUrl.replace('.webp', '.svg') });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect((await t.app.inject({ method: 'GET', url: promos[0]!.imageUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/activity/art/999999.svg' })).statusCode).toBe(404);

    const edited = await h.admin('/admin/activity/set', { slug: 'vip-wheel', title: 'VIP Çarkı Haftası', enabled: false });
    expect(edited.body.resultData).toMatchObject({ title: 'VIP Çarkı Haftası' });
    expect((await t.post<Promotion[]>('/activity/list', {})).body.resultData!.map((p) => p.slug)).not.toContain('vip-wheel');
    const created = await h.admin('/admin/banner/set', { slug: 'yaz-kampanyasi', title: 'Yaz Kampanyası', subtitle: 'Sıcak fırsatlar', link: '/promotions', sort: 1 });
    expect(created.status).toBe(200);
    expect((await t.post<Banner[]>('/banner/list', {})).body.resultData![0]).toMatchObject({ title: 'Yaz Kampanyası', link: '/promotions' });
    const badLink = await t.post('/admin/banner/set', { slug: 'x-y', title: 'x', link: 'https://evil.example' }, { headers: { 'x-admin-token': t.config.adminToken, 'accept-language': 'en' } });
    expect(badLink.status).toBe(400);
    expect(badLink.body.msg).toBe('The link must be a page of the site (starting with /).');
    const staff = await h.admin('/admin/activity/list', { market: 'tr' });
    expect((staff.body.resultData as unknown as Array<{ slug: string; managedBy: string }>).find((p) => p.slug === 'vip-wheel')).toMatchObject({ managedBy: 'staff' });
  });

  it('answers promotions, banners and mail in the request language; a missing language falls back to Turkish, marked', async () => {
    const list = async (lang: string) => (await t.post<Promotion[]>('/activity/list', {}, { headers: { 'accept-language': lang } })).body.resultData!;
    const tk = await list('tk');
    expect(tk.find((p) => p.slug === 'weekly-race')).toMatchObject({ title: 'Haftalık Bahis Yarışı', contentLang: 'tr', contentFallback: false });
    const en = await list('en');
    expect(en.find((p) => p.slug === 'weekly-race')).toMatchObject({ title: 'Weekly Wagering Race', ctaLabel: 'Play now', contentLang: 'en', contentFallback: false });
    expect(en.find((p) => p.slug === 'first-deposit')!.summary).toContain('1,000.00 ₺');
    // The generated art is drawn in the language too: its URL names it.
    const enArtUrl = en.find((p) => p.slug === 'weekly-race')!.imageUrl;
    expect(enArtUrl).toMatch(/^\/activity\/art\/\d+\.webp\?lang=en$/);
    const enArt = await t.app.inject({ method: 'GET', url: enArtUrl.replace('.webp', '.svg') });
    expect(enArt.body).toContain('Weekly Wagering Race');
    // zh-CN has no staff text yet: the Turkish text, marked as a fallback (never a mix of languages).
    expect((await list('zh-CN')).find((p) => p.slug === 'weekly-race')).toMatchObject({ title: 'Haftalık Bahis Yarışı', contentLang: 'tr', contentFallback: true });

    // Staff write a promotion in Turkish only: English readers get it in Turkish, marked; then staff add English.
    await h.admin('/admin/activity/set', { slug: 'kis-turnuvasi', title: 'Kış Turnuvası', summary: 'Soğuk günlerde sıcak ödüller', terms: 'Kurallar.', ctaKind: 'link', ctaTarget: '/promotions', ctaLabel: 'Katıl', sort: 1 });
    expect((await list('en')).find((p) => p.slug === 'kis-turnuvasi')).toMatchObject({ title: 'Kış Turnuvası', contentLang: 'tr', contentFallback: true });
    const translated = await h.admin('/admin/activity/set', { slug: 'kis-turnuvasi', translations: { en: { title: 'Winter Tournament', summary: 'Warm prizes for cold days', terms: 'Rules.', ctaLabel: 'Join' } } });
    expect(translated.status).toBe(200);
    expect((await list('en')).find((p) => p.slug === 'kis-turnuvasi')).toMatchObject({ title: 'Winter Tournament', ctaLabel: 'Join', contentLang: 'en', contentFallback: false });
    const partial = await t.post('/admin/activity/set', { market: 'tr', slug: 'kis-turnuvasi', translations: { en: { title: 'Only a title' } } }, { headers: { 'x-admin-token': t.config.adminToken } });
    expect(partial.status).toBe(400);

    const banners = (await t.post<Banner[]>('/banner/list', {}, { headers: { 'accept-language': 'en' } })).body.resultData!;
    expect(banners.find((b) => b.title === 'Welcome!')).toMatchObject({ contentLang: 'en', contentFallback: false });

    // The welcome mail: English for an English reader, the market's Turkish otherwise.
    const p = await h.player();
    const mail = async (lang: string) => (await t.post<{ list: Array<{ title: string; contentLang: string; contentFallback: boolean }> }>('/mail/list', {}, { token: p.token, headers: { 'accept-language': lang } })).body.resultData!.list[0]!;
    expect(await mail('en')).toMatchObject({ title: 'Welcome!', contentLang: 'en', contentFallback: false });
    expect(await mail('tk')).toMatchObject({ title: 'Hoş geldiniz!', contentLang: 'tr', contentFallback: false });
  });

  it('ranks the week by wagering from closed rounds, names masked, with the viewer rank', async () => {
    const players = [await h.player(), await h.player(), await h.player()];
    const names = ['Ayşe Yılmaz', 'Mehmet Öz', 'Can'];
    const now = t.clock.now();
    for (const [i, p] of players.entries()) {
      await testDb.database.db.execute(sql`update users set nike_name = ${names[i]} where id = ${p.userId}`);
      // Closed rounds this week (bets minus refunds count), an open round and last week's round do not.
      for (const [round, bet, refund, status, started] of [
        ['r1', (i + 1) * 10_000, 0, 'closed', now],
        ['r2', 5_000, 5_000, 'closed', now],
        ['r3', 1_000_000, 0, 'open', now],
        ['r4', 1_000_000, 0, 'closed', new Date(now.getTime() - 8 * 86_400_000)],
      ] as const) {
        await testDb.database.db.execute(
          sql`insert into wallet_game_rounds (user_id, round_id, game_id, currency, bet_minor, refund_minor, status, started_at, updated_at)
              values (${p.userId}, ${`${round}-${p.userId}`}, 1, 'TRY', ${bet}, ${refund}, ${status}, ${started.toISOString()}, ${started.toISOString()})`,
        );
      }
    }
    const viewer = players[1]!;
    const rank = (await t.post<BetRankData>('/activity/betRankData', {}, { token: viewer.token })).body.resultData!;
    expect(rank.list.slice(0, 3)).toEqual([
      { rank: 1, name: 'C***', betAmount: 30_000 },
      { rank: 2, name: 'Me***z', betAmount: 20_000 },
      { rank: 3, name: 'Ay***z', betAmount: 10_000 },
    ]);
    expect(rank.mine).toEqual({ rank: 2, betAmount: 20_000 });
    expect(Date.parse(rank.endTime) - Date.parse(rank.startTime)).toBe(7 * 86_400_000);
    const outsider = await h.player();
    expect((await t.post<BetRankData>('/activity/betRankData', {}, { token: outsider.token })).body.resultData!.mine).toEqual({ rank: null, betAmount: 0 });
    // The totals are summed again after RANK_CACHE_MS: the outsider's new round counts then.
    await testDb.database.db.execute(
      sql`insert into wallet_game_rounds (user_id, round_id, game_id, currency, bet_minor, status, started_at, updated_at)
          values (${outsider.userId}, ${`r5-${outsider.userId}`}, 1, 'TRY', 15000, 'closed', ${now.toISOString()}, ${now.toISOString()})`,
    );
    t.clock.advance(RANK_CACHE_MS);
    expect((await t.post<BetRankData>('/activity/betRankData', {}, { token: outsider.token })).body.resultData!.mine).toEqual({ rank: 3, betAmount: 15_000 });
    expect(maskName('Ayşe Yılmaz')).toBe('Ay***z');
  });
});
