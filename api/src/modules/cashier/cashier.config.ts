import type { RechargeChannel, RechargeChannelCode } from '@casino/shared/contracts';
import type { Db } from '../../db/client';

/**
 * The cashier's rules for a market: channels with their limits, presets and fees, and the
 * withdrawal limits, in the market's currency. A player uses their own market's (CASHIER_MARKETS);
 * a market with no entry has no real money yet (CASHIER_NOT_AVAILABLE).
 */
export interface TCashierMarket {
  currency: string;
  channels: readonly RechargeChannel[];
  withdraw: {
    minMinor: bigint;
    maxMinor: bigint;
    feeBps: number;
    feeFixedMinor: bigint;
    /** A request above this waits for staff approval before any payout. */
    approvalThresholdMinor: bigint;
    /** Deposit turnover: each deposit is played this many times (basis points: 10000 = 1x) before it can be withdrawn. */
    depositTurnoverBps: number;
    /** Staff answer a held withdrawal within this many hours (what the player is told). */
    reviewHours: number;
    /** Risk review: "little play" = deposits of the window played less than littlePlayBps of them. */
    littlePlayBps: number;
    littlePlayWindowMs: number;
    /** More member accounts than this on one device holds a withdrawal for review. */
    maxAccountsPerDevice: number;
  };
  maxBankCards: number;
  /** Unpaid deposits a player may have open at once (a new one beyond it is refused). */
  maxOpenDeposits: number;
}

/** The time staff take at most to review a held withdrawal (the player sees it with "inceleniyor"). */
export const WITHDRAW_REVIEW_HOURS = 24;

/** Major units of the market's currency to minor units (both currencies have 100 minor units). */
const minor = (major: number) => major * 100;

export const TR_CASHIER: TCashierMarket = {
  currency: 'TRY',
  channels: [
    { code: 'eft', kind: 'bank-transfer', name: 'Havale / EFT', minMinor: minor(100), maxMinor: minor(250_000), presetsMinor: [250, 500, 1_000, 2_500, 5_000, 10_000].map(minor), feeBps: 0, feeFixedMinor: 0, expiresInS: 30 * 60 },
    { code: 'papara', kind: 'e-wallet', name: 'Papara', minMinor: minor(50), maxMinor: minor(50_000), presetsMinor: [100, 250, 500, 1_000, 2_500, 5_000].map(minor), feeBps: 0, feeFixedMinor: 0, expiresInS: 15 * 60 },
    { code: 'card', kind: 'card', name: 'Kredi / Banka Kartı', minMinor: minor(50), maxMinor: minor(20_000), presetsMinor: [100, 250, 500, 1_000, 2_000, 5_000].map(minor), feeBps: 250, feeFixedMinor: 0, expiresInS: 15 * 60 },
    { code: 'usdt', kind: 'crypto', name: 'USDT', network: 'TRC20', minMinor: minor(250), maxMinor: minor(500_000), presetsMinor: [500, 1_000, 2_500, 5_000, 10_000, 25_000].map(minor), feeBps: 0, feeFixedMinor: 0, expiresInS: 60 * 60 },
  ],
  withdraw: { minMinor: 10_000n, maxMinor: 10_000_000n, feeBps: 100, feeFixedMinor: 0n, approvalThresholdMinor: 1_000_000n, depositTurnoverBps: 10_000, reviewHours: WITHDRAW_REVIEW_HOURS, littlePlayBps: 20_000, littlePlayWindowMs: 7 * 24 * 3_600_000, maxAccountsPerDevice: 3 },
  maxBankCards: 3,
  maxOpenDeposits: 5,
};

/**
 * Azerbaijan (AZN): a local bank card on the gateway's hosted page and the m10 wallet; no bank transfer,
 * no coin. Limits and chips in manat (1 AZN is about 20 TRY: smaller numbers than Turkey's).
 */
export const AZ_CASHIER: TCashierMarket = {
  currency: 'AZN',
  channels: [
    { code: 'card', kind: 'card', name: 'Bank kartı', minMinor: minor(5), maxMinor: minor(2_000), presetsMinor: [10, 20, 50, 100, 200, 500].map(minor), feeBps: 150, feeFixedMinor: 0, expiresInS: 15 * 60 },
    { code: 'm10', kind: 'e-wallet', name: 'm10', minMinor: minor(2), maxMinor: minor(1_000), presetsMinor: [5, 10, 20, 50, 100, 250].map(minor), feeBps: 0, feeFixedMinor: 0, expiresInS: 15 * 60 },
  ],
  withdraw: { minMinor: 1_000n, maxMinor: 500_000n, feeBps: 100, feeFixedMinor: 0n, approvalThresholdMinor: 50_000n, depositTurnoverBps: 10_000, reviewHours: WITHDRAW_REVIEW_HOURS, littlePlayBps: 20_000, littlePlayWindowMs: 7 * 24 * 3_600_000, maxAccountsPerDevice: 3 },
  maxBankCards: 3,
  maxOpenDeposits: 5,
};

/** The cashier's rules by market id. */
export const CASHIER_MARKETS: Readonly<Record<string, TCashierMarket>> = { tr: TR_CASHIER, az: AZ_CASHIER };

/** The cashier's rules of a player's market, read in the caller's transaction when given. */
export type TCashierMarketOf = (userId: number, tx?: Db) => Promise<TCashierMarket>;

export const channelOf = (market: TCashierMarket, code: RechargeChannelCode): RechargeChannel | undefined => market.channels.find((c) => c.code === code);

/** The fee on `amountMinor`: basis points (rounded down) plus the fixed part, never more than the amount. */
export const feeFor = (amountMinor: bigint, feeBps: number, feeFixedMinor: bigint): bigint => {
  const fee = (amountMinor * BigInt(feeBps)) / 10_000n + feeFixedMinor;
  return fee > amountMinor ? amountMinor : fee;
};

/** Withdrawal password: wrong tries before the lock, and how long the lock lasts. */
export const WITHDRAW_PWD_MAX_FAILURES = 5;
export const WITHDRAW_PWD_LOCK_MS = 30 * 60_000;
