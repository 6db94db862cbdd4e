import type { TFreeRoundsView, TFreeRoundWinFlag } from './contract';
import { freeRoundsView } from './free-rounds';
import type { TFreeRoundStore } from './free-rounds.store';
import { PlayError } from './play-error';
import { num, playerKeyOf } from './round-view';
import type { TGameStore, TRoundRow, TSessionRow } from './store';
import type { TGameWallet, TMoneyContext } from './wallet';

export interface RoundMoneyDeps {
  store: TGameStore;
  wallet: TGameWallet;
  freeStore: TFreeRoundStore;
  now: () => Date;
  log: (obj: object, msg: string) => void;
}

/**
 * A round's money: the stake taken (play money in demo, a seamless bet in real play) and the round's
 * end (its win owed through the outbox, or credited in demo). A free round (`freeGrantId`) takes no
 * stake and its win goes out flagged as a free-round win of its grant.
 */
export const createRoundMoney = ({ store, wallet, freeStore, now, log }: RoundMoneyDeps) => {
  /** Money calls of a round use the token of the session that placed its bet (the same round, game and token). */
  const moneyOf = (betSession: TSessionRow, r: TRoundRow): TMoneyContext => ({ token: betSession.token, playerId: betSession.playerId, roundId: r.id, gameId: r.gameId, currency: betSession.currency });
  const betSessionOf = async (s: TSessionRow, r: TRoundRow): Promise<TSessionRow> => (r.sessionId === s.id ? s : ((await store.findSession(r.sessionId)) ?? s));
  const ownRound = async (s: TSessionRow, roundId: string): Promise<TRoundRow> => {
    const r = await store.findRound(roundId);
    if (!r || r.playerKey !== playerKeyOf(s) || r.gameId !== s.gameId) throw new PlayError('ROUND_NOT_FOUND');
    return r;
  };
  const balanceOf = async (s: TSessionRow): Promise<number> => (await store.findSession(s.id))?.balanceMinor ?? s.balanceMinor;
  const freeRoundFlag = async (r: TRoundRow): Promise<TFreeRoundWinFlag | undefined> => {
    if (!r.freeGrantId) return undefined;
    const grant = await freeStore.byId(r.freeGrantId);
    return grant ? { grantId: grant.id, reference: grant.reference } : undefined;
  };

  return {
    moneyOf,
    betSessionOf,
    ownRound,
    balanceOf,

    /** The free rounds this real-play slot session may run now, if any. */
    freeRoundsOf: async (s: TSessionRow, engine: string): Promise<TFreeRoundsView | null> =>
      s.mode === 'real' && engine === 'slot' ? freeRoundsView(await freeStore.activeFor(s.playerId, s.gameCode, now())) : null,

    /** Takes a stake: play money in demo, a seamless bet in real play. Throws without moving anything when refused. */
    async takeStake(s: TSessionRow, r: TRoundRow, transactionId: string, amountMinor: number): Promise<number> {
      if (s.mode === 'demo') {
        const balance = await store.addDemoBalance(s.id, -amountMinor);
        if (balance === null) throw new PlayError('INSUFFICIENT_FUNDS', {}, await balanceOf(s));
        return balance;
      }
      const c = moneyOf(await betSessionOf(s, r), r);
      const bet = await wallet.bet(c, transactionId, amountMinor);
      if (bet.kind === 'ok') {
        const balance = num(bet.body.balanceMinor);
        await store.setBalance(s.id, balance);
        return balance;
      }
      if (bet.kind === 'unknown') {
        // It may have landed: refund it through the outbox (idempotent; a tombstone if it never arrived).
        const row = await wallet.queueRollback(c, transactionId);
        await wallet.deliver(row.id);
        log({ roundId: r.id, reason: bet.reason }, 'bet outcome unknown: rollback queued');
        throw new PlayError('WALLET_UNAVAILABLE');
      }
      if (bet.code === 'INSUFFICIENT_FUNDS') throw new PlayError('INSUFFICIENT_FUNDS', {}, num(bet.body.balanceMinor));
      // The operator's player protection and bonus rules: the game says why the bet was refused.
      if (bet.code === 'LIMIT_EXCEEDED' || bet.code === 'PLAYER_EXCLUDED' || bet.code === 'TERMS_NOT_ACCEPTED' || bet.code === 'BONUS_MAX_BET') {
        throw new PlayError(bet.code, {}, num(bet.body.balanceMinor));
      }
      throw new PlayError('WALLET_REFUSED');
    },

    /** Ends a round: its final state and win in one transaction with the win owed (real) or credited (demo). */
    async settle(s: TSessionRow, r: TRoundRow, state: Record<string, unknown>, winMinor: number, from: TRoundRow['status'][]): Promise<{ round: TRoundRow; balanceMinor: number; credited: boolean }> {
      const at = now();
      const free = await freeRoundFlag(r);
      const done = await store.transaction(async (tx) => {
        const round = await store.updateRound(r.id, from, { status: 'settled', state, winMinor, settledAt: at }, tx);
        if (!round) return undefined;
        if (s.mode === 'demo') {
          await store.addDemoBalance(s.id, winMinor, tx);
          return { round, outbox: undefined };
        }
        if (free) await freeStore.addWin(free.grantId, winMinor, tx);
        return { round, outbox: await wallet.queueWin(moneyOf(await betSessionOf(s, round), round), winMinor, tx, free) };
      });
      if (!done) {
        // Another path settled it first (the sweeper, a twin request): answer what it decided.
        const round = await ownRound(s, r.id);
        return { round, balanceMinor: await balanceOf(s), credited: true };
      }
      if (!done.outbox) return { round: done.round, balanceMinor: await balanceOf(s), credited: true };
      const balance = await wallet.deliver(done.outbox.id);
      if (balance !== undefined) await store.setBalance(s.id, balance);
      return { round: done.round, balanceMinor: balance ?? (await balanceOf(s)), credited: balance !== undefined };
    },
  };
};

export type TRoundMoney = ReturnType<typeof createRoundMoney>;
