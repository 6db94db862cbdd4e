import type { HttpAdapter, HttpRequest } from '../api/client';
import { http } from '../api/client';
import { startTouristSession } from './tourist';
import { patchUser, resetUser, userStore } from '../stores/user-store';
import { resolveAdIds } from '../device/device';

let requests: HttpRequest[] = [];
const adapter: HttpAdapter = async (config) => {
  requests.push(config);
  // As the API sends it (LoginResult): a numeric id.
  const resultData = { token: 'tok', sign: 'sig', uid: 'uid-9', userid: 9, role: 'tourist', nikeName: 'Misafir' };
  return { data: { state: '200', msg: '', success: true, resultData }, status: 200, statusText: 'OK', headers: {}, config };
};

beforeEach(() => {
  requests = [];
  localStorage.clear();
  resetUser();
  http.defaults.adapter = adapter;
});

describe('tourist session', () => {
  it('starts at once with empty ids when the page has no attribution source to poll', async () => {
    jest.useFakeTimers();
    try {
      const started = startTouristSession('');
      await jest.advanceTimersByTimeAsync(0);
      expect(requests).toHaveLength(1);
      expect(JSON.parse(requests[0]!.data as string)).toMatchObject({ adid: '', gaid: '' });
      await started;
    } finally {
      jest.useRealTimers();
    }
  });

  it('polls a web attribution service that is on the page but has not answered yet', async () => {
    jest.useFakeTimers();
    const w = globalThis as unknown as { __ATTRIBUTION__?: { adid?: string; gaid?: string } };
    w.__ATTRIBUTION__ = {};
    try {
      const started = startTouristSession('');
      await jest.advanceTimersByTimeAsync(0);
      expect(requests).toHaveLength(0);
      w.__ATTRIBUTION__ = { adid: 'web-ad', gaid: 'web-ga' };
      await jest.advanceTimersByTimeAsync(500);
      await started;
      expect(JSON.parse(requests[0]!.data as string)).toMatchObject({ adid: 'web-ad', gaid: 'web-ga' });
    } finally {
      delete w.__ATTRIBUTION__;
      jest.useRealTimers();
    }
  });

  it('creates and persists a device number and starts a session with the invite id from the URL', async () => {
    await startTouristSession('?inviteUUID=inv-42', () => ({ adid: 'A', gaid: 'G' }));
    const body = JSON.parse(requests[0]!.data as string);
    expect(requests[0]!.url).toBe('/sso/v2/login');
    expect(body.deviceNumber).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem('deviceNumber')).toBe(body.deviceNumber);
    expect(body).toMatchObject({ adid: 'A', gaid: 'G', inviteUUID: 'inv-42' });
    expect(userStore).toMatchObject({ token: 'tok', sign: 'sig', uid: 'uid-9', role: 'tourist', isNewUserLogin: false });
    expect(localStorage.getItem('loginTime')).toBeNull();
  });

  it("keeps the API's numeric user id as the store's string, and a 'member' as the store's 'user'", async () => {
    http.defaults.adapter = async (config) => {
      const resultData = { token: 't3', sign: 's3', uid: 'u3', userid: 3, role: 'member', nikeName: 'Oyuncu' };
      return { data: { state: '200', msg: '', success: true, resultData }, status: 200, statusText: 'OK', headers: {}, config };
    };
    await startTouristSession('', () => ({ adid: '', gaid: '' }));
    expect(userStore.userid).toBe('3');
    expect(userStore.role).toBe('user');
  });

  it('treats a new-device tourist as logged in and records the session start', async () => {
    http.defaults.adapter = async (config) => {
      const resultData = { token: 't2', sign: 's2', uid: 'u2', userid: 2, role: 'tourist', nikeName: 'Misafir', isNewUserLogin: true };
      return { data: { state: '200', msg: '', success: true, resultData }, status: 200, statusText: 'OK', headers: {}, config };
    };
    await startTouristSession('', () => ({ adid: '', gaid: '' }));
    expect(userStore.isNewUserLogin).toBe(true);
    expect(Number(localStorage.getItem('loginTime'))).toBeGreaterThan(0);
  });

  it('keeps an existing session and the same device number', async () => {
    await startTouristSession('', () => ({ adid: '', gaid: '' }));
    const device = userStore.deviceNumber;
    await startTouristSession('', () => ({ adid: '', gaid: '' }));
    expect(requests).toHaveLength(1);
    expect(userStore.deviceNumber).toBe(device);
  });

  it('never overwrites a login that completed while the tourist session was starting', async () => {
    const pending = startTouristSession('', () => null).catch(() => {});
    // A login lands while the attribution ids are awaited.
    patchUser({ token: 'member-token', sign: 'member-sign', isLogin: true, role: 'user' });
    await pending;
    expect(requests).toHaveLength(0);
    expect(userStore).toMatchObject({ token: 'member-token', isLogin: true, role: 'user' });
  });
});

describe('advertising ids', () => {
  it('polls every 500 ms until the source answers', async () => {
    jest.useFakeTimers();
    let calls = 0;
    const pending = resolveAdIds(() => (++calls >= 3 ? { adid: 'x', gaid: 'y' } : null), 5000);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toEqual({ adid: 'x', gaid: 'y' });
    expect(calls).toBe(3);
    jest.useRealTimers();
  });

  it('gives up with empty ids after the wait limit', async () => {
    jest.useFakeTimers();
    const pending = resolveAdIds(() => null, 2000);
    await jest.advanceTimersByTimeAsync(2500);
    await expect(pending).resolves.toEqual({ adid: '', gaid: '' });
    jest.useRealTimers();
  });
});
