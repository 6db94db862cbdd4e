/** One level of a VIP programme (amounts in the market currency's minor units). */
export interface TVipLevelConfig {
  level: number;
  thresholdMinor: bigint;
  wheelSpinsPerPeriod: number;
  levelUpRewardMinor: bigint;
  cashbackBps: number;
}

export interface TVipProgramme {
  market: string;
  currency: string;
  levels: readonly TVipLevelConfig[];
}

/** Major units of the market's currency to minor units (both currencies have 100). */
const minor = (major: number): bigint => BigInt(major) * 100n;

/** Levels 0-10 of the Turkish market: thresholds are the amount wagered in settled rounds. */
const TR_LEVELS: readonly TVipLevelConfig[] = [
  { level: 0, thresholdMinor: 0n, wheelSpinsPerPeriod: 0, levelUpRewardMinor: 0n, cashbackBps: 0 },
  { level: 1, thresholdMinor: minor(1_000), wheelSpinsPerPeriod: 1, levelUpRewardMinor: minor(10), cashbackBps: 50 },
  { level: 2, thresholdMinor: minor(5_000), wheelSpinsPerPeriod: 1, levelUpRewardMinor: minor(25), cashbackBps: 75 },
  { level: 3, thresholdMinor: minor(15_000), wheelSpinsPerPeriod: 2, levelUpRewardMinor: minor(50), cashbackBps: 100 },
  { level: 4, thresholdMinor: minor(40_000), wheelSpinsPerPeriod: 2, levelUpRewardMinor: minor(100), cashbackBps: 125 },
  { level: 5, thresholdMinor: minor(100_000), wheelSpinsPerPeriod: 3, levelUpRewardMinor: minor(250), cashbackBps: 150 },
  { level: 6, thresholdMinor: minor(250_000), wheelSpinsPerPeriod: 3, levelUpRewardMinor: minor(500), cashbackBps: 200 },
  { level: 7, thresholdMinor: minor(600_000), wheelSpinsPerPeriod: 4, levelUpRewardMinor: minor(1_000), cashbackBps: 250 },
  { level: 8, thresholdMinor: minor(1_500_000), wheelSpinsPerPeriod: 5, levelUpRewardMinor: minor(2_500), cashbackBps: 300 },
  { level: 9, thresholdMinor: minor(4_000_000), wheelSpinsPerPeriod: 6, levelUpRewardMinor: minor(6_000), cashbackBps: 400 },
  { level: 10, thresholdMinor: minor(10_000_000), wheelSpinsPerPeriod: 7, levelUpRewardMinor: minor(15_000), cashbackBps: 500 },
];

/** Levels 0-10 of Azerbaijan, in manat (about a twentieth of Turkey's figures; the same spins and cashback). */
const AZ_LEVELS: readonly TVipLevelConfig[] = [
  { level: 0, thresholdMinor: 0n, wheelSpinsPerPeriod: 0, levelUpRewardMinor: 0n, cashbackBps: 0 },
  { level: 1, thresholdMinor: minor(50), wheelSpinsPerPeriod: 1, levelUpRewardMinor: minor(1), cashbackBps: 50 },
  { level: 2, thresholdMinor: minor(250), wheelSpinsPerPeriod: 1, levelUpRewardMinor: minor(2), cashbackBps: 75 },
  { level: 3, thresholdMinor: minor(750), wheelSpinsPerPeriod: 2, levelUpRewardMinor: minor(3), cashbackBps: 100 },
  { level: 4, thresholdMinor: minor(2_000), wheelSpinsPerPeriod: 2, levelUpRewardMinor: minor(5), cashbackBps: 125 },
  { level: 5, thresholdMinor: minor(5_000), wheelSpinsPerPeriod: 3, levelUpRewardMinor: minor(12), cashbackBps: 150 },
  { level: 6, thresholdMinor: minor(12_500), wheelSpinsPerPeriod: 3, levelUpRewardMinor: minor(25), cashbackBps: 200 },
  { level: 7, thresholdMinor: minor(30_000), wheelSpinsPerPeriod: 4, levelUpRewardMinor: minor(50), cashbackBps: 250 },
  { level: 8, thresholdMinor: minor(75_000), wheelSpinsPerPeriod: 5, levelUpRewardMinor: minor(125), cashbackBps: 300 },
  { level: 9, thresholdMinor: minor(200_000), wheelSpinsPerPeriod: 6, levelUpRewardMinor: minor(300), cashbackBps: 400 },
  { level: 10, thresholdMinor: minor(500_000), wheelSpinsPerPeriod: 7, levelUpRewardMinor: minor(750), cashbackBps: 500 },
];

/**
 * Programmes per market, each in its market's currency: a player's level is counted by their own market's
 * (vip.service programmeOf). The wheel's spins per level follow the default market's (`levels()`).
 */
export const VIP_PROGRAMMES: Readonly<Record<string, TVipProgramme>> = {
  tr: { market: 'tr', currency: 'TRY', levels: TR_LEVELS },
  az: { market: 'az', currency: 'AZN', levels: AZ_LEVELS },
};

/** The level `wageredMinor` reaches (the highest whose threshold it meets). */
export const levelFor = (levels: readonly TVipLevelConfig[], wageredMinor: bigint): number => {
  let level = 0;
  for (const l of levels) if (wageredMinor >= l.thresholdMinor) level = Math.max(level, l.level);
  return level;
};
