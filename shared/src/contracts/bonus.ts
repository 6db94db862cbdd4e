/**
 * Bonus wallet contract (`/bonus/*`): offers a player may take, the running bonus with its
 * wagering, and the history. Money is integer minor units; every number is the server's.
 */

export type TBonusKind = 'deposit_match' | 'free_spins' | 'cashback' | 'no_deposit';
export type TBonusStatus = 'active' | 'converted' | 'forfeited' | 'expired';
/** Why an offer cannot be taken now (a server message key). */
import type { ContentLanguage } from './content-lang';

/** Title and terms of an offer in another language than the market's own (staff write them in the console). */
export type TOfferTranslations = Partial<Record<'tk' | 'en' | 'zh-CN', { title: string; terms: string }>>;

export type TOfferUnavailableReason = 'BONUS_PHONE_REQUIRED' | 'BONUS_ALREADY_TAKEN' | 'BONUS_ALREADY_RUNNING';

/**
 * An offer as the player sees it (`/bonus/list`): its rules, its terms in the player's language (or the market's,
 * marked by `contentFallback`), and whether it can be taken now.
 */
export interface TOfferView extends ContentLanguage {
  offerId: number;
  code: string;
  kind: TBonusKind;
  title: string;
  /** Plain text, one rule per line. */
  terms: string;
  /** deposit_match: percent of the deposit. */
  percent: number | null;
  /** no_deposit: the fixed amount. */
  amountMinor: number | null;
  capMinor: number | null;
  minDepositMinor: number | null;
  wageringMultiplier: number;
  wageringBase: 'bonus' | 'deposit_bonus';
  /** Percent of a stake that counts toward wagering, per game family (slots 100, crash 50, ...). */
  weights: Record<string, number>;
  maxBetMinor: number | null;
  validDays: number;
  maxConversionMinor: number | null;
  phoneVerifiedOnly: boolean;
  /** deposit: chosen on the deposit screen; claim: `/bonus/claim`; staff: granted by staff or a job. */
  takenAt: 'deposit' | 'claim' | 'staff';
  /** free_spins: the rounds granted at the provider (games, rounds, stake per round). */
  freeRounds?: TFreeRoundsSpec | null;
  available: boolean;
  unavailableReason: TOfferUnavailableReason | null;
}

/** A player's bonus (`/bonus/active`, `/bonus/history`, the answer of claim and forfeit). */
export interface TBonusView extends ContentLanguage {
  bonusId: number;
  offerId: number;
  /** The offer's title in the player's language (`contentLang` says which one is shown). */
  title: string;
  kind: TBonusKind | null;
  status: TBonusStatus;
  grantedMinor: number;
  /** The bonus money now (0 once closed). */
  balanceMinor: number;
  wageredMinor: number;
  requiredMinor: number;
  /** 0-100, floored: what the progress bar shows. */
  progressPercent: number;
  maxBetMinor: number | null;
  maxConversionMinor: number | null;
  convertedMinor: number | null;
  grantedAt: string;
  expiresAt: string;
  closedAt: string | null;
  secondsLeft: number;
}

/** The balance split of `/user/getUserInfo` (minor units): totalAssets = cash + bonus. */
export interface TBalanceSplit {
  totalAssets: number;
  cashAssets: number;
  bonusAssets: number;
  /** SANDBOX ONLY: the part of the cash that is test money, never withdrawable (0 in production). */
  testAssets: number;
  /** What a withdrawal may take now (never bonus money, never test money). */
  withdrawableAssets: number;
}

/** Promotional credits staff point at an offer (each pays under at most one offer per market). */
export const BONUS_PROMO_SOURCES = ['welcome_mail', 'sign_in', 'wheel', 'vip_level', 'pdd', 'cashback'] as const;
export type TBonusPromoSource = (typeof BONUS_PROMO_SOURCES)[number];

/** A free_spins offer's grant at the game provider. */
export interface TFreeRoundsSpec {
  gameIds: number[];
  rounds: number;
  stakeMinor: number;
}

/** An offer's fields as staff edit them (`/admin/bonus/offers/create|update` send them as `offer`). */
export interface TAdminOfferFields {
  kind: TBonusKind;
  title: string;
  terms: string;
  /** The same title and terms in other languages; a language left out shows the Turkish, marked. */
  translations: TOfferTranslations;
  percent: number | null;
  amountMinor: number | null;
  capMinor: number | null;
  minDepositMinor: number | null;
  wageringMultiplier: number;
  wageringBase: 'bonus' | 'deposit_bonus';
  weights: Record<string, number>;
  excludedGameIds: number[];
  maxBetMinor: number | null;
  validDays: number;
  maxConversionMinor: number | null;
  phoneVerifiedOnly: boolean;
  enabled: boolean;
  startsAt: string | null;
  endsAt: string | null;
  /** Where the money lands: bonus money under wagering, or cash (cashback only). */
  creditAs: 'bonus' | 'cash';
  promoSource: TBonusPromoSource | null;
  freeRounds: TFreeRoundsSpec | null;
}

/** An offer in the console (`/admin/bonus/offers/list`): its fields, version and who saved it last. */
export interface TAdminOfferView extends TAdminOfferFields {
  offerId: number;
  marketId: string;
  code: string;
  version: number;
  updatedAt: string;
  updatedBy: string;
  /** Bonuses granted under it that are still running (they keep the version they were granted under). */
  runningCount: number;
}

/** One saved version of an offer (`/admin/bonus/offers/versions`): the audit trail. */
export interface TAdminOfferVersion {
  offerId: number;
  version: number;
  fields: Partial<TAdminOfferFields>;
  note: string;
  actor: string;
  createdAt: string;
}
