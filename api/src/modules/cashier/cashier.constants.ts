import type { CashierOrderStatus } from '@casino/shared/contracts';

/** Every order status of the contract (deposits and withdrawals). */
export const CASHIER_ORDER_STATUSES = ['created', 'pending', 'paid', 'failed', 'expired', 'review', 'refunded', 'rejected'] as const satisfies readonly CashierOrderStatus[];
