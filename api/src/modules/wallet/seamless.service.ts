import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/crypto';
import type { TDomainEventBus } from '../../lib/domain-events';
import { LedgerError } from './ledger.errors';
import { houseAccountFor, playerAccount, playerBonusAccount, promoAccount, type TLedgerService } from './ledger.service';
import type { TLaunchTokenService } from './launch-token.service';
import type { TSeamlessRepository } from './seamless.repository';
import type { TSportTicketInput, TSportTicketResultInput } from '../sport/sport.schemas';

/**
 * Where a sportsbook's bet slips go (the sport module): written in the money call's own transaction,
 * so a slip exists exactly when its bet does, and settles exactly with its win or refund.
 */
export interface TTicketSink {
  placed(row: { userId: number; roundId: string; gameId: number; stakeMinor: bigint; ticket: TSportTicketInput; at: Date }, tx: Db): Promise<void>;
  settled(userId: number, roundId: string, result: TSportTicketResultInput, at: Date, tx: Db): Promise<void>;
  voided(userId: number, roundId: string, at: Date, tx: Db): Promise<boolean>;
}

/** Errors the provider understands (reference/seamless-wallet.md), with their HTTP status. */
export const seamlessErrorStatus = {
  MALFORMED_REQUEST: 400,
  INVALID_SIGNATURE: 401,
  SIGNATURE_EXPIRED: 401,
  INVALID_TOKEN: 401,
  TOKEN_EXPIRED: 401,
  INSUFFICIENT_FUNDS: 402,
  WRONG_CURRENCY: 400,
  WRONG_PLAYER: 403,
  WRONG_GAME: 403,
  DEMO_SESSION: 403,
  UNKNOWN_ROUND: 404,
  ROUND_CLOSED: 409,
  WRONG_SESSION: 403,
  DUPLICATE_TRANSACTION: 409,
  TRANSACTION_ROLLED_BACK: 409,
  ROLLBACK_NOT_ALLOWED: 409,
  /** Player protection: the bet is over the player's loss or wager limit. */
  LIMIT_EXCEEDED: 403,
  /** Player protection: a time-out or self-exclusion is running. */
  PLAYER_EXCLUDED: 403,
  /** Bonus rules: a stake over the running bonus's max bet. */
  BONUS_MAX_BET: 403,
  /** Consent: the member has not accepted the market's current terms (drizzle/functions/consent_bet_refusal.sql). */
  TERMS_NOT_ACCEPTED: 403,
  INTERNAL: 500,
} as const;
export type TSeamlessErrorCode = keyof typeof seamlessErrorStatus;
const isSeamlessErrorCode = (value: string): value is TSeamlessErrorCode => Object.hasOwn(seamlessErrorStatus, value);

export class SeamlessError extends Error {
  override name = 'SeamlessError';
  readonly status: number;
  constructor(
    readonly code: TSeamlessErrorCode,
    readonly balanceMinor?: bigint,
  ) {
    super(code);
    this.status = seamlessErrorStatus[code];
  }
}

export interface TSessionRef {
  token: string;
  playerId: string;
}
export interface TMoneyCall extends TSessionRef {
  transactionId: string;
  roundId: string;
  gameId: number;
  amountMinor: bigint;
  currency: string;
}

export interface TBalanceAnswer {
  playerId: string;
  currency: string;
  balanceMinor: bigint;
}
export interface TMoneyAnswer extends TBalanceAnswer {
  transactionId: string;
}

export interface SeamlessServiceDeps {
  repo: TSeamlessRepository;
  ledger: Pick<TLedgerService, 'transaction' | 'transfer' | 'playerBalance' | 'ensurePlayerAccount' | 'lockPlayer'>;
  tokens: Pick<TLaunchTokenService, 'check' | 'startSession'>;
  clock: Clock;
  events: Pick<TDomainEventBus, 'emit'>;
  /**
   * Player protection on: every new bet passes its checks (exclusions, loss/wager and session-time
   * limits) inside the money statement, under the player's lock (protection_bet_refusal in
   * drizzle/functions/protection_bet_refusal.sql), and an accepted bet marks play. Off only in tests of the
   * wallet alone.
   */
  guardBets: boolean;
  /** The sportsbook's slips (sport module). */
  tickets?: TTicketSink;
  /** Free-round wins (bonus module, free-rounds.wins.ts): a win flagged with its grant, paid as bonus money. */
  freeRoundWins?: TFreeRoundSink;
}

/** Where a flagged free-round win goes: one transaction, once per (grant, round); the outcome is a seamless code or OK / REPLAY. */
export type TFreeRoundSink = (call: {
  userId: number;
  transactionId: string;
  roundId: string;
  gameId: number;
  amountMinor: bigint;
  currency: string;
  freeRound: { grantId: string; reference: string };
}) => Promise<{ outcome: 'OK' | 'REPLAY' | 'UNKNOWN_ROUND' | 'WRONG_GAME' | 'WRONG_CURRENCY' | 'ROUND_CLOSED' | 'DUPLICATE_TRANSACTION'; balanceMinor: bigint }>;

