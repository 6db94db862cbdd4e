import { AppError } from '../../lib/errors';
import type { TPushHub } from '../push/push.hub';
import { isLedgerError } from '../wallet/ledger.errors';
import { playerAccount, playerAccountsIn, type TLedgerService } from '../wallet/ledger.service';
import type { TAdjustmentRow, TBackofficeRepository } from './backoffice.repository';
import type { TAdjustment, TAdjustmentCode } from './backoffice.schemas';
import type { TStaffQueues } from './staff-queues';

export const adjustmentView = (r: TAdjustmentRow): TAdjustment => ({
  id: r.id,
  userId: r.userId,
  direction: r.direction,
  amountMinor: Number(r.amountMinor),
  currency: r.currency,
  code: r.code,
  reason: r.reason,
  status: r.status,
  proposedBy: r.proposedBy,
  proposedAt: r.proposedAt.toISOString(),
  decidedBy: r.decidedBy,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  decisionReason: r.decisionReason,
  transferId: r.transferId === null ? null : r.transferId.toString(),
});

/** The counter-account of an adjustment: corrections against the player's house shard, goodwill from the promotions budget. */
const counterAccount = (code: string, userId: number, currency: string): string => {
  const accounts = playerAccountsIn(userId, currency);
  return code === 'ADJUSTMENT' ? accounts.house : accounts.promo;
};

export interface AdjustmentsDeps {
  repo: Pick<TBackofficeRepository, 'transaction' | 'audit' | 'proposeAdjustment' | 'lockAdjustment' | 'decideAdjustment' | 'adjustments'>;
  ledger: Pick<TLedgerService, 'transfer' | 'ensurePlayerAccount' | 'balanceOf' | 'playerBalance' | 'playerCurrency'>;
  push: Pick<TPushHub, 'publish'>;
  /** The console's adjustments queue hears of every proposal and decision (staff stream). */
  staffQueues: Pick<TStaffQueues, 'changed'>;
  playerExists: (userId: number) => Promise<boolean>;
  now: () => Date;
}

/**
 * Manual balance adjustments under four eyes (maker-checker): one staff member proposes, another with the
 * approver role approves or rejects. Only an approval moves money: one ledger transfer through the one
 * writer, keyed `adjustment:{id}`, so a repeated approval moves nothing twice.
 */
export const createAdjustmentsService = ({ repo, ledger, push, staffQueues, playerExists, now }: AdjustmentsDeps) => {
  const belowZero = (error: unknown): never => {
    if (isLedgerError(error) && error.code === 'INSUFFICIENT_FUNDS') throw new AppError('ADJUSTMENT_BELOW_ZERO');
    throw error;
  };

  return {
    async propose(input: { userId: number; direction: 'credit' | 'debit'; amountMinor: bigint; currency?: string | undefined; code: TAdjustmentCode; reason: string; actor: string }): Promise<TAdjustment> {
      if (!(await playerExists(input.userId))) throw new AppError('PLAYER_NOT_FOUND');
      // Refused early when it could not be approved now; the approval checks again under the player's lock.
      if (input.direction === 'debit' && (await ledger.balanceOf(playerAccount(input.userId))) < input.amountMinor) throw new AppError('ADJUSTMENT_BELOW_ZERO');
      // An adjustment is in the player's own currency (their market's): staff naming another is refused.
      const currency = await ledger.playerCurrency(input.userId);
      if (input.currency !== undefined && input.currency !== currency) throw new AppError('CURRENCY_MISMATCH', { params: { currency } });
      const at = now();
      const proposed = await repo.transaction(async (tx) => {
        const row = await repo.proposeAdjustment(
          { userId: input.userId, direction: input.direction, amountMinor: input.amountMinor, currency, code: input.code, reason: input.reason, proposedBy: input.actor, proposedAt: at },
          tx,
        );
        await repo.audit({ userId: input.userId, actor: input.actor, action: 'adjustment.proposed', reason: input.reason, detail: { id: row.id, direction: row.direction, amountMinor: Number(row.amountMinor), code: row.code }, at }, tx);
        return adjustmentView(row);
      });
      await staffQueues.changed('adjustments');
      return proposed;
    },

    async approve(input: { id: number; actor: string; reason?: string | undefined }): Promise<TAdjustment> {
      const { approved, moved } = await repo.transaction(async (tx): Promise<{ approved: TAdjustment; moved?: { userId: number; balance: bigint } }> => {
        const row = await repo.lockAdjustment(input.id, tx);
        if (!row) throw new AppError('ADJUSTMENT_NOT_FOUND');
        if (row.proposedBy === input.actor) throw new AppError('ADJUSTMENT_OWN');
        if (row.status === 'approved') return { approved: adjustmentView(row) }; // a repeated approval answers the first
        if (row.status !== 'pending') throw new AppError('ADJUSTMENT_DECIDED');
        const player = await ledger.ensurePlayerAccount(row.userId, tx);
        const counter = counterAccount(row.code, row.userId, row.currency);
        const [debitAccount, creditAccount] = row.direction === 'credit' ? [counter, player] : [player, counter];
        const transfer = await ledger
          .transfer({ debitAccount, creditAccount, amountMinor: row.amountMinor, currency: row.currency, code: row.code as TAdjustmentCode, idempotencyKey: `adjustment:${row.id}` }, tx)
          .catch(belowZero);
        const at = now();
        const decided = await repo.decideAdjustment(row.id, { status: 'approved', decidedBy: input.actor, decidedAt: at, decisionReason: input.reason ?? null, transferId: transfer.transferId }, tx);
        await repo.audit({ userId: row.userId, actor: input.actor, action: 'adjustment.approved', reason: input.reason ?? null, detail: { id: row.id, transferId: transfer.transferId.toString() }, at }, tx);
        // The header shows cash + bonus money (totalAssets), read in this transaction after the transfer.
        return { approved: adjustmentView(decided), ...(transfer.created ? { moved: { userId: row.userId, balance: await ledger.playerBalance(row.userId, tx) } } : {}) };
      });
      // After the commit: the player's header shows the new balance live.
      if (moved) {
        await push.publish(moved.userId, { type: 'wallet:balance-changed', data: { totalAssetsMinor: Number(moved.balance) } });
        await staffQueues.changed('adjustments');
      }
      return approved;
    },

    async reject(input: { id: number; actor: string; reason: string }): Promise<TAdjustment> {
      const rejected = await repo.transaction(async (tx) => {
        const row = await repo.lockAdjustment(input.id, tx);
        if (!row) throw new AppError('ADJUSTMENT_NOT_FOUND');
        if (row.proposedBy === input.actor) throw new AppError('ADJUSTMENT_OWN');
        if (row.status !== 'pending') throw new AppError('ADJUSTMENT_DECIDED');
        const at = now();
        const decided = await repo.decideAdjustment(row.id, { status: 'rejected', decidedBy: input.actor, decidedAt: at, decisionReason: input.reason, transferId: null }, tx);
        await repo.audit({ userId: row.userId, actor: input.actor, action: 'adjustment.rejected', reason: input.reason, detail: { id: row.id }, at }, tx);
        return adjustmentView(decided);
      });
      await staffQueues.changed('adjustments');
      return rejected;
    },

    async list(filter: { status?: 'pending' | 'approved' | 'rejected' | undefined; userId?: number | undefined; markets?: readonly string[] | null | undefined; limit: number }): Promise<TAdjustment[]> {
      return (await repo.adjustments(filter, filter.limit)).map(adjustmentView);
    },
  };
};

export type TAdjustmentsService = ReturnType<typeof createAdjustmentsService>;
