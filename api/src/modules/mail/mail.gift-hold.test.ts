import type { MailPage, TAdminOfferView, TBonusView } from '@casino/shared/contracts';
import { dialects, newPhone, type TestApp } from '../../../test-support/harness';
import { bonusWorld } from '../../../test-support/bonus-world';
import { identity } from '../../../test-support/identity';

interface TInfo {
  totalAssets: number;
  cashAssets: number;
  bonusAssets: number;
}

/** Issue 44 item 3: a gift never silently vanishes while a bonus runs. */
describe.each(dialects())('the welcome gift while another bonus runs (%s)', (dialect) => {
  const world = bonusWorld(dialect, { nonNegative: true });
  let t: TestApp;
  let id: ReturnType<typeof identity>;
  beforeAll(() => ({ t, id } = world));

  const admin = <T>(url: string, body: object) => t.post<T>(url, body, { headers: { 'x-admin-token': t.config.adminToken, 'x-admin-actor': 'promo-ayse' } });
  const page = async (token: string) => (await t.post<MailPage>('/mail/list', {}, { token })).body.resultData!;
  const welcome = async (token: string) => (await page(token)).list.find((m) => m.attaches !== '')!;
  const info = async (token: string) => (await t.post<TInfo>('/user/getUserInfo', {}, { token })).body.resultData!;
  /** A member with a running no-deposit bonus of 20,00 TRY (another offer than the welcome one). */
  const memberWithBonus = async () => {
    const offer = (
      await admin<TAdminOfferView>('/admin/bonus/offers/create', {
        market: 'tr',
        code: `gift_hold_${Date.now()}_${Math.floor(Math.random() * 1e6)}`,
        note: 'test',
        offer: { kind: 'no_deposit', title: 'Hafta sonu bonusu', terms: 'Çevrim şartı: 5 kat.', amountMinor: 2_000, wageringMultiplier: 5, weights: { slots: 100 }, validDays: 7 },
      })
    ).body.resultData!;
    const m = await id.member(newPhone());
    const running = (await t.post<TBonusView>('/bonus/claim', { offerId: offer.offerId }, { token: m.token })).body.resultData!;
    expect(running).toMatchObject({ status: 'active', grantedMinor: 2_000 });
    return { ...m, running };
  };

  it('a refused claim keeps the gift claimable and counted, the mail says why; once the bonus ends it is claimed once', async () => {
    const m = await memberWithBonus();
    const mail = await welcome(m.token);
    expect(mail).toMatchObject({ attachesStatus: 0, claimHold: 'BONUS_ALREADY_RUNNING' });
    // Opening it marks it read, but the gift still waits: the badge keeps counting it.
    expect((await t.post('/mail/read', { mailId: mail.id }, { token: m.token })).body.resultData).toEqual({ mailId: mail.id, unread: 1 });
    const before = await info(m.token);
    const refused = await t.post('/mail/receive', { mailId: mail.id }, { token: m.token, headers: { 'accept-language': 'en' } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: 'BONUS_ALREADY_RUNNING' });
    expect(await info(m.token)).toEqual(before);
    expect(await page(m.token)).toMatchObject({ unread: 1, list: [{ id: mail.id, isRead: 1, attachesStatus: 0, claimHold: 'BONUS_ALREADY_RUNNING' }] });

    // The running bonus ends (given up here): the gift is claimable now, once.
    expect((await t.post('/bonus/forfeit', { bonusId: m.running.bonusId }, { token: m.token })).body.success).toBe(true);
    expect(await welcome(m.token)).toMatchObject({ attachesStatus: 0, claimHold: null });
    const claimed = await t.post<{ amount: number; creditedAs: string }>('/mail/receive', { mailId: mail.id }, { token: m.token });
    expect(claimed.body.resultData).toMatchObject({ amount: 5_000, creditedAs: 'bonus' });
    expect(await page(m.token)).toMatchObject({ unread: 0, list: [{ id: mail.id, attachesStatus: 1, claimHold: null }] });
    expect((await t.post('/mail/receive', { mailId: mail.id }, { token: m.token })).status).toBe(409);
    const active = (await t.post<TBonusView>('/bonus/active', {}, { token: m.token })).body.resultData!;
    expect(active).toMatchObject({ title: 'Hoş Geldin Bonusu', grantedMinor: 5_000 });
    await t.post('/bonus/forfeit', { bonusId: active.bonusId }, { token: m.token });
  });

  it('a welcome offer already taken (on the promotions page) leaves the mail saying so, not counted once read, nothing paid', async () => {
    const m = await id.member(newPhone());
    const offers = (await t.post<Array<{ offerId: number; code: string }>>('/bonus/list', {}, { token: m.token })).body.resultData!;
    const welcomeOffer = offers.find((o) => o.code === 'welcome')!;
    const taken = (await t.post<TBonusView>('/bonus/claim', { offerId: welcomeOffer.offerId }, { token: m.token })).body.resultData!;
    await t.post('/bonus/forfeit', { bonusId: taken.bonusId }, { token: m.token });
    const mail = await welcome(m.token);
    expect(mail).toMatchObject({ attachesStatus: 0, claimHold: 'BONUS_ALREADY_TAKEN' });
    expect((await t.post('/mail/read', { mailId: mail.id }, { token: m.token })).body.resultData).toEqual({ mailId: mail.id, unread: 0 });
    expect((await page(m.token)).unread).toBe(0);
    const before = await info(m.token);
    expect((await t.post('/mail/receive', { mailId: mail.id }, { token: m.token })).body).toMatchObject({ code: 'BONUS_ALREADY_TAKEN' });
    expect(await info(m.token)).toEqual(before);
  });
});
