import type { CashierOrder } from '@casino/shared';

export type THistoryTone = 'in' | 'out' | 'neutral';

/** One history row's amount: the sign and colour only for money that moved, the fee beside it. */
export interface THistoryAmount {
  sign: '+' | '−' | '';
  minor: number;
  tone: THistoryTone;
  /** The fee kept from this order (0: say nothing). */
  feeMinor: number;
}

const MONEY_BACK = new Set(['failed', 'expired', 'refunded', 'rejected']);

/**
 * What a history row says about an order's money, as the balance saw it:
 * - a paid deposit: + what reached the balance (the gateway's amount less our fee), and the fee;
 * - a deposit still open, failed or expired: the amount asked for, neutral (nothing was credited);
 * - a withdrawal under way or paid: − the amount taken from the balance, and the fee of a paid one;
 * - a withdrawal failed, refunded or rejected: neutral (the money went back).
 */
export function historyAmount(order: Pick<CashierOrder, 'kind' | 'status' | 'amountMinor' | 'feeMinor' | 'creditedMinor'>): THistoryAmount {
  const neutral = { sign: '', minor: order.amountMinor, tone: 'neutral', feeMinor: 0 } as const;
  if (order.kind === 'deposit') {
    if (order.status !== 'paid') return neutral;
    const credited = order.creditedMinor ?? order.amountMinor;
    return { sign: '+', minor: credited - order.feeMinor, tone: 'in', feeMinor: order.feeMinor };
  }
  if (MONEY_BACK.has(order.status)) return neutral;
  return { sign: '−', minor: order.amountMinor, tone: 'out', feeMinor: order.status === 'paid' ? order.feeMinor : 0 };
}
