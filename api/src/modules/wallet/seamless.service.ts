import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isLedgerError } from './ledger.errors';
import { HOUSE_ACCOUNT, playerAccount, type TLedgerService } from './ledger.service';
import type { TLaunchTokenService } from './launch-token.service';
import type { TSeamlessRepository, TSeamlessTxRow } from './seamless.repository';

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
  DUPLICATE_TRANSACTION: 409,
  TRANSACTION_ROLLED_BACK: 409,
  ROLLBACK_NOT_ALLOWED: 409,
  INTERNAL: 500,
} as const;
export type TSeamlessErrorCode = keyof typeof seamlessErrorStatus;

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

/** Thrown inside a transaction to undo it when the (player, transaction id) turned out to exist. */
class AlreadyRecorded extends Error {}

const sameContent = (row: TSeamlessTxRow, kind: 'bet' | 'win', call: TMoneyCall): boolean =>
  row.kind === kind && row.amount === call.amountMinor && row.currency === call.currency && row.roundId === call.roundId && row.gameId === call.gameId;

export interface SeamlessServiceDeps {
  repo: TSeamlessRepository;
  ledger: Pick<TLedgerService, 'transaction' | 'transfer' | 'balanceOf' | 'ensurePlayerAccount' | 'lockPlayer'>;
  tokens: Pick<TLaunchTokenService, 'check' | 'startSession'>;
  clock: Clock;
}

/**
 * The operator side of the seamless wallet. Idempotent per (player, transaction id): a retry gets
 * the first answer, the same id with other content is refused, a rollback may come first.
 */
