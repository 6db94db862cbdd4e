import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TLedgerRepository, TTransferResult } from './ledger.repository';

/**
 * The system accounts exist once per currency (a market's currency: `TRY`, `AZN`, ...): money never
 * changes currency, so a player's money moves only to and from the system accounts of the player's own.
 * `world:{CUR}`: money from outside (deposits, payouts). `house:promotions:{CUR}`: where promotions
 * (prizes, sign-in rewards, VIP rewards, rebates) are paid from, their cost apart from the game bankroll.
 */
export const worldAccount = (currency: string): string => `world:${currency}`;
export const promoAccount = (currency: string): string => `house:promotions:${currency}`;
export const playerAccount = (userId: number): string => `player:${userId}:cash`;
/** The player's bonus money: locked under a running bonus's wagering, never withdrawable (bonus module). */
export const playerBonusAccount = (userId: number): string => `player:${userId}:bonus`;
/** Where a requested withdrawal waits for its payout (cashier): still the player's, no longer playable. Never negative. */
export const playerPayoutAccount = (userId: number): string => `player:${userId}:payout`;

/**
 * The house bankroll of a currency is split into sub-accounts `house:bankroll:{CUR}:{0..N-1}`, a
 * player's money moving to and from the one chosen by the player id: every bet updates a house row,
 * and one shared row would queue all bets behind each other's commit. The house's balance is the sum
 * of them all (plus `house:bankroll:{CUR}`, which keeps the history from before the split). N may grow; the sum stays right.
 */
export const HOUSE_SHARDS = 16;
const houseBankroll = (currency: string): string => `house:bankroll:${currency}`;
export const houseAccountFor = (userId: number, currency: string): string => `${houseBankroll(currency)}:${userId % HOUSE_SHARDS}`;
export const houseAccounts = (currency: string): string[] => [houseBankroll(currency), ...Array.from({ length: HOUSE_SHARDS }, (_, i) => `${houseBankroll(currency)}:${i}`)];

/** A player's accounts and the system accounts their money moves to and from, all in the player's currency. */
export interface TPlayerAccounts {
  currency: string;
  cash: string;
  bonus: string;
  payout: string;
  house: string;
  promo: string;
  world: string;
}
export const playerAccountsIn = (userId: number, currency: string): TPlayerAccounts => ({
  currency,
  cash: playerAccount(userId),
  bonus: playerBonusAccount(userId),
  payout: playerPayoutAccount(userId),
  house: houseAccountFor(userId, currency),
  promo: promoAccount(currency),
  world: worldAccount(currency),
});

/**
 * Reason codes of transfers: games (BET, WIN, ROLLBACK), the cashier (DEPOSIT from the world,
 * WITHDRAWAL_HOLD to the player's pending-payout account, PAYOUT to the world, PAYOUT_RETURN back to
 * the player, FEE), and promotions paid from the promotions account (PROMO, MAIL_PRIZE, SIGN_IN, VIP_REWARD,
 * CASHBACK, WHEEL_PRIZE, PDD_PRIZE, REBATE). TEST_MONEY: SANDBOX ONLY, the welcome grant and the top-ups: test
 * money in the cash account that is never withdrawable (cashier/turnover.ts holds it back). ADJUSTMENT: a manual correction by staff, approved under four
 * eyes (backoffice). Bonus money: BONUS_GRANT (promotions -> the player's bonus account), BONUS_CONVERT
 * (bonus -> cash when wagering is met), BONUS_REMOVE (bonus -> promotions at forfeit or expiry).
 * WITHDRAWAL is the pre-cashier name kept for history.
 */
export const transferCodes = [
  'BET',
  'WIN',
  'ROLLBACK',
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_HOLD',
  'PAYOUT',
  'PAYOUT_RETURN',
  'FEE',
  'PROMO',
  'MAIL_PRIZE',
  'SIGN_IN',
  'VIP_REWARD',
  'CASHBACK',
  'WHEEL_PRIZE',
  'PDD_PRIZE',
  'REBATE',
  'TEST_MONEY',
  'ADJUSTMENT',
  'BONUS_GRANT',
  'BONUS_CONVERT',
  'BONUS_REMOVE',
] as const;
export type TTransferCode = (typeof transferCodes)[number];

export interface TTransferRequest {
  debitAccount: string;
  creditAccount: string;
  amountMinor: bigint;
  /** Both accounts must hold it (wallet_transfer and the transfers' foreign keys refuse otherwise). */
  currency: string;
  code: TTransferCode;
  idempotencyKey: string;
}

export interface LedgerServiceDeps {
  repo: TLedgerRepository;
  clock: Clock;
  /**
   * SANDBOX ONLY: a TEST_MONEY transfer from the house to every new player account, so a fresh player
   * has money to play with before real deposits exist. 0 (production) turns it off.
   */
  welcomeGrantMinor: bigint;
}

/**
 * The double-entry ledger: every movement is a transfer between two accounts, in integer minor
 * units, written in the same database transaction that moves the balances.
 */
