/**
 * VIP contract (`/vip/getVipInfo`, spec section 7). Levels come from the amount wagered in settled
 * rounds; every amount is integer minor units (12345 = 123.45).
 */

/** One level of a market's programme and what it gives. */
export interface VipLevelBenefits {
  level: number;
  /** Wagered amount (settled rounds) from which the level holds. */
  thresholdMinor: number;
  /** Wheel spins the level gives per period (`VipInfo.period`). */
  wheelSpinsPerPeriod: number;
  /** Paid once when the level is first reached. */
  levelUpRewardMinor: number;
  /** Cashback on net losses, in basis points (150 = 1.5 %). */
  cashbackBps: number;
  /** The level's badge (an SVG data URL). */
  badgeUrl: string;
}

/** Something the programme paid. */
export interface VipReward {
  id: number;
  kind: 'level_up';
  level: number;
  amountMinor: number;
  currency: string;
  createTime: string;
}

/** `/vip/getVipInfo`. */
export interface VipInfo {
  market: string;
  currency: string;
  vipLevel: number;
  vipUrl: string;
  /** Total wagered in settled rounds (bets minus refunds). */
  wageredMinor: number;
  /** Null at the top level. */
  nextLevel: number | null;
  nextThresholdMinor: number | null;
  /** Still to wager for the next level (0 at the top). */
  remainingMinor: number;
  /** Progress from the current level's threshold to the next one, 0-100 (100 at the top). */
  progressPct: number;
  period: 'week';
  levels: VipLevelBenefits[];
  /** Newest first. */
  rewards: VipReward[];
  totalPaidMinor: number;
  /** The last weekly cashback paid (the level's rate of an Istanbul week's net loss), or null. */
  lastCashback: VipCashbackPayment | null;
}

/** One week's cashback as paid. */
export interface VipCashbackPayment {
  /** The week's Monday (Europe/Istanbul), YYYY-MM-DD. */
  weekStart: string;
  netLossMinor: number;
  cashbackBps: number;
  amountMinor: number;
  creditAs: 'cash' | 'bonus';
  paidTime: string;
}