export const createSeamlessService = ({ repo, ledger, tokens, clock }: SeamlessServiceDeps) => {
  const session = async (ref: TSessionRef, enforceExpiry: boolean) => {
    const check = await tokens.check(ref.token, enforceExpiry);
    if (!check.ok) throw new SeamlessError(check.reason);
    const row = check.row;
    if (String(row.userId) !== ref.playerId) throw new SeamlessError('WRONG_PLAYER');
    if (row.mode !== 'real') throw new SeamlessError('DEMO_SESSION');
    return row;
  };

  const balanceOf = (userId: number, tx?: Db) => ledger.balanceOf(playerAccount(userId), tx);

  /** The answer to a call whose (player, transaction id) exists already. */
  const replay = async (row: TSeamlessTxRow, kind: 'bet' | 'win', call: TMoneyCall): Promise<TMoneyAnswer> => {
    if (row.amount === null) throw new SeamlessError('TRANSACTION_ROLLED_BACK', await balanceOf(row.userId));
    if (!sameContent(row, kind, call)) throw new SeamlessError('DUPLICATE_TRANSACTION');
    if (row.status === 'rolled_back') throw new SeamlessError('TRANSACTION_ROLLED_BACK', await balanceOf(row.userId));
    return { playerId: call.playerId, currency: call.currency, transactionId: call.transactionId, balanceMinor: row.balanceAfter ?? 0n };
  };

  const money = async (kind: 'bet' | 'win', call: TMoneyCall, final: boolean): Promise<TMoneyAnswer> => {
    // Token expiry binds bets only: a round that started with a valid token must be able to settle.
    const token = await session(call, kind === 'bet');
    if (call.currency !== token.currency) throw new SeamlessError('WRONG_CURRENCY');
    if (kind === 'bet' && call.gameId !== token.gameId) throw new SeamlessError('WRONG_GAME');
    const userId = token.userId;

    const existing = await repo.findTransaction(userId, call.transactionId);
    if (existing) return replay(existing, kind, call);

    const account = playerAccount(userId);
    const at = clock.now();
    try {
      const balanceMinor = await ledger.transaction(async (tx) => {
        // The provider's rows are written while only the player's account is locked (see applyTransfer).
        const record = async (balance: bigint) => {
          const inserted = await repo.insertTransaction(
            { userId, transactionId: call.transactionId, kind, status: 'ok', amount: call.amountMinor, currency: call.currency, roundId: call.roundId, gameId: call.gameId, balanceAfter: balance, createdAt: at },
            tx,
          );
          if (!inserted) throw new AlreadyRecorded();
          await repo.addToRound(
            { userId, roundId: call.roundId, gameId: call.gameId, currency: call.currency, ...(kind === 'bet' ? { betMinor: call.amountMinor } : { winMinor: call.amountMinor }), close: final, at },
            tx,
          );
        };
        if (call.amountMinor === 0n) {
          const balance = await ledger.lockPlayer(userId, tx);
          await record(balance);
          return balance;
        }
        let recorded: bigint | undefined;
        const result = await ledger.transfer(
          {
            debitAccount: kind === 'bet' ? account : HOUSE_ACCOUNT,
            creditAccount: kind === 'bet' ? HOUSE_ACCOUNT : account,
            amountMinor: call.amountMinor,
            currency: call.currency,
            code: kind === 'bet' ? 'BET' : 'WIN',
            idempotencyKey: `seamless:${userId}:${call.transactionId}`,
          },
          tx,
          async (after) => {
            recorded = (kind === 'bet' ? after.debitBalance : after.creditBalance) ?? 0n;
            await record(recorded);
          },
        );
        // A concurrent twin committed first: its row answers (outside this transaction).
        if (!result.created) throw new AlreadyRecorded();
        return recorded ?? 0n;
      });
      return { playerId: call.playerId, currency: call.currency, transactionId: call.transactionId, balanceMinor };
    } catch (error) {
      if (error instanceof AlreadyRecorded) {
        const row = await repo.findTransaction(userId, call.transactionId);
        if (row) return replay(row, kind, call);
      }
      if (isLedgerError(error)) {
        if (error.code === 'INSUFFICIENT_FUNDS') throw new SeamlessError('INSUFFICIENT_FUNDS', error.balance ?? (await balanceOf(userId)));
        if (error.code === 'IDEMPOTENCY_CONFLICT') throw new SeamlessError('DUPLICATE_TRANSACTION');
        if (error.code === 'CURRENCY_MISMATCH') throw new SeamlessError('WRONG_CURRENCY');
      }
      throw error;
    }
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
        game: { gameId: row.gameId, gameName: row.gameName, kind: row.gameKind },
        sessionExpiresAt: sessionExpiresAt.toISOString(),
      };
    },

    async balance(ref: TSessionRef): Promise<TBalanceAnswer> {
      const token = await session(ref, false);
      return { playerId: ref.playerId, currency: token.currency, balanceMinor: await balanceOf(token.userId) };
    },

    bet: (call: TMoneyCall) => money('bet', call, false),

    win: (call: TMoneyCall & { roundEnd?: boolean }) => money('win', call, call.roundEnd === true),

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
        await repo.markRolledBack(userId, ref.transactionId, tx);
        const amount = row.amount ?? 0n;
        if (row.roundId !== null && row.gameId !== null) {
          await repo.addToRound({ userId, roundId: row.roundId, gameId: row.gameId, currency: row.currency ?? token.currency, refundMinor: amount, at }, tx);
        }
        if (amount === 0n) return balanceOf(userId, tx);
        const result = await ledger.transfer(
          {
            debitAccount: HOUSE_ACCOUNT,
            creditAccount: playerAccount(userId),
            amountMinor: amount,
            currency: row.currency ?? token.currency,
            code: 'ROLLBACK',
            idempotencyKey: `seamless:${userId}:${ref.transactionId}:rollback`,
          },
          tx,
        );
        return result.creditBalance ?? balanceOf(userId, tx);
      });
      return { playerId: ref.playerId, currency: token.currency, transactionId: ref.transactionId, balanceMinor };
    },

    async roundEnd(ref: TSessionRef & { roundId: string }): Promise<TBalanceAnswer> {
      const token = await session(ref, false);
      if (!(await repo.closeRound(token.userId, ref.roundId, clock.now()))) throw new SeamlessError('UNKNOWN_ROUND');
      return { playerId: ref.playerId, currency: token.currency, balanceMinor: await balanceOf(token.userId) };
    },
  };
};

export type TSeamlessService = ReturnType<typeof createSeamlessService>;
