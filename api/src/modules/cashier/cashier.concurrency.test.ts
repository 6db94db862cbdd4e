import { sql } from 'drizzle-orm';
import type { BankCardList, CashierOrder } from '@casino/shared/contracts';
import { trIbanFor as makeTrIban } from '../../lib/iban';
import { cashierHelpers, expectLedgerSound, startCashierSystem, type TCashierSystem } from '../../../test-support/cashier-system';

const shuffle = <T>(list: T[]): T[] => {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
};

/** Runs `tasks` with at most `width` in flight. */
const pool = async <T>(tasks: Array<() => Promise<T>>, width: number): Promise<T[]> => {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
};

let ibanSeq = Math.floor(Math.random() * 1e9);

// Row locks only mean something with real concurrent connections: PostgreSQL only (PGlite is one connection).
const describePg = process.env.DATABASE_URL ? describe : describe.skip;

describePg('cashier under concurrency (postgres)', () => {
  let s: TCashierSystem;
  let h: ReturnType<typeof cashierHelpers>;

  beforeAll(async () => {
    s = await startCashierSystem('postgres');
    h = cashierHelpers(s);
  }, 120_000);
  afterAll(async () => s?.close());

  it('credits each of 200 orders exactly once under 8x duplicated, shuffled callbacks', async () => {
    const members = await pool(Array.from({ length: 40 }, () => () => h.member()), 4);
    const orders: Array<{ orderId: string; userId: number; token: string; paidMinor: number }> = [];
    await pool(
      members.flatMap((m) =>
        Array.from({ length: 5 }, (_, i) => async () => {
          const order = (await h.deposit(m.token, { channel: 'eft', amount: String(100 + i) })).body.resultData!;
          orders.push({ orderId: order.orderId, userId: m.userId, token: m.token, paidMinor: (100 + i) * 100 + 7 });
        }),
      ),
      8,
    );
    expect(orders).toHaveLength(200);
    const gatewayIds = await h.rows<{ order_id: string; gateway_order_id: string }>(sql`select order_id, gateway_order_id from cashier_orders where kind = 'deposit' and status = 'pending'`);
    const gatewayOf = new Map(gatewayIds.rows.map((r) => [r.order_id, r.gateway_order_id]));
    const before = new Map<number, number>();
    for (const m of members) before.set(m.userId, await h.balance(m.token));

    const callbacks = shuffle(
      orders.flatMap((o) =>
        Array.from({ length: 8 }, () => ({
          eventId: `${gatewayOf.get(o.orderId)}:paid`,
          type: 'deposit',
          merchantOrderId: o.orderId,
          gatewayOrderId: gatewayOf.get(o.orderId),
          status: 'paid',
          amountMinor: o.paidMinor - 7,
          paidAmountMinor: o.paidMinor,
          currency: 'TRY',
          reason: null,
          occurredAt: new Date().toISOString(),
        })),
      ),
    );
    const answers = await pool(callbacks.map((c) => () => h.callback(c)), 32);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.filter((a) => a.body.outcome === 'applied')).toHaveLength(200);
    expect(answers.filter((a) => a.body.outcome === 'duplicate')).toHaveLength(1400);

    const deposits = await h.rows<{ n: number }>(sql`select count(*)::int as n from wallet_transfers where code = 'DEPOSIT'`);
    expect(deposits.rows[0]?.n).toBe(200);
    for (const m of members) {
      const expected = orders.filter((o) => o.userId === m.userId).reduce((sum, o) => sum + o.paidMinor, 0);
      expect(await h.balance(m.token)).toBe(before.get(m.userId)! + expected);
    }
    const states = await h.rows<{ status: string; n: number }>(sql`select status, count(*)::int as n from cashier_orders where kind = 'deposit' group by status`);
    expect(states.rows).toEqual([{ status: 'paid', n: 200 }]);
    await expectLedgerSound(h.audit);
  }, 240_000);

  it('lets 50 racing withdrawals take only what each balance holds: no overdraft, sum zero', async () => {
    const players = await pool(
      Array.from({ length: 10 }, () => async () => {
        const m = await h.member();
        const iban = makeTrIban('00062', String(++ibanSeq).padStart(16, '0'));
        await h.verified(m.token, { firstName: 'Yarış', lastName: 'Oyuncu' });
        const cards = await s.t.post<BankCardList>('/user/bank/add', { iban, holderName: 'Yarış Oyuncu' }, { token: m.token });
        await s.t.post('/withdraw/setWithdrawPwd', { password: '482915', verificationCode: await h.id.code(m.phone) }, { token: m.token });
        return { ...m, cardId: cards.body.resultData!.cards[0]!.cardId, balance: await h.balance(m.token) };
      }),
      2,
    );
    // Each request takes 40 % of the balance: of a player's 5 racing requests exactly 2 fit.
    const requests = shuffle(
      players.flatMap((p) =>
        Array.from({ length: 5 }, () => async () => ({
          p,
          res: await s.t.post<CashierOrder>('/withdraw/apply', { amount: String(Math.floor((p.balance * 0.4) / 100)), cardId: p.cardId, withdrawPwd: '482915' }, { token: p.token }),
        })),
      ),
    );
    const results = await Promise.all(requests.map((r) => r()));
    for (const p of players) {
      const mine = results.filter((r) => r.p.userId === p.userId);
      expect(mine.filter((r) => r.res.status === 200)).toHaveLength(2);
      expect(mine.filter((r) => r.res.status !== 200).map((r) => r.res.body.code)).toEqual(['INSUFFICIENT_BALANCE', 'INSUFFICIENT_BALANCE', 'INSUFFICIENT_BALANCE']);
      const taken = Math.floor((p.balance * 0.4) / 100) * 100 * 2;
      expect(await h.balance(p.token)).toBe(p.balance - taken);
    }
    // Each is a first payout to a new IBAN: held for staff (risk review); approved, they are paid.
    const held = results.filter((r) => r.res.status === 200).map((r) => r.res.body.resultData!);
    expect(held.map((o) => o.status)).toEqual(held.map(() => 'review'));
    const admin = { headers: { 'x-admin-token': s.t.config.adminToken, 'x-admin-actor': 'risk-test' } };
    await pool(held.map((o) => () => s.t.post('/admin/cashier/withdrawals/approve', { orderId: o.orderId }, admin)), 4);
    await h.gw('/payments/sandbox/payouts/settle');
    const paid = await h.rows<{ n: number }>(sql`select count(*)::int as n from cashier_orders where kind = 'withdrawal' and status = 'paid'`);
    expect(paid.rows[0]?.n).toBe(20);
    await expectLedgerSound(h.audit);
  }, 240_000);

  it('two withdrawals racing for one balance: only one wins', async () => {
    const m = await h.member();
    const iban = makeTrIban('00062', String(++ibanSeq).padStart(16, '0'));
    await h.verified(m.token, { firstName: 'Tek', lastName: 'Kazanan' });
    const cardId = (await s.t.post<BankCardList>('/user/bank/add', { iban, holderName: 'Tek Kazanan' }, { token: m.token })).body.resultData!.cards[0]!.cardId;
    await s.t.post('/withdraw/setWithdrawPwd', { password: '482915', verificationCode: await h.id.code(m.phone) }, { token: m.token });
    const all = String((await h.balance(m.token)) / 100);
    const [a, b] = await Promise.all([0, 1].map(() => s.t.post('/withdraw/apply', { amount: all, cardId, withdrawPwd: '482915' }, { token: m.token })));
    expect([a!.status, b!.status].sort()).toEqual([200, 400]);
    expect([a!.body.code, b!.body.code]).toContain('INSUFFICIENT_BALANCE');
    expect(await h.balance(m.token)).toBe(0);
    await expectLedgerSound(h.audit);
  }, 60_000);

  it('two withdrawals racing for one withdrawable amount (cash covers both, unplayed deposits do not): only one wins', async () => {
    const m = await h.member();
    await h.verified(m.token, { firstName: 'Çift', lastName: 'Talep' });
    const iban = makeTrIban('00062', String(++ibanSeq).padStart(16, '0'));
    const cardId = (await s.t.post<BankCardList>('/user/bank/add', { iban, holderName: 'ÇİFT TALEP' }, { token: m.token })).body.resultData!.cards[0]!.cardId;
    await s.t.post('/withdraw/setWithdrawPwd', { password: '482915', verificationCode: await h.id.code(m.phone) }, { token: m.token });
    // 1,000.00 of sandbox money (withdrawable) + a 500.00 deposit not played yet: cash 1,500.00, withdrawable 1,000.00.
    await h.deposit(m.token, { channel: 'eft', amount: '500' }).then((r) => h.sendEft(r.body.resultData!, '500'));
    const info = await s.t.post<{ withdrawableAssets: number; cashAssets: number }>('/user/getUserInfo', {}, { token: m.token });
    expect(info.body.resultData).toMatchObject({ cashAssets: 150_000, withdrawableAssets: 100_000 });
    const [a, b] = await Promise.all([0, 1].map(() => s.t.post('/withdraw/apply', { amount: '600', cardId, withdrawPwd: '482915' }, { token: m.token })));
    expect([a!.status, b!.status].sort()).toEqual([200, 400]);
    expect([a!.body.code, b!.body.code]).toContain('TURNOVER_REQUIRED');
    expect(await h.balance(m.token)).toBe(90_000);
    const after = await s.t.post<{ withdrawableAssets: number }>('/user/getUserInfo', {}, { token: m.token });
    expect(after.body.resultData?.withdrawableAssets).toBe(40_000);
    await expectLedgerSound(h.audit);
  }, 60_000);
});
