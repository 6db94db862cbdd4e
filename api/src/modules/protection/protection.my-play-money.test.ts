import type { ProtectionMyPlay } from '@casino/shared/contracts';
import { cashierHelpers, expectLedgerSound, startCashierSystem, type TCashierSystem } from '../../../test-support/cashier-system';
import { oneDialect } from '../../../test-support/harness';

/** `/protection/myPlay`'s money: deposits and withdrawals as the cashier pays them (the operator and the sandbox gateway over HTTP). */
describe.each(oneDialect())('my play: deposits and withdrawals (%s)', (dialect) => {
  let s: TCashierSystem;
  let h: ReturnType<typeof cashierHelpers>;

  beforeAll(async () => {
    s = await startCashierSystem(dialect);
    h = cashierHelpers(s);
  }, 120_000);
  afterEach(async () => expectLedgerSound(h.audit));
  afterAll(async () => s?.close());

  const myPlay = async (token: string) => (await s.t.post<ProtectionMyPlay>('/protection/myPlay', {}, { token })).body.resultData!;

  it('counts paid deposits (what was credited) and paid-out withdrawals (what left the balance) today; open and failed orders do not count', async () => {
    const m = await h.payoutReady();
    const paid = (await h.deposit(m.token, { channel: 'eft', amount: '250' })).body.resultData!;
    expect((await h.sendEft(paid, '250,00')).body.outcome).toBe('matched');
    // Asked for but never paid: not money the player put in.
    expect((await h.deposit(m.token, { channel: 'eft', amount: '400' })).status).toBe(200);
    // The first payout to a new IBAN: 100,00 (fee included) approved by staff and paid out.
    await h.firstPayout(m);
    await h.play(m.token, 1_000, 250);

    const today = (await myPlay(m.token)).days.at(-1)!;
    expect(today).toMatchObject({ depositsMinor: 25_000, withdrawalsMinor: 10_000, wageredMinor: 1_000, netMinor: -750 });
    // A withdrawal that waits for staff (a deposit not yet played through) is not paid out yet.
    const waiting = (await h.withdraw(m.token, { amount: '150', cardId: m.cardId, withdrawPwd: '482915' })).body.resultData!;
    expect(waiting.status).toBe('review');
    expect((await myPlay(m.token)).totals).toMatchObject({ depositsMinor: 25_000, withdrawalsMinor: 10_000 });
    expect((await s.t.post('/admin/cashier/withdrawals/approve', { orderId: waiting.orderId }, h.adminHeaders())).status).toBe(200);
    await h.gw('/payments/sandbox/payouts/settle');
    expect((await myPlay(m.token)).totals).toMatchObject({ depositsMinor: 25_000, withdrawalsMinor: 25_000 });

    // Another player sees only their own.
    const other = await h.member();
    expect((await myPlay(other.token)).totals).toMatchObject({ depositsMinor: 0, withdrawalsMinor: 0, wageredMinor: 0 });
  });
});
