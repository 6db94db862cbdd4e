import { apiPost, bus, isLoggedIn, startTouristSession, userStore } from '@casino/shared';
import { loadAfterSign } from './after-sign';
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

let afterSign: Promise<void> = Promise.resolve();

/** Settles once the data loaded after the session's sign (user info, favourites, ...) is in the stores. */
export const afterSignLoaded = (): Promise<void> => afterSign;

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
  afterSign = loadAfterSign();
  platformStore.returningDevice = isLoggedIn(userStore) ? false : await checkReturningDevice(userStore.deviceNumber);
  platformStore.sessionReady = true;
}

/**
 * A login loads the player's data; a logout (or a 401) starts a fresh tourist session so the device
 * keeps a valid token for the public pages.
 */
export function followSessionChanges(): () => void {
  const subs = [
    bus.on('auth:logged-in').subscribe(() => void loadAfterSign()),
    bus.on('auth:logged-out').subscribe(() => {
      startTouristSession()
        .then(() => loadAfterSign())
        .catch((error: unknown) => console.error('[session] tourist restart failed', error));
    }),
  ];
  return () => subs.forEach((s) => s.unsubscribe());
}
