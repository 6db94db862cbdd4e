import type { CashierOrderDetail, CashierRecordPage, EftInstructions } from '@casino/shared/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TCashierRepository, TOrderRow, TRecordFilter } from './cashier.repository';
import type { TDepositService } from './deposit.service';
import { toCashierOrder, toOrderDetail, type TInstructions } from './order-view';

/** A detail view asks the gateway about an open deposit at most this often (live status without hammering it). */
const REFRESH_EVERY_MS = 5_000;

/** The player's own orders: history, details, EFT instructions. Another player's order is "not found". */
export const createOrderQueryService = (deps: { repo: Pick<TCashierRepository, 'findByOrderId' | 'eventsOf' | 'listForUser'>; deposits: Pick<TDepositService, 'refresh'>; clock: Clock }) => {
  const { repo, clock } = deps;

  const own = async (userId: number, orderId: string): Promise<TOrderRow> => {
    const row = await repo.findByOrderId(orderId);
    if (!row || row.userId !== userId) throw new AppError('ORDER_NOT_FOUND');
    return row;
  };

  const fresh = async (row: TOrderRow): Promise<TOrderRow> => {
    const open = row.kind === 'deposit' && (row.status === 'created' || row.status === 'pending');
    if (!open || (row.checkedAt && clock.now().getTime() - row.checkedAt.getTime() < REFRESH_EVERY_MS)) return row;
    await deps.deposits.refresh(row);
    return (await repo.findByOrderId(row.orderId)) ?? row;
  };

  return {
    async record(userId: number, filter: TRecordFilter): Promise<CashierRecordPage> {
      const { rows, total } = await repo.listForUser(userId, filter);
      return { list: rows.map(toCashierOrder), total, page: filter.page, pageSize: filter.pageSize };
    },

    async detail(userId: number, orderId: string, kind?: 'coin'): Promise<CashierOrderDetail> {
      let row = await own(userId, orderId);
      if (kind === 'coin' && row.channel !== 'usdt') throw new AppError('ORDER_NOT_FOUND');
      row = await fresh(row);
      return toOrderDetail(row, await repo.eventsOf(row.id));
    },

    /** `randomBankAccounts`: the receiving account and reference of the player's EFT order. */
    async eftAccount(userId: number, orderId: string): Promise<EftInstructions & { orderId: string; expiresAt: string | null; amountMinor: number; status: string }> {
      const row = await own(userId, orderId);
      const eft = (row.instructions as TInstructions | null)?.eft;
      if (row.channel !== 'eft' || !eft) throw new AppError('ORDER_NOT_FOUND');
      return { ...eft, orderId: row.orderId, expiresAt: row.expiresAt?.toISOString() ?? null, amountMinor: Number(row.amountMinor), status: row.status };
    },
  };
};

export type TOrderQueryService = ReturnType<typeof createOrderQueryService>;
