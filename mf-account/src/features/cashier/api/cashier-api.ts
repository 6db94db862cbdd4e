import {
  apiPost,
  type AddBankCardBody,
  type Bank,
  type BankCardList,
  type CashierOrder,
  type CashierOrderDetail,
  type CashierRecordPage,
  type CashierRecordQuery,
  type ChargeInfo,
  type CreateCoinOrderBody,
  type CreateRechargeOrderBody,
  type SetWithdrawPwdBody,
  type WithdrawBody,
  type WithdrawInfo,
  type WithdrawPwdState,
} from '@casino/shared';

/** The cashier endpoints (spec section 7 Recharge, /user/bank, /withdraw/*). Errors are toasted by the API client. */
const data = async <T>(path: string, body: object = {}): Promise<T> => {
  const { resultData } = await apiPost<T>(path, body);
  if (resultData === null) throw new Error(`${path}: empty answer`);
  return resultData;
};

export const cashierApi = {
  chargeInfo: () => data<ChargeInfo>('/recharge/getChargeInfo'),
  createRechargeOrder: (body: CreateRechargeOrderBody) => data<CashierOrder>('/recharge/createRechargeOrder', body),
  createCoinOrder: (body: CreateCoinOrderBody) => data<CashierOrder>('/recharge/createCoinOrder', body),
  orderDetail: (orderId: string) => data<CashierOrderDetail>('/recharge/orderRecordDetail', { orderId }),
  coinOrderDetail: (orderId: string) => data<CashierOrderDetail>('/recharge/getCoinOrderDetail', { orderId }),
  record: (query: CashierRecordQuery) => data<CashierRecordPage>('/recharge/record', query),
  banks: () => data<Bank[]>('/withdraw/getMangirPayBankList'),
  cards: () => data<BankCardList>('/user/bank'),
  addCard: (body: AddBankCardBody) => data<BankCardList>('/user/bank/add', body),
  removeCard: (cardId: number) => data<BankCardList>('/user/bank/remove', { cardId }),
  setDefaultCard: (cardId: number) => data<BankCardList>('/user/bank/setDefault', { cardId }),
  withdrawInfo: () => data<WithdrawInfo>('/withdraw/getWithdrawInfo'),
  setWithdrawPwd: (body: SetWithdrawPwdBody) => data<WithdrawPwdState>('/withdraw/setWithdrawPwd', body),
  withdraw: (body: WithdrawBody) => data<CashierOrder>('/withdraw/apply', body),
};
