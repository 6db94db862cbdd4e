import { proxy, snapshot, subscribe } from 'valtio';
import { APP_ID, DEFAULT_LANG, STORAGE_KEYS } from '../constants';
import { storage } from '../config/storage';
import type { UserState } from '../contracts/user';
import { recordInstance } from '../diagnostics';

export const userDefaults = (): UserState => ({
  appId: APP_ID,
  userid: '',
  nikeName: '',
  token: '',
  role: 'tourist',
  lang: DEFAULT_LANG,
  newUserFlag: false,
  sign: '',
  uid: '',
  adid: '',
  gaid: '',
  deviceNumber: '',
  abMode: '',
  accountIdentification: '',
  accountIfsc: '',
  accountNumber: '',
  accountPhone: '',
  agentType: '',
  bankStatus: 0,
  email: '',
  firstRecharge: false,
  id: '',
  mobile: '',
  name: '',
  totalAssets: 0,
  vipLevel: 0,
  vipUrl: '',
  withdrawPwdStatus: 0,
  isLogin: false,
  isNewUserLogin: false,
  prize: null,
  signInData: null,
  bSignInToday: false,
  favoriteGameList: [],
  haveDemoInfo: null,
  uuId: '',
  inviteUUID: '',
  pddDetail: null,
  isWheelEnough: false,
  isOld: false,
  restriction: null,
  termsPending: false,
});

function restore(): UserState {
  const saved = storage.getJson<Partial<UserState>>(STORAGE_KEYS.user);
  const token = storage.get(STORAGE_KEYS.token) ?? '';
  return { ...userDefaults(), ...(saved ?? {}), token };
}

/** The user store (valtio); persisted to localStorage, token kept under its own key. */
export const userStore = proxy<UserState>(restore());
recordInstance('userStore');

subscribe(userStore, () => {
  const snap = snapshot(userStore);
  storage.setJson(STORAGE_KEYS.user, snap);
  if (snap.token) storage.set(STORAGE_KEYS.token, snap.token);
  else storage.remove(STORAGE_KEYS.token);
});

/** Merges fields into the user store. */
export function patchUser(fields: Partial<UserState>): void {
  Object.assign(userStore, fields);
}

/**
 * Resets the store to its defaults, keeping what identifies the device (and the language),
 * and clears the stored user.
 */
export function resetUser(): void {
  const keep = { deviceNumber: userStore.deviceNumber, adid: userStore.adid, gaid: userStore.gaid, lang: userStore.lang, inviteUUID: userStore.inviteUUID };
  Object.assign(userStore, userDefaults(), keep);
  storage.remove(STORAGE_KEYS.user);
  storage.remove(STORAGE_KEYS.token);
}

/** A registered member (phone verified by OTP): only members play for real money; a guest (tourist) plays demos. */
export function isMember(state: Pick<UserState, 'role'> = userStore): boolean {
  return state.role !== 'tourist';
}

/** A user with isNewUserLogin counts as logged in (spec section 6). */
export function isLoggedIn(state: Pick<UserState, 'isLogin' | 'isNewUserLogin'> = userStore): boolean {
  return Boolean(state.isLogin || state.isNewUserLogin);
}
