import { bus, patchUser, setLoginTime, toUserFields, userStore } from '@casino/shared';
import { uploadLoginLog, type TSessionResult } from './api/auth-api';
import { phoneOf } from './validation';

/**
 * Turns a login/register answer into a logged-in session: merges the user with the stored mobile
 * (the country code + the national number: '90' + phone in tr), records the login time, tells the page and uploads the login log (mobile without
 * its first two digits). The log upload never fails the login.
 */
export function completeLogin(result: TSessionResult | null, phone: string): void {
  patchUser({ ...toUserFields(result), role: 'user', mobile: phoneOf(phone).stored, isLogin: true });
  setLoginTime();
  bus.emit('auth:logged-in', { uid: userStore.uid, userid: userStore.userid, role: userStore.role });
  uploadLoginLog(userStore.mobile.slice(2)).catch((error: unknown) => console.warn('[account] login log upload failed', error));
}

const isLocalPath = (path: unknown): path is string => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');

/**
 * Where to go after login: the redirect in the query, else the page the shell's guard came from
 * (location.state.from), else Home. Only local paths are followed.
 */
export function redirectTarget(search: URLSearchParams, state?: unknown): string {
  const redirect = search.get('redirect');
  if (isLocalPath(redirect)) return redirect;
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return isLocalPath(from) && !from.startsWith('/login') ? from : '/';
}
