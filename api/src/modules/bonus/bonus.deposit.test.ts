import { sql } from 'drizzle-orm';
import { cashierHelpers, expectLedgerSound, startCashierSystem, type TCashierSystem } from '../../../test-support/cashier-system';
import { oneDialect } from '../../../test-support/harness';
import type { TBonusView, TOfferView } from './bonus.views';

interface TInfo {
  totalAssets: number;
  cashAssets: number;
  bonusAssets: number;
  withdrawableAssets: number;
}

describe.each(oneDialect())('the first-deposit bonus through the cashier (%s)', (dialect) => {
  let s: TCashierSystem;
  let h: ReturnType<typeof cashierHelpers>;

  beforeAll(async () => {
    s = await startCashierSystem(dialect);
    h = cashierHelpers(s);
  }, 120_000);
  afterEach(async () => expectLedgerSound(h.audit));
  afterAll(async () => s?.close());

  const info = async (token: string) => (await s.t.post<TInfo>('/user/getUserInfo', {}, { token })).body.resultData!;
  const firstDeposit = async (token: string) => (await s.t.post<TOfferView[]>('/bonus/list', {}, { token })).body.resultData!.find((o) => o.code === 'first_deposit')!;

  it('a member chooses it at deposit: 100 % of what arrived becomes bonus money with 10x wagering, cash stays cash', async () => {
    const m = await h.member();
    const before = await info(m.token);
    const offer = await firstDeposit(m.token);
    expect(offer).toMatchObject({ available: true, takenAt: 'deposit' });
    const order = (await h.deposit(m.token, { channel: 'eft', amount: '300', bonusOfferId: offer.offerId })).body.resultData!;
    expect((await h.sendEft(order, '300,00')).body.outcome).toBe('matched');
    // Bonus money is never withdrawable, and the deposit itself waits for its 1x turnover (cashier/turnover.ts).
    expect(await info(m.token)).toMatchObject({ cashAssets: before.cashAssets + 30_000, bonusAssets: 30_000, withdrawableAssets: before.withdrawableAssets });
    const active = (await s.t.post<TBonusView>('/bonus/active', {}, { token: m.token })).body.resultData!;
    expect(active).toMatchObject({ title: 'İlk Yatırım Bonusu', grantedMinor: 30_000, requiredMinor: 300_000, status: 'active', balanceMinor: 30_000 });
    // Once per player: a second deposit cannot choose it again.
    const again = await h.deposit(m.token, { channel: 'eft', amount: '300', bonusOfferId: offer.offerId });
    expect(again.body).toMatchObject({ success: false, code: 'BONUS_ALREADY_TAKEN' });
  });

  it('refuses a deposit under the offer\'s minimum or a bonus that is not a deposit bonus, before any order', async () => {
    const m = await h.member();
    const offer = await firstDeposit(m.token);
    // Staff raised the offer's minimum above the channel's (100 TRY).
    await h.rows(sql`update bonus_offers set min_deposit_minor = 15000 where id = ${offer.offerId}`);
    try {
      const low = await h.deposit(m.token, { channel: 'eft', amount: '120', bonusOfferId: offer.offerId });
      expect(low.body).toMatchObject({ success: false, code: 'BONUS_DEPOSIT_TOO_SMALL', msg: 'Bu bonus için en az 150,00\u00a0₺ yatırmalısınız.' });
    } finally {
      await h.rows(sql`update bonus_offers set min_deposit_minor = 10000 where id = ${offer.offerId}`);
    }
    const welcome = (await s.t.post<TOfferView[]>('/bonus/list', {}, { token: m.token })).body.resultData!.find((o) => o.code === 'welcome')!;
    const wrong = await h.deposit(m.token, { channel: 'eft', amount: '300', bonusOfferId: welcome.offerId });
    expect(wrong.body).toMatchObject({ success: false, code: 'BONUS_OFFER_NOT_FOUND' });
    expect((await h.rows(sql`select order_id from cashier_orders where user_id = ${m.userId}`)).rows).toHaveLength(0);
  });

  it('a bonus that can no longer be granted leaves the deposit credited without it', async () => {
    const m = await h.member();
    const before = await info(m.token);
    const offer = await firstDeposit(m.token);
    const order = (await h.deposit(m.token, { channel: 'eft', amount: '200', bonusOfferId: offer.offerId })).body.resultData!;
    // Meanwhile the player takes the welcome bonus: one bonus runs at a time.
    const welcome = (await s.t.post<TOfferView[]>('/bonus/list', {}, { token: m.token })).body.resultData!.find((o) => o.code === 'welcome')!;
    expect((await s.t.post('/bonus/claim', { offerId: welcome.offerId }, { token: m.token })).body.success).toBe(true);
    expect((await h.sendEft(order, '200,00')).body.outcome).toBe('matched');
    expect(await info(m.token)).toMatchObject({ cashAssets: before.cashAssets + 20_000, bonusAssets: 5_000 });
    expect(await h.detail(m.token, order.orderId)).toMatchObject({ status: 'paid', creditedMinor: 20_000 });
  });
});
