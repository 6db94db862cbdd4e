import { apiPost, isLoggedIn, startTouristSession, userStore } from '@casino/shared';
import { platformStore } from '../platform-store';

/** `/user/checkOldUser`: is this device a known returning one? A failed call counts as no. */
export async function checkReturningDevice(deviceNumber: string, post = apiPost<boolean>): Promise<boolean> {
  if (!deviceNumber) return false;
  try {
    const { resultData } = await post('/user/checkOldUser', { deviceNumber });
    return resultData === true;
  } catch (error) {
    console.warn('[boot] checkOldUser failed', error);
    return false;
  }
}

/**
 * Tourist session, then (when not logged in) the returning-device check; the guard and the
 * start-up redirect wait for `sessionReady`.
 */
export async function startSession(): Promise<void> {
  try {
    await startTouristSession();
  } catch (error) {
    console.error('[boot] tourist session failed', error);
  }
  platformStore.returningDevice = isLoggedIn(userStore) ? false : await checkReturningDevice(userStore.deviceNumber);
  platformStore.sessionReady = true;
}
