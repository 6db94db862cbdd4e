import type { HttpAdapter, HttpRequest } from './client';
import { apiPost, http } from './client';
import { bus } from '../bus/bus';
import { patchUser, userStore, resetUser } from '../stores/user-store';
import { setLoginTime, getLoginTime } from '../session/session';
import { ApiError } from '../contracts/api';
import type { BusEvents } from '../bus/events';

let requests: HttpRequest[] = [];
/** The real transport, before a test replaces it. */
const fetchTransport = http.defaults.adapter;

function answer(status: number, data: unknown): HttpAdapter {
  return async (config) => {
    requests.push(config);
    return { data, status, statusText: String(status), headers: {}, config };
  };
}

const ok = (resultData: unknown) => ({ state: '200', msg: '', success: true, resultData });

beforeEach(() => {
  requests = [];
  localStorage.clear();
  resetUser();
  localStorage.setItem('token', 'tok-123');
  patchUser({ token: 'tok-123', sign: 'sig-1', uid: 'u-1', deviceNumber: 'dev-1', adid: 'ad-1', gaid: 'ga-1' });
});

describe('apiPost', () => {
  it('POSTs the payload plus appId, sign, uid, deviceNumber, adid and gaid', async () => {
    http.defaults.adapter = answer(200, ok({ x: 1 }));
    const res = await apiPost('/labelGame/list', { page: 2 });
    expect(res).toEqual(ok({ x: 1 }));
    const req = requests[0]!;
    expect(req.method).toBe('post');
    expect(JSON.parse(req.data as string)).toEqual({ page: 2, appId: '2000', sign: 'sig-1', uid: 'u-1', deviceNumber: 'dev-1', adid: 'ad-1', gaid: 'ga-1' });
  });

  it('sends the stored token as both Authorization and token headers, with credentials', async () => {
    http.defaults.adapter = answer(200, ok(null));
    await apiPost('/user/getUserInfo');
    const req = requests[0]!;
    expect(req.headers.Authorization).toBe('tok-123');
    expect(req.headers.token).toBe('tok-123');
    expect(req.withCredentials).toBe(true);
  });

  it('uses a 6000 ms timeout', async () => {
    http.defaults.adapter = answer(200, ok(null));
    await apiPost('/user/getUserInfo');
    expect(requests[0]!.timeout).toBe(6000);
  });

  it('sends /fb/data/api/v2/token/get payload as query string only', async () => {
    http.defaults.adapter = answer(200, ok('t'));
    await apiPost('/fb/data/api/v2/token/get', { a: '1' });
    const req = requests[0]!;
    expect(req.params).toEqual({ a: '1' });
    expect(req.data).toBeUndefined();
  });

  it("on state '401' clears login time and user, resets the store and emits logged-out", async () => {
    setLoginTime(1_700_000_000_000);
    patchUser({ isLogin: true, nikeName: 'Ayşe' });
    const events: BusEvents['auth:logged-out'][] = [];
    const sub = bus.on('auth:logged-out').subscribe((e) => events.push(e));
    http.defaults.adapter = answer(401, { state: '401', msg: 'Oturum sona erdi', success: false, resultData: null, code: 'UNAUTHORIZED' });
    await expect(apiPost('/user/getUserInfo')).rejects.toMatchObject({ state: '401', code: 'UNAUTHORIZED' });
    sub.unsubscribe();
    expect(getLoginTime()).toBeNull();
    expect(userStore.isLogin).toBe(false);
    expect(userStore.nikeName).toBe('');
    expect(userStore.token).toBe('');
    expect(userStore.deviceNumber).toBe('dev-1');
    expect(events).toEqual([{ reason: 'unauthorized' }]);
  });

  it("on state '500' toasts the server message and rejects with a typed error", async () => {
    const toasts: BusEvents['ui:toast-requested'][] = [];
    const sub = bus.on('ui:toast-requested').subscribe((e) => toasts.push(e));
    http.defaults.adapter = answer(500, { state: '500', msg: 'Sunucu hatası', success: false, resultData: null });
    const error = await apiPost('/mail/list').catch((e: unknown) => e);
    sub.unsubscribe();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).state).toBe('500');
    expect(toasts).toEqual([{ kind: 'error', message: 'Sunucu hatası' }]);
  });

  it('toasts other error states too (e.g. 400 validation) with the code', async () => {
    http.defaults.adapter = answer(400, { state: '400', msg: 'Geçersiz', success: false, resultData: null, code: 'VALIDATION_FAILED' });
    await expect(apiPost('/x')).rejects.toMatchObject({ state: '400', code: 'VALIDATION_FAILED', message: 'Geçersiz' });
  });

  it('leaves the message to a form that asks for no toast, and carries the field at fault', async () => {
    const toasts: BusEvents['ui:toast-requested'][] = [];
    const sub = bus.on('ui:toast-requested').subscribe((e) => toasts.push(e));
    http.defaults.adapter = answer(400, { state: '400', msg: 'Telefon geçersiz', success: false, resultData: null, code: 'VALIDATION_FAILED', field: 'mobile' });
    const error = await apiPost('/sso/loginNew', {}, { toast: false }).catch((e: unknown) => e);
    sub.unsubscribe();
    expect(toasts).toEqual([]);
    expect((error as ApiError).envelope).toMatchObject({ code: 'VALIDATION_FAILED', field: 'mobile', msg: 'Telefon geçersiz' });
  });

  it('does not toast the codes a page answers itself (quiet), and still toasts the others', async () => {
    const toasts: BusEvents['ui:toast-requested'][] = [];
    const sub = bus.on('ui:toast-requested').subscribe((e) => toasts.push(e));
    const quiet = ['AGE_NOT_CONFIRMED', 'REGISTER_REQUIRED'];
    http.defaults.adapter = answer(403, { state: '403', msg: 'Gerçek parayla oynamak için üye olun', success: false, resultData: null, code: 'REGISTER_REQUIRED' });
    await expect(apiPost('/labelGame/getGameUrlByGame', { gameId: 1, isReal: 1 }, { quiet })).rejects.toMatchObject({ code: 'REGISTER_REQUIRED' });
    http.defaults.adapter = answer(403, { state: '403', msg: 'Hesabınız kendini dışlama süresince kapalı.', success: false, resultData: null, code: 'SELF_EXCLUDED' });
    await expect(apiPost('/labelGame/getGameUrlByGame', { gameId: 1, isReal: 1 }, { quiet })).rejects.toMatchObject({ code: 'SELF_EXCLUDED' });
    sub.unsubscribe();
    expect(toasts).toEqual([{ kind: 'error', message: 'Hesabınız kendini dışlama süresince kapalı.' }]);
  });

  it('asks for the terms re-acceptance dialog instead of toasting TERMS_NOT_ACCEPTED', async () => {
    const toasts: BusEvents['ui:toast-requested'][] = [];
    const asked: unknown[] = [];
    const subs = [bus.on('ui:toast-requested').subscribe((e) => toasts.push(e)), bus.on('consent:terms-required').subscribe((e) => asked.push(e))];
    http.defaults.adapter = answer(403, { state: '403', msg: 'Kullanım Şartları güncellendi.', success: false, resultData: null, code: 'TERMS_NOT_ACCEPTED' });
    await expect(apiPost('/labelGame/getGameUrlByGame', { gameId: 1, isReal: 1 })).rejects.toMatchObject({ code: 'TERMS_NOT_ACCEPTED' });
    subs.forEach((s) => s.unsubscribe());
    expect(toasts).toEqual([]);
    expect(asked).toEqual([{}]);
  });

  it('rejects and logs a network error (no envelope)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    http.defaults.adapter = async () => {
      throw new Error('Network Error');
    };
    await expect(apiPost('/x')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(log).toHaveBeenCalled();
  });

  it('rejects a response that is not an envelope', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    http.defaults.adapter = answer(502, '<html>bad gateway</html>');
    await expect(apiPost('/x')).rejects.toMatchObject({ code: 'NETWORK', state: '502' });
  });
});