/**
 * The operator side of the seamless wallet. Idempotent per (player, transaction id): a retry gets
 * the first answer, the same id with other content is refused, a rollback may come first.
 */
export const createSeamlessService = ({ repo, ledger, tokens, clock, events, guardBets, tickets, freeRoundWins }: SeamlessServiceDeps) => {
  const session = async (ref: TSessionRef, enforceExpiry: boolean) => {
    const check = await tokens.check(ref.token, enforceExpiry);
    if (!check.ok) throw new SeamlessError(check.reason);
    const row = check.row;
    if (String(row.userId) !== ref.playerId) throw new SeamlessError('WRONG_PLAYER');
    if (row.mode !== 'real') throw new SeamlessError('DEMO_SESSION');
    return row;
  };

  /** What the game shows: cash + bonus money. */
  const balanceOf = (userId: number, tx?: Db) => ledger.playerBalance(userId, tx);

  /**
   * A bet or win: one SQL statement (seamless.repository `money`) checks the token, locks the
   * player, replays or refuses a known transaction id, checks the funds and writes the transfer,
   * the provider row, the round and both balances. No row of a refused call is written.
   */
  const money = async (kind: 'bet' | 'win', call: TMoneyCall, final: boolean, tx?: Db, emit = true): Promise<TMoneyAnswer> => {
    const { outcome, balanceMinor } = await repo.money({
      tokenHash: sha256Hex(call.token),
      playerId: call.playerId,
      kind,
      transactionId: call.transactionId,
      roundId: call.roundId,
      gameId: call.gameId,
      amountMinor: call.amountMinor,
      currency: call.currency,
      close: final,
      at: clock.now(),
      playerAccount: playerAccount(Number(call.playerId)),
      // The house of the call's currency: a call in another currency than the player's account is refused (WRONG_CURRENCY) before any money moves.
      houseAccount: houseAccountFor(Number(call.playerId), call.currency),
      guard: guardBets,
      bonusAccount: playerBonusAccount(Number(call.playerId)),
      promoAccount: promoAccount(call.currency),
    }, tx);
    if (outcome === 'OK' || outcome === 'REPLAY') {
      if (final && emit) await events.emit('round.settled', { userId: Number(call.playerId), roundId: call.roundId, gameId: call.gameId, at: clock.now() });
      return { playerId: call.playerId, currency: call.currency, transactionId: call.transactionId, balanceMinor: balanceMinor ?? 0n };
    }
    if (outcome === 'UNKNOWN_ACCOUNT') throw new LedgerError('UNKNOWN_ACCOUNT');
    if (isSeamlessErrorCode(outcome)) throw new SeamlessError(outcome, balanceMinor ?? undefined);
    throw new Error(`wallet_seamless_money: unexpected outcome ${outcome}`);
  };

  return {
    /** Launch token -> player, currency, balance and the game it was issued for. */
    async authenticate(token: string) {
      const check = await tokens.check(token, true);
      if (!check.ok) throw new SeamlessError(check.reason);
      const row = check.row;
      const sessionExpiresAt = await tokens.startSession(row);
      const real = row.mode === 'real';
      if (real) await ledger.ensurePlayerAccount(row.userId);
      return {
        playerId: String(row.userId),
        currency: row.currency,
        mode: row.mode,
        balanceMinor: real ? await balanceOf(row.userId) : 0n,
        game: { gameId: row.gameId, gameName: row.gameName, gameCode: row.gameCode },
        sessionExpiresAt: sessionExpiresAt.toISOString(),
      };
    },

    async balance(ref: TSessionRef): Promise<TBalanceAnswer> {
      const token = await session(ref, false);
      return { playerId: ref.playerId, currency: token.currency, balanceMinor: await balanceOf(token.userId) };
    },

    /**
     * A bet: one statement, one round trip (token, player lock, replay, player protection, funds,
     * money, round). A sport bet writes its slip in the same transaction. A refusal moves nothing.
     */
    bet: async (call: TMoneyCall & { ticket?: TSportTicketInput }): Promise<TMoneyAnswer> => {
      const ticket = tickets ? call.ticket : undefined;
      if (!ticket) return money('bet', call, false);
      return ledger.transaction(async (tx) => {
        const answer = await money('bet', call, false, tx);
        // The statement checked that the token is this player's.
        await tickets!.placed({ userId: Number(call.playerId), roundId: call.roundId, gameId: call.gameId, stakeMinor: call.amountMinor, ticket, at: clock.now() }, tx);
        return answer;
      });
    },

    win: async (call: TMoneyCall & { roundEnd?: boolean; ticketResult?: TSportTicketResultInput; freeRound?: { grantId: string; reference: string } }): Promise<TMoneyAnswer> => {
      if (call.freeRound) {
        // A free round: no bet opened it; the operator's grant pays it (bonus money), once per round.
        if (!freeRoundWins) throw new SeamlessError('UNKNOWN_ROUND');
        const userId = (await session(call, false)).userId;
        const { outcome, balanceMinor } = await freeRoundWins({ ...call, userId, freeRound: call.freeRound });
        if (outcome !== 'OK' && outcome !== 'REPLAY') throw new SeamlessError(outcome, balanceMinor);
        return { playerId: call.playerId, currency: call.currency, transactionId: call.transactionId, balanceMinor };
      }
      const result = tickets ? call.ticketResult : undefined;
      if (!result) return money('win', call, call.roundEnd === true);
      const userId = (await session(call, false)).userId;
      const final = call.roundEnd === true;
      const answer = await ledger.transaction(async (tx) => {
        const a = await money('win', call, final, tx, false);
        await tickets!.settled(userId, call.roundId, result, clock.now(), tx);
        return a;
      });
      // Domain events go out after the commit.
      if (final) await events.emit('round.settled', { userId, roundId: call.roundId, gameId: call.gameId, at: clock.now() });
      return answer;
    },

    /**
     * Refunds a bet, identified by its transaction id alone. Unknown bet: a tombstone is recorded
     * (success) so the late bet is refused. Already rolled back: success, nothing moves.
     */
    async rollback(ref: TSessionRef & { transactionId: string }): Promise<TMoneyAnswer> {
      const token = await session(ref, false);
      const userId = token.userId;
      const at = clock.now();
      const balanceMinor = await ledger.transaction(async (tx) => {
        // Lock order of every money path: the player's account, then the provider rows, then the house.
        await ledger.lockPlayer(userId, tx);
        let row = await repo.findTransaction(userId, ref.transactionId, tx, true);
        if (!row) {
          const tombstone = await repo.insertTransaction(
            { userId, transactionId: ref.transactionId, kind: 'bet', status: 'rolled_back', amount: null, createdAt: at },
            tx,
          );
          if (tombstone) return balanceOf(userId, tx);
          // The bet committed meanwhile: roll it back like any other.
          row = await repo.findTransaction(userId, ref.transactionId, tx, true);
          if (!row) throw new SeamlessError('INTERNAL');
        }
        if (row.kind !== 'bet') throw new SeamlessError('ROLLBACK_NOT_ALLOWED');
        if (row.status === 'rolled_back') return balanceOf(userId, tx);
        // A settled round is final: its bets can no longer be refunded.
        const round = row.roundId === null ? undefined : await repo.findRound(userId, row.roundId, tx);
        if (round?.status === 'closed') throw new SeamlessError('ROLLBACK_NOT_ALLOWED');
        await repo.markRolledBack(userId, ref.transactionId, tx);
        const amount = row.amount ?? 0n;
        if (row.roundId !== null && row.gameId !== null) {
          await repo.addToRound({ userId, roundId: row.roundId, gameId: row.gameId, currency: row.currency ?? token.currency, refundMinor: amount, at }, tx);
          // A sport bet refunded is void: its slip says so and its round is over.
          await tickets?.voided(userId, row.roundId, at, tx);
        }
        if (amount === 0n) return balanceOf(userId, tx);
        // The stake goes back where it came from: cash to cash; the bonus part to the bonus money while
        // that bonus runs, to cash once it converted, nowhere once it was forfeited or expired.
        const currency = row.currency ?? token.currency;
        const bonusPart = row.bonusAmount;
        const bonusStatus = bonusPart > 0n && row.roundId !== null ? await repo.roundBonusStatus(userId, row.roundId, tx) : undefined;
        const toBonus = bonusStatus === 'active' ? bonusPart : 0n;
        const toCash = amount - bonusPart + (bonusStatus === 'converted' ? bonusPart : 0n);
        const back = (creditAccount: string, amountMinor: bigint, key: string) =>
          ledger.transfer({ debitAccount: houseAccountFor(userId, currency), creditAccount, amountMinor, currency, code: 'ROLLBACK', idempotencyKey: key }, tx);
        if (toCash > 0n) await back(playerAccount(userId), toCash, `seamless:${userId}:${ref.transactionId}:rollback`);
        if (toBonus > 0n) await back(playerBonusAccount(userId), toBonus, `seamless:${userId}:${ref.transactionId}:rollback:bonus`);
        return balanceOf(userId, tx);
      });
      return { playerId: ref.playerId, currency: token.currency, transactionId: ref.transactionId, balanceMinor };
    },

    async roundEnd(ref: TSessionRef & { roundId: string }): Promise<TBalanceAnswer> {
      const token = await session(ref, false);
      const round = await repo.closeRound(token.userId, ref.roundId, clock.now());
      if (!round) throw new SeamlessError('UNKNOWN_ROUND');
      await events.emit('round.settled', { userId: token.userId, roundId: ref.roundId, gameId: round.gameId, at: clock.now() });
      return { playerId: ref.playerId, currency: token.currency, balanceMinor: await balanceOf(token.userId) };
    },
  };
};

export type TSeamlessService = ReturnType<typeof createSeamlessService>;
