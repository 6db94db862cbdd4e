import type { KycStatus } from './kyc';
import type { Lang } from '../constants';

/** The store's role (spec section 3): a registered player is 'user' there. */
export type Role = 'tourist' | 'user';
/** The role as the API sends it: a registered player is 'member' (`toUserFields` maps it to the store's 'user'). */
export type AccountRole = 'tourist' | 'member';

/** Game as listed by the lobby (spec section 3). */
export interface Game {
  gameId: number;
  gameName: string;
  imageUrlLobby: string;
  haveDemo: boolean;
  categoryId?: number;
  firmCode?: string;
}

export interface SignInData {
  picksNew: unknown[];
  bsignInToday: boolean;
  /** resultData of /signInConfig/getSignInConfig (the reward table). */
  config?: unknown;
}

/** User state of spec section 3, with its defaults in user-store.ts. */
export interface UserState {
  appId: string;
  userid: string;
  nikeName: string;
  token: string;
  role: Role;
  lang: Lang;
  newUserFlag: boolean;
  sign: string;
  uid: string;
  adid: string;
  gaid: string;
  deviceNumber: string;
  abMode: string;
  accountIdentification: string;
  accountIfsc: string;
  accountNumber: string;
  accountPhone: string;
  agentType: string;
  bankStatus: number;
  email: string;
  firstRecharge: boolean;
  id: string;
  /** Stored with the '90' prefix. */
  mobile: string;
  name: string;
  /** Coin balance in minor units. */
  totalAssets: number;
  vipLevel: number;
  vipUrl: string;
  withdrawPwdStatus: number;
  isLogin: boolean;
  isNewUserLogin: boolean;
  prize: unknown;
  signInData: SignInData | null;
  bSignInToday: boolean;
  favoriteGameList: Game[];
  haveDemoInfo: unknown;
  uuId: string;
  inviteUUID: string;
  pddDetail: unknown;
  isWheelEnough: boolean;
  isOld: boolean;
  /**
   * Player protection: a time-out or self-exclusion in force at login. The session then reaches only
   * the withdrawal, the histories and support (the API refuses the rest); `endsAt` null = indefinite.
   */
  restriction: UserRestriction | null;
  /** Consent: new terms to accept before playing (from `/user/getUserInfo`); the shell asks in a dialog. */
  termsPending: boolean;
}

export interface UserRestriction {
  kind: 'timeout' | 'self_exclusion';
  endsAt: string | null;
}

export interface Category {
  categoryId: number;
  categoryName: string;
}

export interface Label {
  labelId: number;
  labelName: string;
}

/** Global state of spec section 3. */
export interface GlobalState {
  isLoading: boolean;
  menuIndex: string;
  labelList: Label[];
  gameData: { categoryList: Category[]; [list: string]: unknown };
  /** Not persisted. */
  activeLabel: string;
  isPc: boolean;
  /** Counts on menu entries by route name (CustomerService: unread support answers). Not persisted. */
  menuBadges: Record<string, number>;
  /** The market's currency (ISO 4217), from the registry; every amount on the page is shown in it. Not persisted. */
  currency: string;
  /** The market's id (`tr`, `az`), from the registry: picks the phone-number rule. Not persisted. */
  market: string;
}

/**
 * resultData of `/user/getUserInfo`: the user state of spec section 3 as the server knows it
 * (numeric ids, role 'member' for a registered player; `toUserFields` maps it into the store).
 * Field names are the spec's.
 */
export interface UserInfoResult {
  appId: string;
  id: number;
  userid: number;
  uid: string;
  nikeName: string;
  name: string;
  email: string;
  role: AccountRole;
  /** With the 90 prefix; '' when no phone is bound. */
  mobile: string;
  vipLevel: number;
  vipUrl: string;
  /** Balance in integer minor units (kuruş for TRY): 12345 means 123.45. Cash + bonus money. */
  totalAssets: number;
  /** Cash (played first, withdrawable once payout rules allow), minor units. */
  cashAssets: number;
  /** Bonus money, locked under a running bonus's wagering, minor units. */
  bonusAssets: number;
  /** SANDBOX ONLY: the part of the cash that is test money (the sandbox's grant and top-ups), never withdrawable; 0 in production. */
  testAssets: number;
  /** What a withdrawal may take now, minor units: cash less deposits not yet played through and test money (never bonus money). */
  withdrawableAssets: number;
  /** Identity verification: none -> pending -> verified | rejected (`/kyc/info` tells the next step). */
  kycStatus: KycStatus;
  isNewUserLogin: boolean;
  newUserFlag: boolean;
  uuId: string;
  inviteUUID: string;
  deviceNumber: string;
  adid: string;
  gaid: string;
  firstRecharge: boolean;
  withdrawPwdStatus: number;
  bankStatus: number;
  agentType: number;
  accountIdentification: string;
  accountIfsc: string;
  accountNumber: string;
  accountPhone: string;
  abMode: string;
  isOld: boolean;
  createTime: string;
  /** The player has a prize-wheel spin to take (VIP level, deposit or staff grant). */
  isWheelEnough: boolean;
  /**
   * Consent: the staff published new terms this member has not accepted yet; real-money launches
   * and bets are refused (TERMS_NOT_ACCEPTED) until they do, and the shell asks at once.
   */
  termsPending: boolean;
  /** The market the player belongs to (`tr`, `az`): fixed at the tourist start, never switched by another market's link. */
  market: string;
  /** That market's currency (ISO 4217): every amount of this player is in it. */
  currency: string;
}

export interface ProfileResult {
  userid: number;
  uid: string;
  nikeName: string;
  name: string;
  email: string;
  mobile: string;
  role: AccountRole;
  vipLevel: number;
  registeredAt: string | null;
  createTime: string;
}

/**
 * resultData of every successful login, registration or tourist start (`/sso/v2/login`, `/sso/loginNew`,
 * `/sso/register`): numeric ids and the API's role; `toUserFields` turns it into store fields.
 */
export interface LoginResult {
  token: string;
  sign: string;
  uid: string;
  userid: number;
  id: number;
  role: AccountRole;
  nikeName: string;
  /** With the 90 prefix; '' for a tourist without a phone. */
  mobile: string;
  /** True for a logged-in member (spec section 6), false for a tourist. */
  isNewUserLogin: boolean;
  /** True when this call created the account. */
  newUserFlag: boolean;
  uuId: string;
  inviteUUID: string;
  deviceNumber: string;
  /** ISO time the token stops working (7 days after issue). */
  expiresAt: string;
  /**
   * A time-out or self-exclusion in force: the session only reaches withdrawals, histories and
   * support (`endsAt` null = indefinite). null for everyone else.
   */
  restriction: LoginRestriction | null;
}

export interface LoginRestriction {
  kind: 'timeout' | 'self_exclusion';
  endsAt: string | null;
}
