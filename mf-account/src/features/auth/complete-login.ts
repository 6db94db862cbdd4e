import { PHONE_PREFIX, bus, patchUser, setLoginTime, userStore } from '@casino/shared';
import { uploadLoginLog, type TSessionResult } from './api/auth-api';

/**
 * Turns a login/register answer into a logged-in session: merges the user with the stored mobile
 * ('90' + phone), records the login time, tells the page and uploads the login log (mobile without
 * its first two digits). The log upload never fails the login.
 */
export function completeLogin(result: TSessionResult | null, phone: string): void {
  patchUser({ ...(result ?? {}), role: result?.role ?? 'user', mobile: `${PHONE_PREFIX}${phone}`, isLogin: true });
  setLoginTime();
  bus.emit('auth:logged-in', { uid: userStore.uid, userid: userStore.userid, role: userStore.role });
  uploadLoginLog(userStore.mobile.slice(2)).catch((error: unknown) => console.warn('[account] login log upload failed', error));
}

/** Where to go after login: the redirect in the query when it is a local path, else Home. */
export function redirectTarget(search: URLSearchParams): string {
  const redirect = search.get('redirect');
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
}
