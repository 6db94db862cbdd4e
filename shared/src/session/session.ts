import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { SESSION_LIFETIME_DAYS, SESSION_TIME_ZONE, STORAGE_KEYS } from '../constants';
import { storage } from '../config/storage';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Records the login time (ms since epoch) in localStorage. */
export function setLoginTime(nowMs: number = Date.now()): void {
  storage.set(STORAGE_KEYS.loginTime, String(nowMs));
}

export function getLoginTime(): number | null {
  const raw = storage.get(STORAGE_KEYS.loginTime);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function clearLoginTime(): void {
  storage.remove(STORAGE_KEYS.loginTime);
}

/**
 * A session is expired when more than 7 days have passed since login, counted in Europe/Istanbul.
 * No recorded login time counts as expired.
 */
export function isSessionExpired(loginTimeMs: number | null = getLoginTime(), nowMs: number = Date.now()): boolean {
  if (loginTimeMs === null) return true;
  const loggedIn = dayjs(loginTimeMs).tz(SESSION_TIME_ZONE);
  const now = dayjs(nowMs).tz(SESSION_TIME_ZONE);
  return now.isAfter(loggedIn.add(SESSION_LIFETIME_DAYS, 'day'));
}
