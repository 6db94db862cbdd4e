import { isSessionExpired, setLoginTime, getLoginTime, clearLoginTime } from './session';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('session expiry (7 days, Europe/Istanbul)', () => {
  const login = Date.UTC(2026, 10, 1, 21, 30); // 2026-11-02 00:30 in Istanbul (UTC+3)

  it('is not expired within 7 days', () => {
    expect(isSessionExpired(login, login + 7 * DAY_MS)).toBe(false);
    expect(isSessionExpired(login, login + 3 * DAY_MS)).toBe(false);
  });

  it('is expired once more than 7 days have passed', () => {
    expect(isSessionExpired(login, login + 7 * DAY_MS + 1000)).toBe(true);
  });

  it('treats a missing login time as expired', () => {
    expect(isSessionExpired(null, login)).toBe(true);
  });

  it('stores the login time in localStorage', () => {
    setLoginTime(login);
    expect(localStorage.getItem('loginTime')).toBe(String(login));
    expect(getLoginTime()).toBe(login);
    clearLoginTime();
    expect(getLoginTime()).toBeNull();
  });

  it('ignores a corrupted stored login time', () => {
    localStorage.setItem('loginTime', 'yesterday');
    expect(getLoginTime()).toBeNull();
  });
});
