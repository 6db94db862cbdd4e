import { sql } from 'drizzle-orm';
import type { ChargeInfo, WithdrawInfo } from '@casino/shared/contracts';
import { rowsOf } from '../../db/rows';
import { oneDialect } from '../../../test-support/harness';
import { cashierHelpers, expectLedgerSound, startCashierSystem, type TCashierSystem } from '../../../test-support/cashier-system';

/** Issue 40, item 3: the cashier of the player's own market, in its currency, end to end with the sandbox gateway. */
describe.each(oneDialect())('the cashier per market (%s)', (dialect) => {
  let s: TCashierSystem;
  let h: ReturnType<typeof cashierHelpers>;

  beforeAll(async () => {
    s = await startCashierSystem(dialect);
    h = cashierHelpers(s);
  }, 120_000);
  afterEach(async () => expectLedgerSound(h.audit));
  afterAll(async () => s?.close());

  const chargeInfo = async (token: string) => s.t.post<ChargeInfo>('/recharge/getChargeInfo', {}, { token });
  const depositsOf = async (userId: number) =>
    rowsOf<{ debit_account: string; amount: string; currency: string }>(
      await s.testDb.database.db.execute(sql`select debit_account, amount::text, currency from wallet_transfers where credit_account = ${`player:${userId}:cash`} and code = 'DEPOSIT'`),
    );

  it('offers an az member Azerbaijan’s channels in manat: a local bank card and the m10 wallet', async () => {
    const m = await h.member('az');
    const info = (await chargeInfo(m.token)).body.resultData!;
    expect(info).toMatchObject({ currency: 'AZN', eligibility: 'ok' });
    expect(info.channels.map((c) => [c.code, c.kind])).toEqual([
      ['card', 'card'],
      ['m10', 'e-wallet'],
    ]);
    expect(info.channels[0]).toMatchObject({ name: 'Bank kartı', minMinor: 500, maxMinor: 200_000, presetsMinor: [1_000, 2_000, 5_000, 10_000, 20_000, 50_000] });
    const withdraw = (await s.t.post<WithdrawInfo>('/withdraw/getWithdrawInfo', {}, { token: m.token })).body.resultData!;
    expect(withdraw).toMatchObject({ currency: 'AZN', minMinor: 1_000, maxMinor: 500_000 });
    // A tr member keeps Turkey's.
    const tr = await h.member();
    expect((await chargeInfo(tr.token)).body.resultData).toMatchObject({ currency: 'TRY' });
    expect((await chargeInfo(tr.token)).body.resultData!.channels.map((c) => c.code)).toEqual(['eft', 'papara', 'card', 'usdt']);
  });

  it('takes an az member’s 50 ₼ by card on the gateway’s page, in manat, credited from the manat world account', async () => {
    const m = await h.member('az');
    const before = await h.balance(m.token);
    const order = (await h.deposit(m.token, { channel: 'card', amount: '50' })).body.resultData!;
    expect(order).toMatchObject({ amountMinor: 5_000, currency: 'AZN' });
    const url = new URL(order.checkoutUrl!);
    const page = await (await fetch(`${s.sandboxUrl}${url.pathname}${url.search}`)).text();
    expect(page).toContain('50,00 AZN');
    const paid = await h.gw(`${url.pathname}/pay`, { t: url.searchParams.get('t'), cardNumber: '4242 4242 4242 4242', otp: '123456' });
    expect(paid.body).toMatchObject({ status: 'paid' });
    // 1.5 % card fee in Azerbaijan: 0.75 ₼.
    expect(await h.detail(m.token, order.orderId)).toMatchObject({ status: 'paid', creditedMinor: 5_000, feeMinor: 75 });
    expect(await h.balance(m.token)).toBe(before + 4_925);
    expect(await depositsOf(m.userId)).toEqual([{ debit_account: 'world:AZN', amount: '5000', currency: 'AZN' }]);
  });

  it('takes an m10 payment; refuses Turkey’s channels to an az member and m10 to a tr member, creating no order', async () => {
    const m = await h.member('az');
    const wallet = (await h.deposit(m.token, { channel: 'm10', amount: '20' })).body.resultData!;
    const url = new URL(wallet.checkoutUrl!);
    expect(await (await fetch(`${s.sandboxUrl}${url.pathname}${url.search}`)).text()).toContain('m10 ile öde');
    expect((await h.gw(`${url.pathname}/pay`, { t: url.searchParams.get('t'), account: '994501234567' })).body).toMatchObject({ status: 'paid' });
    expect(await h.detail(m.token, wallet.orderId)).toMatchObject({ status: 'paid', creditedMinor: 2_000, feeMinor: 0 });
    for (const channel of ['eft', 'papara']) {
      const refused = await h.deposit(m.token, { channel, amount: '100' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'CHANNEL_UNAVAILABLE' });
    }
    // Below Azerbaijan's card minimum (5 ₼), said in manat.
    const small = await h.deposit(m.token, { channel: 'card', amount: '2' });
    expect(small.body).toMatchObject({ code: 'AMOUNT_BELOW_MIN' });
    expect(small.body.msg).toMatch(/5,00\s₼/);
    const tr = await h.member();
    expect((await h.deposit(tr.token, { channel: 'm10', amount: '100' })).body).toMatchObject({ code: 'CHANNEL_UNAVAILABLE' });
    const orders = rowsOf<{ n: string }>(await s.testDb.database.db.execute(sql`select count(*)::text as n from cashier_orders where user_id in (${m.userId}, ${tr.userId})`));
    expect(orders[0]!.n).toBe('1');
  });

  it('a market added by data alone: its players’ money is in its currency, and its cashier stays shut until it has rules', async () => {
    await s.testDb.database.db.execute(sql`insert into markets (id, name, default_lang, currency) values ('ge', 'Georgia', 'en', 'GEL') on conflict do nothing`);
    const guest = await h.id.tourist(undefined, 'ge');
    const info = await chargeInfo(guest.token);
    expect(info.status).toBe(403);
    expect(info.body).toMatchObject({ code: 'CASHIER_NOT_AVAILABLE', msg: 'Pazarınızda para yatırma ve çekme henüz açık değil.' });
    expect((await h.deposit(guest.token, { channel: 'card', amount: '50' })).body).toMatchObject({ code: 'REGISTER_REQUIRED' });
    // The new player's account (opened at the tourist start): in lari, the market's currency.
    const account = rowsOf<{ currency: string }>(await s.testDb.database.db.execute(sql`select currency from wallet_accounts where id = ${`player:${guest.userid}:cash`}`));
    expect(account).toEqual([{ currency: 'GEL' }]);
  });
});