describe('token source', () => {
  it('sends a token set in the store right away, before it reaches storage', async () => {
    http.defaults.adapter = answer(200, ok(null));
    patchUser({ token: 'fresh-after-login' });
    await apiPost('/user/getUserInfo');
    expect(requests[0]!.headers.token).toBe('fresh-after-login');
  });
});

describe('the fetch transport', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  // The page's fetch answers (jsdom has no Response): the status and the body's text.
  const reply = (status: number, text: string) => ({ status, text: async () => text }) as unknown as Response;
  const base: HttpRequest = { method: 'post', baseURL: '/api/', url: '/x', headers: { token: 't' }, timeout: 6000, withCredentials: true };

  it('sends JSON with credentials and a timeout, the query from params; any status resolves with the parsed body', async () => {
    const seen: Array<{ url: string; init: RequestInit }> = [];
    globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      seen.push({ url: String(url), init: init! });
      return reply(400, JSON.stringify({ state: '400', msg: 'no' }));
    }) as typeof fetch;
    const res = await fetchTransport({ ...base, data: '{"a":1}', params: { q: 'a b', skip: undefined } });
    expect(res).toEqual({ status: 400, data: { state: '400', msg: 'no' } });
    expect(seen[0]!.url).toBe('/api/x?q=a+b');
    expect(seen[0]!.init).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'include', headers: { token: 't' } });
    expect(seen[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('a body that is not JSON comes back as its text (the client then refuses it)', async () => {
    globalThis.fetch = jest.fn(async () => reply(502, '<html>bad gateway</html>')) as typeof fetch;
    expect(await fetchTransport({ ...base, method: 'get' })).toEqual({ status: 502, data: '<html>bad gateway</html>' });
  });
});
