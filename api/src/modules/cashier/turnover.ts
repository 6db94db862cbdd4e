import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { playerAccount } from '../wallet/ledger.service';
import { cashierTurnover } from './cashier.tables';

/** The obligation left to play and the size of its cycle (since it was last met). */
export interface TTurnoverState {
  remainingMinor: bigint;
  requiredMinor: bigint;
}

export interface TTurnoverMove {
  id: bigint;
  code: 'DEPOSIT' | 'BET' | 'ROLLBACK';
  amountMinor: bigint;
}

/**
 * Deposit turnover as a fold over the player's cash transfers, in ledger order: a DEPOSIT adds
 * amount x multiplier to play; a BET from cash plays it off (never below zero: play before a deposit
 * does not count for it); a ROLLBACK gives its bet back (never above the cycle's size). Winnings,
 * converted bonuses and promotions add nothing: they are withdrawable as they come.
 */
export const foldTurnover = (start: TTurnoverState, moves: readonly TTurnoverMove[], multiplierBps: number): TTurnoverState => {
  let { remainingMinor, requiredMinor } = start;
  for (const move of moves) {
    if (move.code === 'DEPOSIT') {
      const add = (move.amountMinor * BigInt(multiplierBps)) / 10_000n;
      if (remainingMinor === 0n) requiredMinor = 0n;
      remainingMinor += add;
      requiredMinor += add;
    } else if (move.code === 'BET') {
      remainingMinor = remainingMinor > move.amountMinor ? remainingMinor - move.amountMinor : 0n;
    } else {
      const back = remainingMinor + move.amountMinor;
      remainingMinor = back < requiredMinor ? back : requiredMinor;
    }
  }
  return { remainingMinor, requiredMinor };
};

/** The cash a remaining obligation holds back: the deposits not yet played through (never more than the cash). */
export const lockedCash = (cashMinor: bigint, remainingMinor: bigint, multiplierBps: number): bigint => {
  if (multiplierBps <= 0 || remainingMinor <= 0n) return 0n;
  const bps = BigInt(multiplierBps);
  const held = (remainingMinor * 10_000n + bps - 1n) / bps;
  return held < cashMinor ? held : cashMinor;
};

/** Reads the moves and keeps the checkpoint (`cashier_turnover`). */
export const createTurnoverRepository = (db: Db) => ({
  checkpoint: async (userId: number, tx: Db = db) => (await tx.select().from(cashierTurnover).where(eq(cashierTurnover.userId, userId)).limit(1))[0],

  /** The player's cash moves that count, after a transfer id, in ledger order (indexes wallet_transfers_credit / _debit). */
  movesAfter: async (userId: number, afterId: bigint, tx: Db = db): Promise<TTurnoverMove[]> => {
    const cash = playerAccount(userId);
    const rows = rowsOf<{ id: string; code: TTurnoverMove['code']; amount: string }>(
      await tx.execute(sql`
        select id, code, amount from wallet_transfers where credit_account = ${cash} and id > ${afterId.toString()}::bigint and code in ('DEPOSIT', 'ROLLBACK')
        union all
        select id, code, amount from wallet_transfers where debit_account = ${cash} and id > ${afterId.toString()}::bigint and code = 'BET'
        order by id`),
    );
    return rows.map((r) => ({ id: BigInt(r.id), code: r.code, amountMinor: BigInt(r.amount) }));
  },

  save: async (userId: number, state: TTurnoverState, lastTransferId: bigint, at: Date, tx: Db): Promise<void> => {
    const row = { userId, remainingMinor: state.remainingMinor, requiredMinor: state.requiredMinor, lastTransferId, updatedAt: at };
    await tx.insert(cashierTurnover).values(row).onConflictDoUpdate({ target: cashierTurnover.userId, set: { remainingMinor: row.remainingMinor, requiredMinor: row.requiredMinor, lastTransferId, updatedAt: at } });
  },
});

export type TTurnoverRepository = ReturnType<typeof createTurnoverRepository>;
