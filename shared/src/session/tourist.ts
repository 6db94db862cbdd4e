import { apiPost } from '../api/client';
import { getOrCreateDeviceNumber, hasAdIdSource, resolveAdIds, type AdIdSource } from '../device/device';
import { patchUser, userStore } from '../stores/user-store';
import type { LoginResult } from '../contracts/user';
import { toUserFields } from '../stores/user-fields';
import { STORAGE_KEYS } from '../constants';
import { storage } from '../config/storage';
import { getLoginTime, setLoginTime } from './session';

/**
 * Starts a tourist session once the device number and advertising ids are known (spec section 4).
 * A device that already holds a session keeps it. The invite id comes from the URL query.
 */
export async function startTouristSession(search: string = globalThis.location?.search ?? '', source?: AdIdSource): Promise<void> {
  const deviceNumber = getOrCreateDeviceNumber();
  const inviteUUID = new URLSearchParams(search).get('inviteUUID') ?? userStore.inviteUUID;
  patchUser({ deviceNumber, inviteUUID });
  // A device that already holds a session keeps it, without waiting for the attribution ids again.
  if (userStore.token && userStore.sign) return;
  // A page without any attribution source has no ids to wait for (polling it would only delay the first page).
  const { adid, gaid } = source || hasAdIdSource() ? await resolveAdIds(source) : { adid: '', gaid: '' };
  patchUser({ adid, gaid });
  // The player may have logged in while the ids were awaited: that session wins.
  if (userStore.token && userStore.sign) return;

  // The tourist belongs to the market this page loaded (the device's player's, else the one a link asked for): for good.
  const market = storage.get(STORAGE_KEYS.playerMarket) ?? storage.get(STORAGE_KEYS.market) ?? undefined;
  const { resultData } = await apiPost<LoginResult>('/sso/v2/login', { deviceNumber, adid, gaid, inviteUUID, ...(market ? { market } : {}) });
  if (!resultData) throw new Error('/sso/v2/login returned no session');
  if (userStore.token && userStore.sign) return;
  const { token, sign, uid, userid, role, nikeName } = resultData;
  // The API's numeric id and role ('member') in the store's types.
  patchUser({ ...toUserFields({ token, sign, uid, userid, role, nikeName }), isNewUserLogin: Boolean(resultData.isNewUserLogin) });
  // A new-device tourist is treated as logged in, so its session age counts like a login's.
  if (resultData.isNewUserLogin && getLoginTime() === null) setLoginTime();
}
