import type { DepositTurnover } from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TLedgerService } from '../wallet/ledger.service';
import { foldTurnover, lockedCash, TURNOVER_START, type TTurnoverRepository } from './turnover';

export interface TWithdrawable {
  cashMinor: bigint;
  bonusMinor: bigint;
  /** SANDBOX ONLY: the part of the cash that is test money (never withdrawable); 0 in production. */
  testMinor: bigint;
  /** Cash less the deposits not yet played through and the test money; never bonus money. */
  withdrawableMinor: bigint;
  turnover: DepositTurnover;
}

/** Reads without a lock fold at most this many new moves before the checkpoint is moved forward under the lock. */
const CHECKPOINT_AFTER_MOVES = 200;

/**
 * THE definition of what a player may withdraw (getUserInfo's withdrawableAssets, the withdraw screen
 * and the withdrawal request all ask here): cash minus the deposits not yet wagered `multiplierBps`
 * / 10000 times and minus the sandbox's test money (turnover.ts); bonus money never. Computed from the ledger; inside a withdrawal it runs in the
 * request's transaction after the player's lock, so two requests cannot both take the same amount.
 */
export const createWithdrawableService = (deps: {
  turnover: TTurnoverRepository;
  ledger: Pick<TLedgerService, 'transaction' | 'lockPlayer' | 'playerBalances'>;
  clock: Clock;
  /** The player's market's deposit turnover (basis points: 10000 = each deposit played once). */
  multiplierBpsOf: (userId: number, tx?: Db) => Promise<number>;
}) => {
  const { turnover, ledger } = deps;

  const compute = async (userId: number, tx: Db | undefined, save: boolean): Promise<TWithdrawable & { moves: number }> => {
    const multiplierBps = await deps.multiplierBpsOf(userId, tx);
    const checkpoint = await turnover.checkpoint(userId, tx);
    const after = checkpoint?.lastTransferId ?? 0n;
    const moves = await turnover.movesAfter(userId, after, tx);
    const start = checkpoint ? { remainingMinor: checkpoint.remainingMinor, requiredMinor: checkpoint.requiredMinor, cashMinor: checkpoint.cashMinor, testHeldMinor: checkpoint.testHeldMinor } : TURNOVER_START;
    const state = foldTurnover(start, moves, multiplierBps);
    const last = moves.at(-1);
    if (save && tx && last) await turnover.save(userId, state, last.id, deps.clock.now(), tx);
    const { cashMinor, bonusMinor } = await ledger.playerBalances(userId, tx);
    // Without the lock a move may commit between the two reads: never hold more test money than there is cash.
    const testMinor = state.testHeldMinor < cashMinor ? state.testHeldMinor : cashMinor;
    const locked = lockedCash(cashMinor, state.remainingMinor, multiplierBps);
    const free = cashMinor - locked - testMinor;
    return {
      cashMinor,
      bonusMinor,
      testMinor,
      withdrawableMinor: free > 0n ? free : 0n,
      moves: moves.length,
      turnover: {
        multiplierBps,
        requiredMinor: Number(state.requiredMinor),
        doneMinor: Number(state.requiredMinor - state.remainingMinor),
        remainingMinor: Number(state.remainingMinor),
        lockedMinor: Number(locked),
      },
    };
  };

  /** Inside the caller's transaction, after `ledger.lockPlayer`: exact, and moves the checkpoint. */
  const locked = async (userId: number, tx: Db): Promise<TWithdrawable> => {
    const { moves: _moves, ...result } = await compute(userId, tx, true);
    return result;
  };

  return {
    locked,
    /** For screens: no lock; a long unread history is folded once under the lock and kept. */
    async read(userId: number): Promise<TWithdrawable> {
      const { moves, ...result } = await compute(userId, undefined, false);
      if (moves < CHECKPOINT_AFTER_MOVES) return result;
      return ledger.transaction(async (tx) => {
        await ledger.lockPlayer(userId, tx);
        return locked(userId, tx);
      });
    },
  };
};

export type TWithdrawableService = ReturnType<typeof createWithdrawableService>;
