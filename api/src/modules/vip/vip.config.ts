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

const TRY = (major: number): bigint => BigInt(major) * 100n;

/** Levels 0-10 of the Turkish market: thresholds are the amount wagered in settled rounds. */
const TR_LEVELS: readonly TVipLevelConfig[] = [
  { level: 0, thresholdMinor: 0n, wheelSpinsPerPeriod: 0, levelUpRewardMinor: 0n, cashbackBps: 0 },
  { level: 1, thresholdMinor: TRY(1_000), wheelSpinsPerPeriod: 1, levelUpRewardMinor: TRY(10), cashbackBps: 50 },
  { level: 2, thresholdMinor: TRY(5_000), wheelSpinsPerPeriod: 1, levelUpRewardMinor: TRY(25), cashbackBps: 75 },
  { level: 3, thresholdMinor: TRY(15_000), wheelSpinsPerPeriod: 2, levelUpRewardMinor: TRY(50), cashbackBps: 100 },
  { level: 4, thresholdMinor: TRY(40_000), wheelSpinsPerPeriod: 2, levelUpRewardMinor: TRY(100), cashbackBps: 125 },
  { level: 5, thresholdMinor: TRY(100_000), wheelSpinsPerPeriod: 3, levelUpRewardMinor: TRY(250), cashbackBps: 150 },
  { level: 6, thresholdMinor: TRY(250_000), wheelSpinsPerPeriod: 3, levelUpRewardMinor: TRY(500), cashbackBps: 200 },
  { level: 7, thresholdMinor: TRY(600_000), wheelSpinsPerPeriod: 4, levelUpRewardMinor: TRY(1_000), cashbackBps: 250 },
  { level: 8, thresholdMinor: TRY(1_500_000), wheelSpinsPerPeriod: 5, levelUpRewardMinor: TRY(2_500), cashbackBps: 300 },
  { level: 9, thresholdMinor: TRY(4_000_000), wheelSpinsPerPeriod: 6, levelUpRewardMinor: TRY(6_000), cashbackBps: 400 },
  { level: 10, thresholdMinor: TRY(10_000_000), wheelSpinsPerPeriod: 7, levelUpRewardMinor: TRY(15_000), cashbackBps: 500 },
];

/**
 * Programmes per market. Players carry no market of their own yet (the ledger is in TRY), so the
 * programme of the default market is the one that counts a player's level; another market's table
 * is a configuration waiting for its players.
 */
export const VIP_PROGRAMMES: Readonly<Record<string, TVipProgramme>> = {
  tr: { market: 'tr', currency: 'TRY', levels: TR_LEVELS },
};

/** The level `wageredMinor` reaches (the highest whose threshold it meets). */
export const levelFor = (levels: readonly TVipLevelConfig[], wageredMinor: bigint): number => {
  let level = 0;
  for (const l of levels) if (wageredMinor >= l.thresholdMinor) level = Math.max(level, l.level);
  return level;
};
