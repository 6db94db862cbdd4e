import type { ContentLanguage } from './content-lang';
/**
 * Mail, daily sign-in, promotions, banners and the wagering leaderboard (spec sections 3 and 7).
 * Amounts are integer minor units, the unit of the user's `totalAssets` (12345 = 123,45).
 */

/** Spec section 3: a mail. `attaches` is a JSON string, e.g. `{"amount":1000}` (minor units), or '' without a prize. */
export interface Mail extends ContentLanguage {
  id: number;
  title: string;
  content: string;
  createTime: string;
  isRead: 0 | 1;
  attaches: string;
  /** 0 = not claimed, 1 = claimed (also 1 for a mail without prize: nothing left to claim). */
  attachesStatus: 0 | 1;
  /** When the prize can no longer be claimed (ISO), or null. */
  expireTime: string | null;
  expired: boolean;
  /**
   * Why the prize cannot be claimed right now, or null: 'BONUS_ALREADY_RUNNING' (a gift paid as bonus money
   * waits until the running bonus ends; it stays claimable, and counted in `unread`, until claimed or expired);
   * 'BONUS_ALREADY_TAKEN' (its offer was already taken by this account, device or phone: it never pays, not counted).
   */
  claimHold: TMailClaimHold | null;
}

export type TMailClaimHold = 'BONUS_ALREADY_RUNNING' | 'BONUS_ALREADY_TAKEN';

/** The parsed `attaches` of a mail. */
export interface MailAttaches {
  amount: number;
}

/** `/mail/list`: newest first; `unread` counts unread mails and mails whose prize is still waiting to be claimed. */
export interface MailPage {
  list: Mail[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
}

/** `/mail/read`. */
export interface MailReadResult {
  mailId: number;
  unread: number;
}

/** `/mail/receive`: the prize credited and the balance after it. */
/** Where a promotional credit landed: withdrawable cash, or bonus money under its offer's wagering. */
export type TCreditedAs = 'cash' | 'bonus';

export interface MailReceiveResult {
  mailId: number;
  amount: number;
  totalAssets: number;
  creditedAs: TCreditedAs;
}

/** One day of the sign-in cycle (`/signInConfig/getSignInConfig`). */
export interface SignInDayConfig {
  day: number;
  amount: number;
}

/** `/signInRecord/getSignInRecord` and `/signInRecord/getSignInUpdate` (spec section 3: picksNew, bsignInToday). */
export interface SignInRecord {
  /** Days of the current cycle already collected (1-based). */
  picksNew: number[];
  bsignInToday: boolean;
  /** Consecutive days collected up to today (or yesterday when today is still open). */
  streak: number;
  /** The cycle day today is (collected or not). */
  today: number;
  cycleLength: number;
  /** Istanbul calendar date of today, YYYY-MM-DD. */
  date: string;
  days: SignInDayConfig[];
  /** Set by getSignInUpdate: the amount just credited and the balance after it. */
  collectedAmount?: number;
  totalAssets?: number;
  /** Set by getSignInUpdate: the reward went to cash or to bonus money (the sign-in offer's wagering). */
  creditedAs?: TCreditedAs;
}

export type PromotionCtaKind = 'game' | 'recharge' | 'wheel' | 'signin' | 'link';

/** `/activity/list`: one promotion card. */
export interface Promotion extends ContentLanguage {
  id: number;
  slug: string;
  title: string;
  summary: string;
  terms: string;
  imageUrl: string;
  startTime: string;
  endTime: string | null;
  ctaKind: PromotionCtaKind;
  /** A path of the site (`/gamePlaying?gameId=12`, `/kisiselBilgiler/recharge`, `/vip-wheel`). */
  ctaTarget: string;
  ctaLabel: string;
  /** The promotion ranks players by wagering (`/activity/betRankData`). */
  hasRanking: boolean;
}

/** `/banner/list`: one lobby banner. */
export interface Banner extends ContentLanguage {
  id: number;
  title: string;
  subtitle: string;
  imageUrl: string;
  link: string;
}

export interface BetRankEntry {
  rank: number;
  /** Masked, e.g. `Ay***z`. */
  name: string;
  betAmount: number;
}

/** `/activity/betRankData`: the period's top wagering players and the viewer's own place. */
export interface BetRankData {
  activityId: number | null;
  startTime: string;
  endTime: string;
  list: BetRankEntry[];
  mine: { rank: number | null; betAmount: number };
}
