import type { CashierOrder, CashierOrderDetail, CashierOrderStatus, CoinInstructions, EftInstructions, RechargeChannelCode } from '@casino/shared/contracts';
import { maskIban } from '../../lib/iban';
import type { TEventRow, TOrderRow } from './cashier.repository';
import { WITHDRAW_REVIEW_HOURS } from './cashier.config';

/** What `instructions` holds: the parts of the contract the player needs to pay. */
export interface TInstructions {
  eft?: EftInstructions;
  checkoutUrl?: string;
  coin?: CoinInstructions;
}

const num = (value: bigint | null): number | null => (value === null ? null : Number(value));

/** An order row as the player sees it (amounts in minor units, IBANs masked). */
export const toCashierOrder = (row: TOrderRow): CashierOrder => {
  const instructions = (row.instructions ?? {}) as TInstructions;
  const open = row.status === 'created' || row.status === 'pending';
  return {
    orderId: row.orderId,
    kind: row.kind,
    channel: row.channel as RechargeChannelCode | 'bank',
    status: row.status as CashierOrderStatus,
    amountMinor: Number(row.amountMinor),
    feeMinor: Number(row.feeMinor),
    creditedMinor: num(row.creditedMinor),
    currency: row.currency,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    reason: row.reason,
    ...(row.kind === 'withdrawal' ? { reviewExpectedBy: row.status === 'review' ? new Date(row.createdAt.getTime() + WITHDRAW_REVIEW_HOURS * 3_600_000).toISOString() : null } : {}),
    // Payment details only while the order can still be paid (or to show how it was paid).
    ...(instructions.eft ? { eft: instructions.eft } : {}),
    ...(instructions.checkoutUrl && open ? { checkoutUrl: instructions.checkoutUrl } : {}),
    ...(instructions.coin ? { coin: instructions.coin } : {}),
    ...(row.payoutAccount ? { payoutAccount: { bankName: row.payoutAccount.bankName, holderName: row.payoutAccount.holderName, ibanMasked: maskIban(row.payoutAccount.iban) } } : {}),
  };
};

export const toOrderDetail = (row: TOrderRow, events: TEventRow[]): CashierOrderDetail => ({
  ...toCashierOrder(row),
  timeline: events.filter((e) => e.toStatus !== 'conflict').map((e) => ({ status: e.toStatus as CashierOrderStatus, at: e.createdAt.toISOString(), source: e.source })),
});

