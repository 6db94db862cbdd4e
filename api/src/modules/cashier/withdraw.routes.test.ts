import { sql } from 'drizzle-orm';
import type { BankCardList, CashierOrder, CashierOrderDetail, WithdrawInfo, WithdrawPwdState } from '@casino/shared/contracts';
import { oneDialect } from '../../../test-support/harness';
import { cashierHelpers, expectLedgerSound, newIban, startCashierSystem, type TCashierSystem } from '../../../test-support/cashier-system';

describe.each(oneDialect())('cashier withdrawals (%s)', (dialect) => {
  let s: TCashierSystem;
  let h: ReturnType<typeof cashierHelpers>;
  const admin = () => h.adminHeaders();

  beforeAll(async () => {
    s = await startCashierSystem(dialect);
    h = cashierHelpers(s);
    // Two databases, the gateway and the operator: slow on a loaded machine.
  }, 120_000);
  afterEach(async () => expectLedgerSound(h.audit));
  afterAll(async () => s?.close());

  const ready = () => h.payoutReady();
  const withdraw = (token: string, body: object) => h.withdraw(token, body);
  /** The first payout to an IBAN waits for staff (24 h); approved and paid, the IBAN is known. */
  const knownIban = async (m: { token: string; cardId: number }) => {
    const first = await h.firstPayout(m);
    expect(first).toMatchObject({ status: 'review', reason: 'APPROVAL_REQUIRED' });
    expect(Date.parse(first.reviewExpectedBy!) - Date.parse(first.createTime)).toBe(24 * 3_600_000);
    return first.orderId;
  };
  const payoutBalance = async (userId: number) =>
    Number((await h.rows<{ balance: string }>(sql`select balance::text from wallet_accounts where id = ${`player:${userId}:payout`}`)).rows[0]?.balance ?? 0);

  it('adds bank cards with a checked TR IBAN; the user fields follow', async () => {
    const m = await h.member();
    const banks = await s.t.post<Array<{ bankCode: string }>>('/withdraw/getMangirPayBankList', {});
    expect(banks.body.resultData?.map((b) => b.bankCode)).toContain('00010');
    const iban = newIban('00064');
    const added = await s.t.post<BankCardList>('/user/bank/add', { iban: iban.toLowerCase(), holderName: 'Mehmet Can Öztürk', bankCode: '00064' }, { token: m.token });
    expect(added.body.resultData).toMatchObject({ maxCards: 3, cards: [{ bankCode: '00064', bankName: 'Türkiye İş Bankası', holderName: 'Mehmet Can Öztürk', isDefault: true }] });
    expect(added.body.resultData?.cards[0]?.ibanMasked).toBe(`${iban.slice(0, 4)} **** **** **** **** **${iban.slice(22, 24)} ${iban.slice(24)}`);
    const info = await s.t.post<Record<string, unknown>>('/user/getUserInfo', {}, { token: m.token });
    expect(info.body.resultData).toMatchObject({ bankStatus: 1, accountIdentification: 'Mehmet Can Öztürk', accountIfsc: '00064', accountPhone: `90${m.phone}`, withdrawPwdStatus: 0 });
    expect(String(info.body.resultData?.accountNumber)).toContain('****');
    // Invalid IBANs (checksum, country, length, bank mismatch), a bad holder name, the limit, a taken IBAN.
    const bad = iban.slice(0, 2) + (iban[2] === '9' ? '1' : '9') + iban.slice(3);
    for (const wrong of [bad, 'DE89370400440532013000', 'TR12', 'TR' + '1'.repeat(30)]) {
      const res = await s.t.post('/user/bank/add', { iban: wrong, holderName: 'Ali Veli' }, { token: m.token });
      expect([res.status, res.body.msg]).toEqual([400, 'Geçerli bir TR IBAN girin (TR ile başlayan 26 karakter).']);
    }
    expect((await s.t.post('/user/bank/add', { iban: newIban(), holderName: 'Ali Veli', bankCode: '00064' }, { token: m.token })).body.code).toBe('IBAN_BANK_MISMATCH');
    expect((await s.t.post('/user/bank/add', { iban: newIban(), holderName: 'Ali' }, { token: m.token })).body.msg).toBe('Hesap sahibinin adını ve soyadını girin (2-64 harf).');
    await s.t.post('/user/bank/add', { iban: newIban(), holderName: 'Ali Veli' }, { token: m.token });
    await s.t.post('/user/bank/add', { iban: newIban(), holderName: 'Ali Veli' }, { token: m.token });
    expect((await s.t.post('/user/bank/add', { iban: newIban(), holderName: 'Ali Veli' }, { token: m.token })).body).toMatchObject({ code: 'BANK_CARD_LIMIT', msg: 'En fazla 3 banka hesabı ekleyebilirsiniz.' });
    const other = await h.member();
    expect((await s.t.post('/user/bank/add', { iban, holderName: 'Mehmet Öztürk' }, { token: other.token })).body.code).toBe('BANK_CARD_TAKEN');
    // Another player's card: not found, untouched.
    const cardId = added.body.resultData!.cards[0]!.cardId;
    expect((await s.t.post('/user/bank/remove', { cardId }, { token: other.token })).body.code).toBe('BANK_CARD_NOT_FOUND');
    expect((await s.t.post<BankCardList>('/user/bank', {}, { token: m.token })).body.resultData?.cards).toHaveLength(3);
    // Removing the default promotes the next one.
    const left = await s.t.post<BankCardList>('/user/bank/remove', { cardId }, { token: m.token });
    expect(left.body.resultData?.cards.map((c) => c.isDefault)).toEqual([true, false]);
  });

  it('holds the amount at once, pays it out through the gateway, and shows both in history', async () => {
    const m = await ready();
    const firstOrderId = await knownIban(m);
    const before = await h.balance(m.token);
    const res = await withdraw(m.token, { amount: '250', cardId: m.cardId, withdrawPwd: '482915', requestId: 'req-0001-abcd' });
    expect(res.status).toBe(200);
    const order = res.body.resultData!;
    expect(order).toMatchObject({ kind: 'withdrawal', channel: 'bank', status: 'pending', amountMinor: 25_000, feeMinor: 250, payoutAccount: { bankName: 'T.C. Ziraat Bankası', holderName: 'Ayşe Yılmaz' } });
    expect(await h.balance(m.token)).toBe(before - 25_000);
    expect(await payoutBalance(m.userId)).toBe(25_000);
    // A repeated submit answers the same order.
    expect((await withdraw(m.token, { amount: '250', cardId: m.cardId, withdrawPwd: '482915', requestId: 'req-0001-abcd' })).body.resultData?.orderId).toBe(order.orderId);
    const info = await s.t.post<WithdrawInfo>('/withdraw/getWithdrawInfo', {}, { token: m.token });
    expect(info.body.resultData).toMatchObject({ pendingMinor: 25_000, withdrawableMinor: before - 25_000, withdrawPwdStatus: 1, eligibility: 'ok' });

    await h.gw('/payments/sandbox/payouts/settle');
    const detail = (await s.t.post<CashierOrderDetail>('/recharge/orderRecordDetail', { orderId: order.orderId }, { token: m.token })).body.resultData!;
    expect(detail).toMatchObject({ status: 'paid', creditedMinor: 24_750 });
    expect(detail.timeline.map((e) => e.status)).toEqual(['created', 'pending', 'paid']);
    expect(await payoutBalance(m.userId)).toBe(0);
    expect(await h.balance(m.token)).toBe(before - 25_000);
    const history = await s.t.post<{ list: CashierOrder[] }>('/recharge/record', { page: 1, pageSize: 10, kind: 'withdrawal' }, { token: m.token });
    expect(history.body.resultData?.list.map((o) => [o.orderId, o.status])).toEqual([[order.orderId, 'paid'], [firstOrderId, 'paid']]);
  });

  it('returns the money to the player when the payout fails', async () => {
    const m = await ready();
    await knownIban(m);
    const before = await h.balance(m.token);
    // The sandbox bank declines payouts of amounts ending in ,13.
    const order = (await withdraw(m.token, { amount: '200.13', cardId: m.cardId, withdrawPwd: '482915' })).body.resultData!;
    expect(await h.balance(m.token)).toBe(before - 20_013);
    await h.gw('/payments/sandbox/payouts/settle');
    const detail = (await s.t.post<CashierOrderDetail>('/recharge/orderRecordDetail', { orderId: order.orderId }, { token: m.token })).body.resultData!;
    expect(detail).toMatchObject({ status: 'refunded', reason: 'ACCOUNT_CLOSED', creditedMinor: null });
    expect(detail.timeline.map((e) => e.status)).toEqual(['created', 'pending', 'failed', 'refunded']);
    expect(await h.balance(m.token)).toBe(before);
    expect(await payoutBalance(m.userId)).toBe(0);
  });

  it('makes requests over the threshold wait for staff: approve pays out, reject returns the money, both audited', async () => {
    const m = await ready();
    await h.deposit(m.token, { channel: 'eft', amount: '30000' }).then((r) => h.sendEft(r.body.resultData!, '30000'));
    // The deposit's turnover (1x), played through the seamless wallet: 30,000 staked, 30,000 won back.
    await h.play(m.token, 3_000_000);
    const before = await h.balance(m.token);
    const big = (await withdraw(m.token, { amount: '12000', cardId: m.cardId, withdrawPwd: '482915' })).body.resultData!;
    const other = (await withdraw(m.token, { amount: '11000', cardId: m.cardId, withdrawPwd: '482915' })).body.resultData!;
    expect([big.status, other.status]).toEqual(['review', 'review']);
    expect(await h.balance(m.token)).toBe(before - 2_300_000);
    const queue = await s.t.post<Array<{ orderId: string }>>('/admin/cashier/withdrawals/list', {}, admin());
    expect(queue.body.resultData?.map((o) => o.orderId)).toEqual(expect.arrayContaining([big.orderId, other.orderId]));
    expect((await s.t.post('/admin/cashier/withdrawals/list', {})).status).toBe(403);

    const approved = await s.t.post<CashierOrder>('/admin/cashier/withdrawals/approve', { orderId: big.orderId, reason: 'KYC ok' }, admin());
    expect(approved.body.resultData?.status).toBe('pending');
    const rejected = await s.t.post<CashierOrder>('/admin/cashier/withdrawals/reject', { orderId: other.orderId, reason: 'bonus abuse' }, admin());
    expect(rejected.body.resultData).toMatchObject({ status: 'rejected', reason: 'bonus abuse' });
    expect((await s.t.post('/admin/cashier/withdrawals/reject', { orderId: other.orderId, reason: 'again' }, admin())).body.code).toBe('ORDER_NOT_REVIEWABLE');
    await h.gw('/payments/sandbox/payouts/settle');
    expect(await h.balance(m.token)).toBe(before - 1_200_000);
    const audit = await h.rows<{ actor: string; reason: string; to_status: string }>(
      sql`select e.actor, e.reason, e.to_status from cashier_order_events e join cashier_orders o on o.id = e.order_pk where e.source = 'staff' and o.user_id = ${m.userId} order by e.id`,
    );
    expect(audit.rows).toEqual([
      { actor: 'risk-ayse', reason: 'KYC ok', to_status: 'created' },
      { actor: 'risk-ayse', reason: 'bonus abuse', to_status: 'rejected' },
    ]);
  });

  it('refuses a withdrawal over the balance, another player card, bad amounts, and moves nothing', async () => {
    const m = await ready();
    const other = await ready();
    const before = await h.balance(m.token);
    const over = await withdraw(m.token, { amount: String(before / 100 + 1), cardId: m.cardId, withdrawPwd: '482915' });
    expect(over.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', msg: 'Bakiyeniz bu tutar için yetersiz.' });
    expect((await withdraw(m.token, { amount: '150', cardId: other.cardId, withdrawPwd: '482915' })).body.code).toBe('BANK_CARD_NOT_FOUND');
    expect((await withdraw(m.token, { amount: '50', cardId: m.cardId, withdrawPwd: '482915' })).body.code).toBe('AMOUNT_BELOW_MIN');
    for (const amount of ['-100', '0', '100.001', 'abc', '1e9']) expect((await withdraw(m.token, { amount, cardId: m.cardId, withdrawPwd: '482915' })).body.code).toBe('VALIDATION_FAILED');
    expect(await h.balance(m.token)).toBe(before);
    const count = await h.rows<{ n: number }>(sql`select count(*)::int as n from cashier_orders where user_id = ${m.userId}`);
    expect(count.rows[0]?.n).toBe(0);
  });

  it('locks the withdrawal password after 5 wrong tries; an OTP reset unlocks it', async () => {
    const m = await ready();
    await knownIban(m);
    const before = await h.balance(m.token);
    const msgs: string[] = [];
    for (let i = 0; i < 5; i++) msgs.push((await withdraw(m.token, { amount: '150', cardId: m.cardId, withdrawPwd: '111112' })).body.msg);
    expect(msgs.slice(0, 4)).toEqual([4, 3, 2, 1].map((n) => `Çekim şifresi hatalı. Kalan deneme hakkı: ${n}.`));
    expect(msgs[4]).toBe('Çok fazla hatalı deneme. Çekim şifresi 30 dakika kilitli; SMS koduyla yeni şifre belirleyebilirsiniz.');
    const locked = await withdraw(m.token, { amount: '150', cardId: m.cardId, withdrawPwd: '482915' });
    expect([locked.status, locked.body.code]).toEqual([423, 'WITHDRAW_PASSWORD_LOCKED']);
    expect((await s.t.post<WithdrawPwdState>('/withdraw/withdrawPwdStatus', {}, { token: m.token })).body.resultData?.lockedUntil).not.toBeNull();
    expect(await h.balance(m.token)).toBe(before);
    // Weak passwords and a wrong OTP are refused; a new password by OTP lifts the lock.
    const weak = await s.t.post('/withdraw/setWithdrawPwd', { password: '123456', verificationCode: '000000' }, { token: m.token });
    expect(weak.body.msg).toBe('Bu şifre çok kolay tahmin edilir; ardışık veya tekrarlanan rakamlar kullanmayın.');
    const wrongOtp = await s.t.post('/withdraw/setWithdrawPwd', { password: '604817', verificationCode: '000000' }, { token: m.token });
    expect(wrongOtp.body.code).toBe('INVALID_CODE');
    const reset = await s.t.post<WithdrawPwdState>('/withdraw/setWithdrawPwd', { password: '604817', verificationCode: await h.id.code(m.phone) }, { token: m.token });
    expect(reset.body.resultData).toMatchObject({ withdrawPwdStatus: 1, lockedUntil: null, attemptsLeft: 5 });
    expect((await withdraw(m.token, { amount: '150', cardId: m.cardId, withdrawPwd: '604817' })).body.resultData?.status).toBe('pending');
    await h.gw('/payments/sandbox/payouts/settle');
  });

  it('needs a registered member: a guest is refused everywhere in the cashier', async () => {
    const guest = await h.id.tourist();
    for (const [url, body] of [
      ['/withdraw/apply', { amount: '150', cardId: 1, withdrawPwd: '482915' }],
      ['/user/bank/add', { iban: newIban(), holderName: 'Ali Veli' }],
      ['/withdraw/setWithdrawPwd', { password: '604817', verificationCode: '123456' }],
      ['/recharge/createCoinOrder', { amount: '500' }],
    ] as const) {
      const res = await s.t.post(url, body, { token: guest.token });
      expect([url, res.status, res.body.code]).toEqual([url, 403, 'REGISTER_REQUIRED']);
    }
    expect((await s.t.post<WithdrawInfo>('/withdraw/getWithdrawInfo', {}, { token: guest.token })).body.resultData?.eligibility).toBe('register');
  });

  it('keeps a guest balance and history when the guest registers (the same account becomes the member)', async () => {
    const guest = await h.id.tourist();
    await s.t.post('/wallet/sandboxTopUp', {}, { token: guest.token });
    const balance = await h.balance(guest.token);
    const transfersBefore = await h.rows<{ n: number }>(sql`select count(*)::int as n from wallet_transfers where credit_account = ${`player:${guest.userid}:cash`} or debit_account = ${`player:${guest.userid}:cash`}`);
    const phone = `5${String(Date.now()).slice(-9)}`;
    const code = await h.id.code(phone);
    const reg = await s.t.post<{ token: string; userid: number; role: string }>('/sso/register', { mobile: phone, verificationCode: code, password: 'secret-pass-1', birthDate: '1990-01-01', deviceNumber: guest.device, termsVersion: 1, privacyVersion: 1 }, { token: guest.token });
    expect(reg.body.resultData).toMatchObject({ userid: guest.userid, role: 'member' });
    const token = reg.body.resultData!.token;
    expect(await h.balance(token)).toBe(balance);
    const transfersAfter = await h.rows<{ n: number }>(sql`select count(*)::int as n from wallet_transfers where credit_account = ${`player:${guest.userid}:cash`} or debit_account = ${`player:${guest.userid}:cash`}`);
    expect(transfersAfter.rows[0]?.n).toBe(transfersBefore.rows[0]?.n);
    expect((await h.deposit(token, { channel: 'eft', amount: '100' })).status).toBe(200);
  });
});
