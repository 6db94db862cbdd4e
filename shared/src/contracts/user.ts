import type { Lang } from '../constants';

export type Role = 'tourist' | 'user';

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
}
