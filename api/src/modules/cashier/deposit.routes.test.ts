import { sql } from 'drizzle-orm';
import type { CashierOrder, CashierOrderDetail, CashierRecordPage, ChargeInfo } from '@casino/shared/contracts';
import { oneDialect } from '../../../test-support/harness';
import { cashierHelpers, expectLedgerSound, startCashierSystem, type TCashierSystem } from '../../../test-support/cashier-system';

/** Deposits end to end: the operator and the sandbox gateway over HTTP, each on its own database. */
describe.each(oneDialect())('cashier deposits (%s)', (dialect) => {
  let s: TCashierSystem;
  let h: ReturnType<typeof cashierHelpers>;

  beforeAll(async () => {
    s = await startCashierSystem(dialect);
    h = cashierHelpers(s);
    // Two databases, the gateway and the operator: slow on a loaded machine.
  }, 120_000);
  afterEach(async () => expectLedgerSound(h.audit));
  afterAll(async () => s?.close());

  it('offers the channels of the market, and tells a guest to register', async () => {
    const guest = await h.id.tourist();
    const info = await s.t.post<ChargeInfo>('/recharge/getChargeInfo', {}, { token: guest.token });
    expect(info.body.resultData).toMatchObject({ currency: 'TRY', eligibility: 'register', firstRecharge: false, isFirstDeposit: true });
    expect(info.body.resultData?.channels.map((c) => c.code)).toEqual(['eft', 'papara', 'card', 'usdt']);
    const refused = await h.deposit(guest.token, { channel: 'eft', amount: '250' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'REGISTER_REQUIRED', msg: 'Para yatırmak ve çekmek için önce kaydolun.' });
  });

  it('credits an EFT once the sandbox bank receives it with the reference; firstRecharge flips', async () => {
    const m = await h.member();
    const before = await h.balance(m.token);
    const created = await h.deposit(m.token, { channel: 'eft', amount: '250' });
    expect(created.status).toBe(200);
    const order = created.body.resultData!;
    expect(order).toMatchObject({ kind: 'deposit', channel: 'eft', status: 'pending', amountMinor: 25_000, feeMinor: 0, creditedMinor: null, currency: 'TRY' });
    expect(order.eft?.iban).toMatch(/^TR\d{24}$/);
    expect(order.eft?.reference).toMatch(/^SB[A-Z0-9]{8}$/);
    expect(order.eft?.sandboxBankUrl).toContain('/payments/bank');
    const account = await s.t.post<{ reference: string; iban: string }>('/recharge/randomBankAccounts', { orderId: order.orderId }, { token: m.token });
    expect(account.body.resultData).toMatchObject({ reference: order.eft?.reference, iban: order.eft?.iban });

    const sent = await h.sendEft(order, '250,00');
    expect(sent.body.outcome).toBe('matched');
    const detail = await h.detail(m.token, order.orderId);
    expect(detail).toMatchObject({ status: 'paid', creditedMinor: 25_000 });
    expect(detail.timeline.map((e) => [e.status, e.source])).toEqual([
      ['created', 'player'],
      ['pending', 'system'],
      ['paid', 'gateway'],
    ]);
    expect(await h.balance(m.token)).toBe(before + 25_000);
    const info = await s.t.post<{ firstRecharge: boolean }>('/user/getUserInfo', {}, { token: m.token });
    expect(info.body.resultData?.firstRecharge).toBe(true);
    const charge = await s.t.post<ChargeInfo>('/recharge/getChargeInfo', {}, { token: m.token });
    expect(charge.body.resultData).toMatchObject({ eligibility: 'ok', firstRecharge: true, isFirstDeposit: false });
    // The open pages heard of it: the order and the new balance.
    expect(s.pushed.filter((p) => p.userId === m.userId).map((p) => p.type)).toEqual(expect.arrayContaining(['cashier:order-updated', 'wallet:balance-changed']));
    expect(s.pushed.filter((p) => p.userId === m.userId && p.type === 'wallet:balance-changed').at(-1)?.data).toEqual({ totalAssetsMinor: before + 25_000 });
  });

  it('credits what arrived when the transfer differs from the order, and returns a transfer with a dead reference', async () => {
    const m = await h.member();
    const before = await h.balance(m.token);
    const order = (await h.deposit(m.token, { channel: 'eft', amount: '250' })).body.resultData!;
    expect((await h.sendEft(order, '312,40')).body.outcome).toBe('matched');
    expect(await h.detail(m.token, order.orderId)).toMatchObject({ status: 'paid', amountMinor: 25_000, creditedMinor: 31_240 });
    expect(await h.balance(m.token)).toBe(before + 31_240);
    // The same reference again: the order is closed, the bank returns the money.
    expect((await h.sendEft(order, '100')).body).toEqual({ outcome: 'returned', reason: 'REFERENCE_EXPIRED' });
    expect((await h.sendEft(order, '100', 'no reference here')).body).toEqual({ outcome: 'returned', reason: 'REFERENCE_UNKNOWN' });
    expect(await h.balance(m.token)).toBe(before + 31_240);
  });

  it('pays a card order on the hosted checkout, with the fee shown and charged', async () => {
    const m = await h.member();
    const before = await h.balance(m.token);
    const order = (await h.deposit(m.token, { channel: 'card', amount: '1000', returnUrl: 'http://localhost:3000/kisiselBilgiler/recharge' })).body.resultData!;
    expect(order.checkoutUrl).toMatch(/\/payments\/checkout\/GD\w+\?t=/);
    const url = new URL(order.checkoutUrl!);
    const page = await fetch(`${s.sandboxUrl}${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('1.000,00 TRY');
    const paid = await h.gw(`${url.pathname}/pay`, { t: url.searchParams.get('t'), cardNumber: '4242 4242 4242 4242', otp: '123456' });
    expect(paid.body).toMatchObject({ status: 'paid' });
    expect(await h.detail(m.token, order.orderId)).toMatchObject({ status: 'paid', creditedMinor: 100_000, feeMinor: 2_500 });
    expect(await h.balance(m.token)).toBe(before + 97_500);
    // The browser never credits: the page's answer changed nothing the operator had not heard from the gateway.
    expect((await h.gw(`${url.pathname}/pay`, { t: url.searchParams.get('t') })).body).toMatchObject({ status: 'paid' });
    expect(await h.balance(m.token)).toBe(before + 97_500);
  });

  it('fails a declined card and a cancelled e-wallet payment without moving money', async () => {
    const m = await h.member();
    const before = await h.balance(m.token);
    const card = (await h.deposit(m.token, { channel: 'card', amount: '100' })).body.resultData!;
    const cardUrl = new URL(card.checkoutUrl!);
    expect((await h.gw(`${cardUrl.pathname}/pay`, { t: cardUrl.searchParams.get('t'), cardNumber: '4000 0000 0000 0002' })).body).toMatchObject({ status: 'failed', reason: 'CARD_DECLINED' });
    const wallet = (await h.deposit(m.token, { channel: 'papara', amount: '100' })).body.resultData!;
    const walletUrl = new URL(wallet.checkoutUrl!);
    expect((await h.gw(`${walletUrl.pathname}/cancel`, { t: walletUrl.searchParams.get('t') })).body).toMatchObject({ status: 'failed', reason: 'CANCELLED' });
    expect(await h.detail(m.token, card.orderId)).toMatchObject({ status: 'failed', reason: 'CARD_DECLINED', creditedMinor: null });
    const failed = await h.detail(m.token, wallet.orderId);
    expect(failed).toMatchObject({ status: 'failed', reason: 'CANCELLED' });
    expect(failed.checkoutUrl).toBeUndefined();
    expect(await h.balance(m.token)).toBe(before);
    // A wrong page token opens nothing.
    expect((await fetch(`${s.sandboxUrl}${walletUrl.pathname}?t=wrong-token-value`)).status).toBe(404);
  });

  it('confirms a USDT order after the chain reaches the required confirmations', async () => {
    const m = await h.member();
    const before = await h.balance(m.token);
    const created = await s.t.post<CashierOrder>('/recharge/createCoinOrder', { amount: '685' }, { token: m.token });
    const order = created.body.resultData!;
    expect(order.coin).toMatchObject({ coin: 'USDT', network: 'TRC20', coinAmount: '20.000000', confirmations: 0, confirmationsRequired: 3 });
    expect(order.coin?.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect((await h.gw('/payments/chain/send', { toAddress: order.coin?.address, amount: order.coin?.coinAmount })).status).toBe(200);
    await h.gw('/payments/sandbox/mine', { blocks: 2 });
    const confirming = await s.t.post<CashierOrderDetail>('/recharge/getCoinOrderDetail', { orderId: order.orderId }, { token: m.token });
    expect(confirming.body.resultData).toMatchObject({ status: 'pending' });
    expect(confirming.body.resultData?.coin?.confirmations).toBe(2);
    expect((await h.gw<{ paid: number }>('/payments/sandbox/mine', { blocks: 1 })).body.paid).toBe(1);
    const done = await s.t.post<CashierOrderDetail>('/recharge/getCoinOrderDetail', { orderId: order.orderId }, { token: m.token });
    expect(done.body.resultData).toMatchObject({ status: 'paid', creditedMinor: 68_500 });
    expect(await h.balance(m.token)).toBe(before + 68_500);
    // A fiat order is not a coin order.
    const eft = (await h.deposit(m.token, { channel: 'eft', amount: '100' })).body.resultData!;
    expect((await s.t.post('/recharge/getCoinOrderDetail', { orderId: eft.orderId }, { token: m.token })).body.code).toBe('ORDER_NOT_FOUND');
  });

  it('credits by its own status query when the callback is lost, and the late callback changes nothing', async () => {
    const m = await h.member();
    const before = await h.balance(m.token);
    const order = (await h.deposit(m.token, { channel: 'eft', amount: '500' })).body.resultData!;
    s.dropCallbacks.on = true;
    try {
      expect((await h.sendEft(order, '500')).body.outcome).toBe('matched');
      expect(s.dropCallbacks.dropped).toBeGreaterThan(0);
      const row = await h.rows<{ status: string }>(sql`select status from cashier_orders where order_id = ${order.orderId}`);
      expect(row.rows[0]?.status).toBe('pending');
      const reconciled = await s.t.post<{ checked: number }>('/admin/cashier/reconcile', { staleAfterS: 0 }, { headers: { 'x-admin-token': s.t.config.adminToken } });
      expect(reconciled.body.resultData?.checked).toBeGreaterThan(0);
    } finally {
      s.dropCallbacks.on = false;
    }
    const detail = await h.detail(m.token, order.orderId);
    expect(detail).toMatchObject({ status: 'paid', creditedMinor: 50_000 });
    expect(detail.timeline.at(-1)).toMatchObject({ status: 'paid', source: 'status-query' });
    // The gateway retries its callback (backoff ~1 s) until acknowledged: a duplicate, nothing moves.
    await new Promise((r) => setTimeout(r, 1_400));
    expect((await h.gw<{ pending: number }>('/payments/sandbox/deliver')).body.pending).toBe(0);
    expect(await h.balance(m.token)).toBe(before + 50_000);
  });

  it('lists deposits in the history with filters and paging', async () => {
    const m = await h.member();
    const a = (await h.deposit(m.token, { channel: 'eft', amount: '100' })).body.resultData!;
    const b = (await h.deposit(m.token, { channel: 'papara', amount: '200' })).body.resultData!;
    await h.sendEft(a, '100');
    const all = await s.t.post<CashierRecordPage>('/recharge/record', { page: 1, pageSize: 10 }, { token: m.token });
    expect(all.body.resultData?.list.map((o) => o.orderId)).toEqual([b.orderId, a.orderId]);
    expect(all.body.resultData?.total).toBe(2);
    const paid = await s.t.post<CashierRecordPage>('/recharge/record', { page: 1, pageSize: 10, status: 'paid' }, { token: m.token });
    expect(paid.body.resultData?.list.map((o) => o.orderId)).toEqual([a.orderId]);
    const paged = await s.t.post<CashierRecordPage>('/recharge/record', { page: 2, pageSize: 1, kind: 'deposit' }, { token: m.token });
    expect(paged.body.resultData).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.resultData?.list.map((o) => o.orderId)).toEqual([a.orderId]);
    const none = await s.t.post<CashierRecordPage>('/recharge/record', { page: 1, pageSize: 10, kind: 'withdrawal' }, { token: m.token });
    expect(none.body.resultData?.list).toEqual([]);
  });

  it.each([
    ['-5', 'AMOUNT_INVALID'],
    ['0', 'AMOUNT_INVALID'],
    ['10.555', 'AMOUNT_INVALID'],
    ['1e5', 'AMOUNT_INVALID'],
    ['yüz', 'AMOUNT_INVALID'],
    ['999999999999999', 'AMOUNT_INVALID'],
    [-5, 'AMOUNT_INVALID'],
    [1.234, 'AMOUNT_INVALID'],
  ])('refuses the amount %p with a localized 400 and creates nothing', async (amount, key) => {
    const m = await h.member();
    const res = await s.t.post('/recharge/createRechargeOrder', { channel: 'eft', amount }, { token: m.token, headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.msg).toContain(key === 'AMOUNT_INVALID' ? 'Invalid amount' : key);
    const count = await h.rows<{ n: number }>(sql`select count(*)::int as n from cashier_orders where user_id = ${m.userId}`);
    expect(count.rows[0]?.n).toBe(0);
  });

  it('refuses amounts outside the channel limits and an unknown channel', async () => {
    const m = await h.member();
    const low = await h.deposit(m.token, { channel: 'eft', amount: '99.99' });
    expect(low.body).toMatchObject({ code: 'AMOUNT_BELOW_MIN', msg: 'Tutar en az 100,00\u00a0₺ olmalıdır.' });
    const high = await h.deposit(m.token, { channel: 'card', amount: '20000.01' });
    expect(high.body).toMatchObject({ code: 'AMOUNT_ABOVE_MAX', msg: 'Tutar en fazla 20.000,00\u00a0₺ olabilir.' });
    expect((await h.deposit(m.token, { channel: 'bitcoin', amount: '100' })).body.msg).toBe('Geçersiz ödeme yöntemi.');
    expect((await h.deposit(m.token, { channel: 'card', amount: '100', returnUrl: 'https://evil.example/steal' })).body.code).toBe('VALIDATION_FAILED');
  });

  it("answers an unknown or another player's order as not found", async () => {
    const a = await h.member();
    const b = await h.member();
    const order = (await h.deposit(a.token, { channel: 'eft', amount: '100' })).body.resultData!;
    for (const url of ['/recharge/orderRecordDetail', '/recharge/getCoinOrderDetail', '/recharge/randomBankAccounts']) {
      const foreign = await s.t.post(url, { orderId: order.orderId }, { token: b.token });
      const unknown = await s.t.post(url, { orderId: 'D260101AAAAAAAAAA' }, { token: b.token });
      expect([foreign.status, foreign.body.code, foreign.body.msg]).toEqual([404, 'ORDER_NOT_FOUND', 'İşlem bulunamadı.']);
      expect([unknown.status, unknown.body.msg]).toEqual([404, foreign.body.msg]);
    }
    expect((await s.t.post('/recharge/orderRecordDetail', { orderId: 'x; drop table' }, { token: b.token })).body.code).toBe('VALIDATION_FAILED');
  });
});