export const createLedgerService = ({ repo, clock, welcomeGrantMinor }: LedgerServiceDeps) => {
  const apply = (request: TTransferRequest, tx: Db): Promise<TTransferResult> => {
    if (request.amountMinor <= 0n) throw new RangeError('a transfer moves a positive amount');
    return repo.applyTransfer(
      {
        debitAccount: request.debitAccount,
        creditAccount: request.creditAccount,
        amount: request.amountMinor,
        currency: request.currency,
        code: request.code,
        idempotencyKey: request.idempotencyKey,
        at: clock.now(),
      },
      tx,
    );
  };

  const ensureSystemAccounts = async (currency: string, tx?: Db): Promise<void> => {
    await repo.ensureAccounts(
      [
        { id: worldAccount(currency), currency, allowNegative: true },
        { id: promoAccount(currency), currency, allowNegative: true },
        ...houseAccounts(currency).map((id) => ({ id, currency, allowNegative: true })),
      ],
      tx,
    );
  };

  /** The player's currency: the one their cash account holds, else their market's (before the account exists). */
  const playerCurrency = async (userId: number, tx?: Db): Promise<string> => {
    const currency = await repo.playerCurrency(userId, playerAccount(userId), tx);
    if (!currency) throw new RangeError(`player ${userId} has no market: no currency for their money`);
    return currency;
  };

  const ensurePlayerAccount = async (userId: number, tx: Db): Promise<string> => {
    const id = playerAccount(userId);
    const currency = await playerCurrency(userId, tx);
    const created = await repo.ensureAccounts([{ id, currency, allowNegative: false }], tx);
    // The first player of a currency (a market added by data since the last start) opens its system accounts.
    if (created.length > 0) await ensureSystemAccounts(currency, tx);
    if (created.length > 0 && welcomeGrantMinor > 0n) {
      await apply({ debitAccount: houseAccountFor(userId, currency), creditAccount: id, amountMinor: welcomeGrantMinor, currency, code: 'TEST_MONEY', idempotencyKey: `welcome:${userId}` }, tx);
    }
    return id;
  };

  const ensureOwnAccount = async (userId: number, id: string, tx: Db): Promise<string> => {
    await repo.ensureAccounts([{ id, currency: await playerCurrency(userId, tx), allowNegative: false }], tx);
    return id;
  };

  return {
    transaction: repo.transaction,

    /** A currency's world and house accounts (with the house's sub-accounts); idempotent (the seed runs it for every market's currency at every start). */
    ensureSystemAccounts: (currency: string): Promise<void> => ensureSystemAccounts(currency),

    playerCurrency,

    /** The player's account names and the system accounts of their currency (one read). */
    playerAccounts: async (userId: number, tx?: Db): Promise<TPlayerAccounts> => playerAccountsIn(userId, await playerCurrency(userId, tx)),

    /** Opens the player's cash account in their market's currency (and, in sandbox mode, grants the welcome money once). */
    ensurePlayerAccount: (userId: number, tx?: Db): Promise<string> =>
      tx ? ensurePlayerAccount(userId, tx) : repo.transaction((t) => ensurePlayerAccount(userId, t)),

    /** Opens the player's pending-payout account (cashier withdrawals); idempotent. */
    ensurePlayerPayoutAccount: (userId: number, tx: Db): Promise<string> => ensureOwnAccount(userId, playerPayoutAccount(userId), tx),

    /** One transfer; in the caller's transaction when given, else in its own. */
    transfer: (request: TTransferRequest, tx?: Db): Promise<TTransferResult> => (tx ? apply(request, tx) : repo.transaction((t) => apply(request, t))),

    /** Takes the player's account lock first, as every money path does (player, then the caller's rows, then house). */
    lockPlayer: async (userId: number, tx: Db): Promise<bigint> => (await repo.lockAccount(playerAccount(userId), tx)) ?? 0n,

    balanceOf: async (accountId: string, tx?: Db): Promise<bigint> => (await repo.balanceOf(accountId, tx)) ?? 0n,

    /** What the player holds in minor units: cash + bonus money (the header's totalAssets; 0 before the accounts exist). */
    playerBalance: async (userId: number, tx?: Db): Promise<bigint> =>
      ((await repo.balanceOf(playerAccount(userId), tx)) ?? 0n) + ((await repo.balanceOf(playerBonusAccount(userId), tx)) ?? 0n),

    /** Cash (withdrawable, played first) and bonus money (locked under wagering), apart. */
    playerBalances: async (userId: number, tx?: Db): Promise<{ cashMinor: bigint; bonusMinor: bigint }> => ({
      cashMinor: (await repo.balanceOf(playerAccount(userId), tx)) ?? 0n,
      bonusMinor: (await repo.balanceOf(playerBonusAccount(userId), tx)) ?? 0n,
    }),

    /** Opens the player's bonus account (at a bonus grant); idempotent. */
    ensurePlayerBonusAccount: (userId: number, tx: Db): Promise<string> => ensureOwnAccount(userId, playerBonusAccount(userId), tx),

    /** The player's cash lines between two instants, newest first (protection's history). */
    playerLines: (userId: number, from: Date, to: Date, limit: number) => repo.linesOf(playerAccount(userId), from, to, limit),

    audit: () => repo.audit(),
  };
};

export type TLedgerService = ReturnType<typeof createLedgerService>;
