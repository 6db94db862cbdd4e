import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { playerAccount } from '../wallet/ledger.service';
import { cashierTurnover } from './cashier.tables';

/**
 * The obligation left to play and the size of its cycle (since it was last met), and, for the test money
 * (SANDBOX ONLY), the cash balance after the last move and the part of it that is test money.
 */
export interface TTurnoverState {
  remainingMinor: bigint;
  requiredMinor: bigint;
  cashMinor: bigint;
  testHeldMinor: bigint;
}

export const TURNOVER_START: TTurnoverState = { remainingMinor: 0n, requiredMinor: 0n, cashMinor: 0n, testHeldMinor: 0n };

/** One transfer into (`out: false`) or out of the player's cash account. */
export interface TTurnoverMove {
  id: bigint;
  code: string;
  amountMinor: bigint;
  out: boolean;
}

/**
 * A fold over the player's cash transfers, in ledger order.
 *
 * Deposit turnover: a DEPOSIT adds amount x multiplier to play; a BET from cash plays it off (never
 * below zero: play before a deposit does not count for it); a ROLLBACK back to cash gives its bet back
 * (never above the cycle's size). Winnings, converted bonuses and promotions add nothing: they are
 * withdrawable as they come.
 *
 * Test money (TEST_MONEY, the sandbox's grant and top-ups) is held back whole and is the last money a
 * loss takes: the part held is what was granted, cut down to the cash balance whenever the balance falls
 * below it. So a grant is never withdrawable, a deposit played away after it frees nothing of it, and a
 * grant lost in play holds nothing back from a later deposit.
 */
export const foldTurnover = (start: TTurnoverState, moves: readonly TTurnoverMove[], multiplierBps: number): TTurnoverState => {
  let { remainingMinor, requiredMinor, cashMinor, testHeldMinor } = start;
  for (const move of moves) {
    cashMinor += move.out ? -move.amountMinor : move.amountMinor;
    if (move.code === 'DEPOSIT' && !move.out) {
      const add = (move.amountMinor * BigInt(multiplierBps)) / 10_000n;
      if (remainingMinor === 0n) requiredMinor = 0n;
      remainingMinor += add;
      requiredMinor += add;
    } else if (move.code === 'BET' && move.out) {
      remainingMinor = remainingMinor > move.amountMinor ? remainingMinor - move.amountMinor : 0n;
    } else if (move.code === 'ROLLBACK' && !move.out) {
      const back = remainingMinor + move.amountMinor;
      remainingMinor = back < requiredMinor ? back : requiredMinor;
    } else if (move.code === 'TEST_MONEY' && !move.out) {
      testHeldMinor += move.amountMinor;
    }
    if (testHeldMinor > cashMinor) testHeldMinor = cashMinor > 0n ? cashMinor : 0n;
  }
  return { remainingMinor, requiredMinor, cashMinor, testHeldMinor };
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

  /** Every move of the player's cash account after a transfer id, in ledger order (indexes wallet_transfers_credit / _debit). */
  movesAfter: async (userId: number, afterId: bigint, tx: Db = db): Promise<TTurnoverMove[]> => {
    const cash = playerAccount(userId);
    const rows = rowsOf<{ id: string; code: string; amount: string; out: boolean }>(
      await tx.execute(sql`
        select id, code, amount, false as out from wallet_transfers where credit_account = ${cash} and id > ${afterId.toString()}::bigint
        union all
        select id, code, amount, true as out from wallet_transfers where debit_account = ${cash} and id > ${afterId.toString()}::bigint
        order by id`),
    );
    return rows.map((r) => ({ id: BigInt(r.id), code: r.code, amountMinor: BigInt(r.amount), out: r.out === true || (r.out as unknown) === 't' }));
  },

  save: async (userId: number, state: TTurnoverState, lastTransferId: bigint, at: Date, tx: Db): Promise<void> => {
    const row = { userId, ...state, lastTransferId, updatedAt: at };
    await tx
      .insert(cashierTurnover)
      .values(row)
      .onConflictDoUpdate({ target: cashierTurnover.userId, set: { remainingMinor: row.remainingMinor, requiredMinor: row.requiredMinor, cashMinor: row.cashMinor, testHeldMinor: row.testHeldMinor, lastTransferId, updatedAt: at } });
  },
});

export type TTurnoverRepository = ReturnType<typeof createTurnoverRepository>;
