import type { FastifyPluginAsync } from 'fastify';
import type { BankCardList, CashierOrder, CashierOrderDetail, CashierRecordPage, ChargeInfo, WithdrawInfo, WithdrawPwdState } from '@casino/shared/contracts';
import { ok } from '../../lib/envelope';
import { ZEmptyBody } from '../../lib/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireSession } from '../../plugins/auth';
import type { TCashierServices } from './cashier.module';
import { ZAddBankCardBody, ZCardIdBody, ZCreateCoinOrderBody, ZCreateRechargeOrderBody, ZOrderIdBody, ZRecordBody, ZSetWithdrawPwdBody, ZWithdrawBody } from './cashier.schemas';

/** The player's cashier (spec section 7: Recharge, /user/bank, /withdraw/getMangirPayBankList, and the withdraw paths). */
export const cashierRoutes: FastifyPluginAsync<{ cashier: TCashierServices }> = async (app, { cashier }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { auth: 'required' } as const;
  const me = (request: Parameters<typeof requireSession>[0]) => requireSession(request).userId;

  r.post('/recharge/getChargeInfo', { config: auth, schema: { body: ZEmptyBody } }, async (request) =>
    ok(request, (await cashier.deposits.chargeInfo(me(request))) satisfies ChargeInfo),
  );
  r.post('/recharge/createRechargeOrder', { config: auth, schema: { body: ZCreateRechargeOrderBody } }, async (request) =>
    ok(request, (await cashier.deposits.createOrder(me(request), { channel: request.body.channel, amountMinor: request.body.amount, returnUrl: request.body.returnUrl, bonusOfferId: request.body.bonusOfferId })) satisfies CashierOrder),
  );
  r.post('/recharge/createCoinOrder', { config: auth, schema: { body: ZCreateCoinOrderBody } }, async (request) =>
    ok(request, (await cashier.deposits.createOrder(me(request), { channel: 'usdt', amountMinor: request.body.amount })) satisfies CashierOrder),
  );
  r.post('/recharge/record', { config: auth, schema: { body: ZRecordBody } }, async (request) =>
    ok(request, (await cashier.queries.record(me(request), request.body)) satisfies CashierRecordPage),
  );
  r.post('/recharge/randomBankAccounts', { config: auth, schema: { body: ZOrderIdBody } }, async (request) =>
    ok(request, await cashier.queries.eftAccount(me(request), request.body.orderId)),
  );
  r.post('/recharge/getCoinOrderDetail', { config: auth, schema: { body: ZOrderIdBody } }, async (request) =>
    ok(request, (await cashier.queries.detail(me(request), request.body.orderId, 'coin')) satisfies CashierOrderDetail),
  );
  r.post('/recharge/orderRecordDetail', { config: auth, schema: { body: ZOrderIdBody } }, async (request) =>
    ok(request, (await cashier.queries.detail(me(request), request.body.orderId)) satisfies CashierOrderDetail),
  );

  r.post('/user/bank', { config: auth, schema: { body: ZEmptyBody } }, async (request) => ok(request, (await cashier.cards.list(me(request))) satisfies BankCardList));
  r.post('/user/bank/add', { config: auth, schema: { body: ZAddBankCardBody } }, async (request) =>
    ok(request, (await cashier.cards.add(me(request), request.body)) satisfies BankCardList),
  );
  r.post('/user/bank/remove', { config: auth, schema: { body: ZCardIdBody } }, async (request) => ok(request, (await cashier.cards.remove(me(request), request.body.cardId)) satisfies BankCardList));
  r.post('/user/bank/setDefault', { config: auth, schema: { body: ZCardIdBody } }, async (request) =>
    ok(request, (await cashier.cards.setDefault(me(request), request.body.cardId)) satisfies BankCardList),
  );
  // The gateway's bank list is public knowledge; a guest filling the form may read it.
  r.post('/withdraw/getMangirPayBankList', { config: { auth: 'optional' }, schema: { body: ZEmptyBody } }, async (request) => ok(request, await cashier.cards.banks()));

  r.post('/withdraw/getWithdrawInfo', { config: auth, schema: { body: ZEmptyBody } }, async (request) => ok(request, (await cashier.withdrawals.info(me(request))) satisfies WithdrawInfo));
  r.post('/withdraw/withdrawPwdStatus', { config: auth, schema: { body: ZEmptyBody } }, async (request) =>
    ok(request, (await cashier.withdrawPassword.status(me(request))) satisfies WithdrawPwdState),
  );
  r.post('/withdraw/setWithdrawPwd', { config: auth, schema: { body: ZSetWithdrawPwdBody } }, async (request) =>
    ok(request, (await cashier.withdrawPassword.set(me(request), request.body)) satisfies WithdrawPwdState),
  );
  r.post('/withdraw/apply', { config: auth, schema: { body: ZWithdrawBody } }, async (request) =>
    ok(request, (await cashier.withdrawals.apply(me(request), { amountMinor: request.body.amount, cardId: request.body.cardId, withdrawPwd: request.body.withdrawPwd, requestId: request.body.requestId })) satisfies CashierOrder),
  );
};
