import { sql } from 'drizzle-orm';
import { oneDialect } from '../../../test-support/harness';
import { cashierHelpers, expectLedgerSound, startCashierSystem, type TCashierSystem } from '../../../test-support/cashier-system';

/** Gateway callbacks that are forged, stale, replayed, contradictory or out of order: each moves no money it should not. */
describe.each(oneDialect())('cashier gateway callbacks (%s)', (dialect) => {
  let s: TCashierSystem;
  let h: ReturnType<typeof cashierHelpers>;

  beforeAll(async () => {
    s = await startCashierSystem(dialect);
    h = cashierHelpers(s);
    // Two databases, the gateway and the operator: slow on a loaded machine.
  }, 120_000);
  afterEach(async () => expectLedgerSound(h.audit));
  afterAll(async () => s?.close());

  /** A member with an open EFT order, and the callback the gateway would send for it. */
  const openOrder = async (amount = '200') => {
    const m = await h.member();
    const order = (await h.deposit(m.token, { channel: 'eft', amount })).body.resultData!;
    const row = await h.rows<{ gateway_order_id: string }>(sql`select gateway_order_id from cashier_orders where order_id = ${order.orderId}`);
    const gatewayOrderId = row.rows[0]!.gateway_order_id;
    const payload = (status: string, paidAmountMinor: number | null = null) => ({
      eventId: `${gatewayOrderId}:${status}`,
      type: 'deposit',
      merchantOrderId: order.orderId,
      gatewayOrderId,
      status,
      amountMinor: order.amountMinor,
      paidAmountMinor,
      currency: 'TRY',
      reason: status === 'paid' ? null : status.toUpperCase(),
      occurredAt: new Date().toISOString(),
    });
    return { m, order, payload, before: await h.balance(m.token) };
  };

  it('refuses a bad, missing or stale signature before reading the body', async () => {
    const { m, order, payload, before } = await openOrder();
    const body = payload('paid', 20_000);
    expect(await h.callback(body, { secret: 'an-attacker-guessed-secret' })).toEqual({ status: 401, body: { status: 'ERROR', code: 'INVALID_SIGNATURE' } });
    expect(await h.callback(body, { headers: { 'content-type': 'application/json' } })).toEqual({ status: 401, body: { status: 'ERROR', code: 'INVALID_SIGNATURE' } });
    expect(await h.callback(body, { nowMs: Date.now() - 10 * 60_000 })).toEqual({ status: 401, body: { status: 'ERROR', code: 'SIGNATURE_EXPIRED' } });
    // A signed body changed on the way.
    const signed = JSON.stringify(body);
    const tampered = await h.callback(body, { raw: signed.replace('20000', '90000'), headers: (await import('../../lib/signature')).signedHeaders(s.t.config.sandboxSecret, signed) });
    expect(tampered.status).toBe(401);
    expect(await h.detail(m.token, order.orderId)).toMatchObject({ status: 'pending' });
    expect(await h.balance(m.token)).toBe(before);
  });

  it('credits once however often the callback comes (replay, duplicate), and refuses a different amount', async () => {
    const { m, order, payload, before } = await openOrder();
    const paid = payload('paid', 20_000);
    expect(await h.callback(paid)).toEqual({ status: 200, body: { status: 'OK', outcome: 'applied' } });
    for (let i = 0; i < 3; i++) expect(await h.callback(paid)).toEqual({ status: 200, body: { status: 'OK', outcome: 'duplicate' } });
    const other = await h.callback(payload('paid', 25_000));
    expect(other).toEqual({ status: 409, body: { status: 'ERROR', code: 'AMOUNT_CONFLICT' } });
    expect(await h.balance(m.token)).toBe(before + 20_000);
    const events = await h.rows<{ to_status: string; reason: string | null }>(
      sql`select e.to_status, e.reason from cashier_order_events e join cashier_orders o on o.id = e.order_pk where o.order_id = ${order.orderId} order by e.id`,
    );
    expect(events.rows.map((e) => e.to_status)).toEqual(['created', 'pending', 'paid', 'conflict']);
    const transfers = await h.rows<{ n: number }>(sql`select count(*)::int as n from wallet_transfers where idempotency_key = ${`cashier:deposit:${order.orderId}`}`);
    expect(transfers.rows[0]?.n).toBe(1);
  });

  it('ignores failed/expired after paid (out of order) and credits a payment that arrives after expiry', async () => {
    const first = await openOrder();
    await h.callback(first.payload('paid', 20_000));
    expect((await h.callback(first.payload('expired'))).body).toEqual({ status: 'OK', outcome: 'ignored' });
    expect((await h.callback(first.payload('failed'))).body).toEqual({ status: 'OK', outcome: 'ignored' });
    expect(await h.detail(first.m.token, first.order.orderId)).toMatchObject({ status: 'paid' });

    const late = await openOrder('150');
    expect((await h.callback(late.payload('expired'))).body).toEqual({ status: 'OK', outcome: 'applied' });
    expect((await h.callback(late.payload('expired'))).body).toEqual({ status: 'OK', outcome: 'duplicate' });
    expect(await h.detail(late.m.token, late.order.orderId)).toMatchObject({ status: 'expired', reason: 'EXPIRED' });
    // The money arrived after all: it is the player's, credited, and recorded as late.
    expect((await h.callback(late.payload('paid', 15_000))).body).toEqual({ status: 'OK', outcome: 'applied' });
    const detail = await h.detail(late.m.token, late.order.orderId);
    expect(detail).toMatchObject({ status: 'paid', creditedMinor: 15_000, reason: 'LATE_PAYMENT' });
    expect(detail.timeline.map((e) => e.status)).toEqual(['created', 'pending', 'expired', 'paid']);
    expect(await h.balance(late.m.token)).toBe(late.before + 15_000);
  });

  it('refuses an unknown order, another gateway order id, a wrong currency and a zero amount', async () => {
    const { m, payload, before } = await openOrder();
    expect(await h.callback({ ...payload('paid', 20_000), merchantOrderId: 'D260101NOSUCHORDER' })).toEqual({ status: 404, body: { status: 'ERROR', code: 'UNKNOWN_ORDER' } });
    expect(await h.callback({ ...payload('paid', 20_000), gatewayOrderId: 'GDFORGED0000000' })).toEqual({ status: 409, body: { status: 'ERROR', code: 'ORDER_MISMATCH' } });
    expect(await h.callback({ ...payload('paid', 20_000), currency: 'EUR' })).toEqual({ status: 409, body: { status: 'ERROR', code: 'CURRENCY_MISMATCH' } });
    expect(await h.callback(payload('paid', 0))).toEqual({ status: 400, body: { status: 'ERROR', code: 'INVALID_AMOUNT' } });
    expect((await h.callback({ ...payload('paid', 20_000), status: 'stolen' })).status).toBe(400);
    expect(await h.balance(m.token)).toBe(before);
  });
});
