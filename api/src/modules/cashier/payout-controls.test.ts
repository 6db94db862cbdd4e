import { formatAmount } from '@casino/shared/format';
import type { BankCardList, CashierOrder, WithdrawInfo } from '@casino/shared/contracts';
import { oneDialect } from '../../../test-support/harness';
import { trIbanFor as makeTrIban } from '../../lib/iban';
import { cashierHelpers, expectLedgerSound, startCashierSystem, type TCashierSystem } from '../../../test-support/cashier-system';

let ibanSeq = Math.floor(Math.random() * 1e9);
const newIban = () => makeTrIban('00010', String(++ibanSeq).padStart(16, '0'));

type TStaffItem = { orderId: string; riskFlags: Array<{ code: string; params?: Record<string, number> }>; linkedAccounts: Array<{ userId: number }> };

describe.each(oneDialect())('payout controls: identity, name match, deposit turnover, bonus, risk review (%s)', (dialect) => {
  let s: TCashierSystem;
  let h: ReturnType<typeof cashierHelpers>;
  const admin = () => ({ headers: { 'x-admin-token': s.t.config.adminToken, 'x-admin-actor': 'risk-ali' } });
  const withdraw = (token: string, cardId: number, amount: string) => s.t.post<CashierOrder>('/withdraw/apply', { amount, cardId, withdrawPwd: '482915' }, { token });
  const userInfo = async (token: string) => (await s.t.post<{ cashAssets: number; bonusAssets: number; testAssets: number; withdrawableAssets: number; totalAssets: number }>('/user/getUserInfo', {}, { token })).body.resultData!;
  const withdrawInfo = async (token: string) => (await s.t.post<WithdrawInfo>('/withdraw/getWithdrawInfo', {}, { token })).body.resultData!;
  const depositPaid = async (token: string, amount: string) => h.deposit(token, { channel: 'eft', amount }).then((r) => h.sendEft(r.body.resultData!, amount));

  /** A member with a card in `holder`'s name and a withdrawal password; identity not verified yet. */
  const member = async (holder = 'Deniz Aydın') => {
    const m = await h.member();
    const cards = await s.t.post<BankCardList>('/user/bank/add', { iban: newIban(), holderName: holder }, { token: m.token });
    await s.t.post('/withdraw/setWithdrawPwd', { password: '482915', verificationCode: await h.id.code(m.phone) }, { token: m.token });
    return { ...m, cardId: cards.body.resultData!.cards[0]!.cardId };
  };

  beforeAll(async () => {
    s = await startCashierSystem(dialect);
    h = cashierHelpers(s);
  }, 120_000);
  afterEach(async () => expectLedgerSound(h.audit));
  afterAll(async () => s?.close());

  it('refuses a withdrawal before identity verification and to an account in another name; nothing moves', async () => {
    const m = await member('DENİZ AYDIN');
    const before = await h.balance(m.token);
    const early = await withdraw(m.token, m.cardId, '150');
    expect([early.status, early.body.code, early.body.msg]).toEqual([403, 'KYC_REQUIRED', 'Para çekmek için önce kimliğinizi doğrulayın (Kişisel Bilgiler › Kimlik Doğrulama).']);
    expect((await withdrawInfo(m.token)).kycStatus).toBe('none');
    await h.verified(m.token, { firstName: 'Deniz', lastName: 'Aydın' });
    const other = (await s.t.post<BankCardList>('/user/bank/add', { iban: newIban(), holderName: 'Kemal Aydın' }, { token: m.token })).body.resultData!.cards.at(-1)!.cardId;
    const mismatch = await withdraw(m.token, other, '150');
    expect([mismatch.status, mismatch.body.code, mismatch.body.msg]).toEqual([400, 'CARD_NAME_MISMATCH', 'Banka hesabı sahibinin adı (Kemal Aydın) doğrulanmış kimliğinizle (Deniz Aydın) aynı olmalıdır. Kendi adınıza kayıtlı bir IBAN ekleyin.']);
    expect(await h.balance(m.token)).toBe(before);
    // The card in capitals with a dotted İ and a dotless I is the same person.
    expect((await withdraw(m.token, m.cardId, '150')).body.resultData?.status).toBe('review');
    expect((await withdrawInfo(m.token)).verifiedName).toBe('Deniz Aydın');
  });

  it('keeps unplayed deposits back: turnover arithmetic with deposits, bets, wins, a bonus and withdrawals interleaved', async () => {
    const m = await member();
    await h.verified(m.token, { firstName: 'Deniz', lastName: 'Aydın' });
    // 1,000.00 of the player's own money (a promotion, not a deposit: withdrawable) + a 2,000.00 deposit.
    await depositPaid(m.token, '2000');
    expect(await userInfo(m.token)).toMatchObject({ cashAssets: 300_000, withdrawableAssets: 100_000 });
    let info = await withdrawInfo(m.token);
    expect(info).toMatchObject({ withdrawableMinor: 100_000, turnover: { multiplierBps: 10_000, requiredMinor: 200_000, doneMinor: 0, remainingMinor: 200_000, lockedMinor: 200_000 } });
    const unplayed = await withdraw(m.token, m.cardId, '1500');
    expect([unplayed.status, unplayed.body.code, unplayed.body.msg]).toEqual([400, 'TURNOVER_REQUIRED', 'Şu anda en fazla 1.000,00\u00a0₺ çekebilirsiniz. Yatırımlarınızın kalanını çekmek için 2.000,00\u00a0₺ daha oyun oynamanız gerekiyor (yatırımın 1 katı çevrim).']);
    // 500 staked, 800 won: 1,500 still to play; winnings are withdrawable.
    await h.play(m.token, 50_000, 80_000);
    info = await withdrawInfo(m.token);
    expect(info).toMatchObject({ withdrawableMinor: 330_000 - 150_000, turnover: { doneMinor: 50_000, remainingMinor: 150_000, lockedMinor: 150_000 } });
    // A withdrawal of what is withdrawable now; the rest stays locked.
    expect((await withdraw(m.token, m.cardId, '1800')).body.resultData?.status).toBe('review');
    expect(await userInfo(m.token)).toMatchObject({ cashAssets: 150_000, withdrawableAssets: 0 });
    // A second deposit while the first is not played through: one cycle of 2,500.
    await depositPaid(m.token, '1000');
    info = await withdrawInfo(m.token);
    expect(info.turnover).toMatchObject({ requiredMinor: 300_000, doneMinor: 50_000, remainingMinor: 250_000, lockedMinor: 250_000 });
    // A lost bet plays some off (a VIP level-up reward may land on the way: a promotion, withdrawable).
    await h.play(m.token, 200_000, 0);
    info = await withdrawInfo(m.token);
    expect(info.turnover).toMatchObject({ remainingMinor: 50_000, lockedMinor: 50_000 });
    expect(info.withdrawableMinor).toBe(info.balanceMinor - 50_000);
    // Losing all but 100.00 plays off all but what the VIP reward added to the stake.
    const stake = info.balanceMinor - 10_000;
    await h.play(m.token, stake, 0);
    info = await withdrawInfo(m.token);
    expect(info).toMatchObject({ balanceMinor: 10_000, turnover: { remainingMinor: 50_000 - stake, lockedMinor: 50_000 - stake } });
    expect(info.withdrawableMinor).toBe(10_000 - (50_000 - stake));
    await h.play(m.token, 10_000, 120_000);
    expect((await withdrawInfo(m.token)).withdrawableMinor).toBe(120_000);
  });

  it("never pays the sandbox's test money: a 100.00 deposit played through frees 100.00, not the grant", async () => {
    // A member who lost their own money: the sandbox's top-up back to 1,000.00 is test money (a VIP
    // level-up reward for that play may land first: a promotion, the player's own).
    const m = await member();
    await h.verified(m.token, { firstName: 'Deniz', lastName: 'Aydın' });
    await h.play(m.token, 100_000, 0);
    const own = await h.balance(m.token);
    expect((await s.t.post<{ totalAssets: number }>('/wallet/sandboxTopUp', {}, { token: m.token })).body.resultData?.totalAssets).toBe(100_000);
    const test = 100_000 - own;
    expect(test).toBeGreaterThan(0);
    expect(await userInfo(m.token)).toMatchObject({ cashAssets: 100_000, testAssets: test, withdrawableAssets: own });
    await depositPaid(m.token, '100');
    await h.play(m.token, 10_000, 10_000);
    expect(await withdrawInfo(m.token)).toMatchObject({ balanceMinor: 110_000, testMinor: test, withdrawableMinor: 10_000 + own });
    const before = await h.balance(m.token);
    const refused = await withdraw(m.token, m.cardId, '500');
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([
      400,
      'TEST_MONEY_HELD',
      `Şu anda en fazla ${formatAmount(10_000 + own, 'tk', 'TRY')} çekebilirsiniz. Bakiyenizin ${formatAmount(test, 'tk', 'TRY')} kadarı test parasıdır: yalnızca deneme ortamında oynamak içindir, çekilemez.`,
    ]);
    expect(await h.balance(m.token)).toBe(before);
    expect((await withdraw(m.token, m.cardId, '100')).body.resultData?.status).toMatch(/^(review|created|pending)$/);
    expect(await userInfo(m.token)).toMatchObject({ cashAssets: 100_000, testAssets: test, withdrawableAssets: own });
  });

  it('never pays bonus money: a running bonus must be forfeited first (explicit), then cash is withdrawable', async () => {
    const m = await member();
    await h.verified(m.token, { firstName: 'Deniz', lastName: 'Aydın' });
    const offers = await s.t.post<Array<{ offerId: number; kind: string }>>('/bonus/list', {}, { token: m.token });
    const welcome = offers.body.resultData!.find((o) => o.kind === 'no_deposit')!;
    const claimed = await s.t.post<{ bonusId: number }>('/bonus/claim', { offerId: welcome.offerId }, { token: m.token });
    expect(claimed.status).toBe(200);
    const u = await userInfo(m.token);
    expect(u.bonusAssets).toBeGreaterThan(0);
    expect(u.withdrawableAssets).toBe(u.cashAssets);
    expect((await withdrawInfo(m.token)).activeBonusId).toBe(claimed.body.resultData!.bonusId);
    const refused = await withdraw(m.token, m.cardId, '150');
    expect([refused.status, refused.body.code]).toEqual([409, 'BONUS_FORFEIT_REQUIRED']);
    await s.t.post('/bonus/forfeit', { bonusId: claimed.body.resultData!.bonusId }, { token: m.token });
    expect((await userInfo(m.token)).bonusAssets).toBe(0);
    expect((await withdraw(m.token, m.cardId, '150')).body.resultData?.status).toBe('review');
  });

  it('flags for staff with readable reasons and linked accounts: new IBAN, little play, shared device and IBAN, many accounts on a device', async () => {
    const m = await member();
    await h.verified(m.token, { firstName: 'Deniz', lastName: 'Aydın' });
    await depositPaid(m.token, '500');
    await h.play(m.token, 50_000, 50_000);
    // Three more members log in on m's device (a session each): four accounts on one device.
    const others = [];
    for (let i = 0; i < 3; i++) {
      const o = await h.member();
      const login = await s.t.post('/sso/loginNew', { mobile: o.phone, password: 'secret-pass-1', deviceNumber: m.device }, { ip: `10.9.${i}.1` });
      expect(login.status).toBe(200);
      others.push(o);
    }
    const order = (await withdraw(m.token, m.cardId, '1000')).body.resultData!;
    expect(order).toMatchObject({ status: 'review', reason: 'APPROVAL_REQUIRED' });
    const queue = await s.t.post<TStaffItem[]>('/admin/cashier/withdrawals/list', {}, admin());
    const item = queue.body.resultData!.find((o) => o.orderId === order.orderId)!;
    expect(item.riskFlags.map((f) => f.code).sort()).toEqual(['LITTLE_PLAY', 'MANY_ACCOUNTS_ON_DEVICE', 'NEW_IBAN', 'SHARED_DEVICE']);
    expect(item.riskFlags.find((f) => f.code === 'LITTLE_PLAY')?.params).toEqual({ depositedMinor: 50_000, wageredMinor: 50_000 });
    expect(item.riskFlags.find((f) => f.code === 'MANY_ACCOUNTS_ON_DEVICE')?.params).toEqual({ accounts: 4, max: 3 });
    expect(item.linkedAccounts.map((a) => a.userId).sort()).toEqual(others.map((o) => o.userId).sort());
    // Approved and paid, the IBAN is known: the next payout to it is not held for being new.
    await s.t.post('/admin/cashier/withdrawals/approve', { orderId: order.orderId }, admin());
    await h.gw('/payments/sandbox/payouts/settle');
    const next = (await withdraw(m.token, m.cardId, '150')).body.resultData!;
    const again = (await s.t.post<TStaffItem[]>('/admin/cashier/withdrawals/list', {}, admin())).body.resultData!.find((o) => o.orderId === next.orderId)!;
    expect(again.riskFlags.map((f) => f.code)).not.toContain('NEW_IBAN');
  });
});
