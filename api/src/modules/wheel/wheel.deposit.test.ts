import type { WheelHistoryPage, WheelInfo } from '@casino/shared/contracts';
import { cashierHelpers, expectLedgerSound, startCashierSystem, type TCashierSystem } from '../../../test-support/cashier-system';
import { oneDialect } from '../../../test-support/harness';

/** A paid deposit earns a spin (the cashier's deposit.paid event): the operator and the sandbox gateway over HTTP. */
describe('wheel spins from deposits', () => {
  let s: TCashierSystem;
  let h: ReturnType<typeof cashierHelpers>;

  beforeAll(async () => {
    s = await startCashierSystem(oneDialect()[0]);
    h = cashierHelpers(s);
  }, 120_000);
  afterAll(async () => s?.close());

  it('gives one spin per paid deposit of at least 100 TRY', async () => {
    const m = await h.member();
    const info = async () => (await s.t.post<WheelInfo>('/wheel/getWheelInfo', {}, { token: m.token })).body.resultData!;
    expect((await info()).spinsLeft).toBe(0);
    const big = (await h.deposit(m.token, { channel: 'eft', amount: '250' })).body.resultData!;
    expect((await h.sendEft(big, '250,00')).body.outcome).toBe('matched');
    expect(await info()).toMatchObject({ spinsLeft: 1, isWheelEnough: true, vipSpinsPerPeriod: 0, spinSources: [{ source: 'deposit', spinsLeft: 1 }] });
    const spin = await s.t.post('/wheel/spin', {}, { token: m.token });
    expect(spin.status).toBe(200);
    expect((await info()).spinsLeft).toBe(0);
    // The history says where that spin came from.
    const history = (await s.t.post<WheelHistoryPage>('/wheel/history', {}, { token: m.token })).body.resultData!;
    expect(history.list.map((r) => r.source)).toEqual(['deposit']);
    await expectLedgerSound(h.audit);
  });
});
