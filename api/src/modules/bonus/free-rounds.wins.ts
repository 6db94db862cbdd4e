import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { playerAccountsIn, playerBonusAccount, promoAccount, type TLedgerService } from '../wallet/ledger.service';
import type { TBonusRepository } from './bonus.repository';
import type { TFreeRoundsRepository } from './free-rounds.repository';

/** A free round's win as the provider reports it on the seamless `win` call (flagged with its grant). */
export interface TFreeRoundWinCall {
  userId: number;
  transactionId: string;
  roundId: string;
  gameId: number;
  amountMinor: bigint;
  currency: string;
  freeRound: { grantId: string; reference: string };
}

export type TFreeRoundWinOutcome = 'OK' | 'REPLAY' | 'UNKNOWN_ROUND' | 'WRONG_GAME' | 'WRONG_CURRENCY' | 'ROUND_CLOSED' | 'DUPLICATE_TRANSACTION';

export interface FreeRoundWinsDeps {
  repo: TFreeRoundsRepository;
  bonusRepo: Pick<TBonusRepository, 'findBonus' | 'topUp' | 'close'>;
  ledger: Pick<TLedgerService, 'transaction' | 'lockPlayer' | 'transfer' | 'ensurePlayerBonusAccount' | 'playerBalance'>;
  clock: Clock;
}

/**
 * Free-round wins into bonus money (the seamless wallet's sink for flagged wins). One transaction under
 * the player's lock: the grant must be the player's and name the game; the win becomes bonus money of
 * the grant's bonus through the one transfer function (PROMO -> player bonus, BONUS_GRANT, key
 * `freeround:{grant}:{round}`) and adds multiplier x win to its wagering. Once per (grant, round): a
 * replay answers the stored result and moves nothing. A bonus closed meanwhile gets nothing.
 */
export const createFreeRoundWins = ({ repo, bonusRepo, ledger, clock }: FreeRoundWinsDeps) =>
  async (call: TFreeRoundWinCall): Promise<{ outcome: TFreeRoundWinOutcome; balanceMinor: bigint }> =>
    ledger.transaction(async (tx: Db) => {
      const userId = call.userId;
      await ledger.lockPlayer(userId, tx);
      const balance = () => ledger.playerBalance(userId, tx);
      const g = await repo.byReferenceLocked(call.freeRound.reference, tx);
      if (!g || g.userId !== userId || (g.providerGrantId !== null && g.providerGrantId !== call.freeRound.grantId)) return { outcome: 'UNKNOWN_ROUND' as const, balanceMinor: await balance() };
      const known = await repo.findWin(g.id, call.roundId, tx);
      if (known) {
        const same = known.transactionId === call.transactionId && known.amountMinor === call.amountMinor && known.gameId === call.gameId;
        return { outcome: same ? ('REPLAY' as const) : ('DUPLICATE_TRANSACTION' as const), balanceMinor: same ? known.balanceAfter : await balance() };
      }
      if (!g.gameIds.includes(call.gameId)) return { outcome: 'WRONG_GAME' as const, balanceMinor: await balance() };
      if (call.currency !== g.currency) return { outcome: 'WRONG_CURRENCY' as const, balanceMinor: await balance() };
      if (g.roundsSettled >= g.rounds) return { outcome: 'ROUND_CLOSED' as const, balanceMinor: await balance() };

      const now = clock.now();
      const bonus = await bonusRepo.findBonus(g.bonusId, tx);
      const running = bonus?.status === 'active' && bonus.expiresAt.getTime() > now.getTime();
      let credited = 0n;
      if (running && call.amountMinor > 0n) {
        await ledger.ensurePlayerBonusAccount(userId, tx);
        await ledger.transfer(
          { debitAccount: promoAccount(g.currency), creditAccount: playerBonusAccount(userId), amountMinor: call.amountMinor, currency: g.currency, code: 'BONUS_GRANT', idempotencyKey: `freeround:${g.id}:${call.roundId}` },
          tx,
        );
        await bonusRepo.topUp(g.bonusId, call.amountMinor, BigInt(g.wageringMultiplier) * call.amountMinor, tx);
        credited = call.amountMinor;
      }
      const after = await repo.addRound(g.id, call.amountMinor, tx);
      // A win proves the create landed even if its answer was lost.
      if (g.status === 'pending') await repo.setStatus(g.id, ['pending'], { status: 'active', providerGrantId: call.freeRound.grantId, lastError: null }, tx);
      // Every round played and nothing won: nothing to wager, the bonus ends here.
      if (running && after.roundsSettled >= after.rounds && after.wonMinor === 0n) {
        await bonusRepo.close(g.bonusId, 'converted', now, playerAccountsIn(userId, g.currency), tx);
      }
      const balanceMinor = await balance();
      await repo.insertWin({ grantId: g.id, roundId: call.roundId, transactionId: call.transactionId, userId, gameId: call.gameId, amountMinor: call.amountMinor, creditedMinor: credited, balanceAfter: balanceMinor, createdAt: now }, tx);
      return { outcome: 'OK' as const, balanceMinor };
    });

export type TFreeRoundWinFn = ReturnType<typeof createFreeRoundWins>;
