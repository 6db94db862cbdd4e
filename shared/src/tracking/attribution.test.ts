import { http, type HttpAdapter, type HttpRequest } from '../api/client';
import { bus } from '../bus/bus';
import { resetUser, patchUser } from '../stores/user-store';
import { ATTRIBUTION_STORAGE_KEY, clickIdsOf, reportAttribution } from './attribution';
import { CONSENT_STORAGE_KEY, mayTrack, setTrackingConsent, trackingChoice } from './consent';

let requests: HttpRequest[] = [];
const answer = (resultData: unknown): HttpAdapter => async (config) => {
  requests.push(config);
  return { status: 200, data: { state: '200', msg: '', success: true, resultData } };
};

beforeEach(() => {
  requests = [];
  localStorage.clear();
  resetUser();
  patchUser({ deviceNumber: 'device-0001', adid: 'ad-1', gaid: '38400000-8cf0-11bd-b23e-10b96e40000d' });
  http.defaults.adapter = answer({ token: 'tok-attr', recorded: true });
});

describe('mayTrack', () => {
  it('is false until the player chooses "all", and follows the stored choice', () => {
    expect(mayTrack()).toBe(false);
    expect(trackingChoice()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ v: 1, analytics: true, at: '2026-11-26T10:00:00.000Z' }));
    expect(mayTrack()).toBe(true);
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ v: 1, analytics: false }));
    expect(mayTrack()).toBe(false);
  });

  it('stores a choice with its time and tells the page', () => {
    const heard: boolean[] = [];
    const sub = bus.on('consent:changed').subscribe((e) => heard.push(e.analytics));
    setTrackingConsent(true, new Date('2026-11-26T10:00:00.000Z'));
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({ v: 1, analytics: true, at: '2026-11-26T10:00:00.000Z' });
    expect(mayTrack()).toBe(true);
    setTrackingConsent(false);
    expect(mayTrack()).toBe(false);
    expect(trackingChoice()).toMatchObject({ v: 1, analytics: false });
    expect(heard).toEqual([true, false]);
    sub.unsubscribe();
  });

  it('treats an unreadable choice as "necessary only"', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(mayTrack()).toBe(false);
    localStorage.setItem(CONSENT_STORAGE_KEY, 'null');
    expect(mayTrack()).toBe(false);
  });
});

describe('reportAttribution', () => {
  // The player chose "all" in the banner; the tests that say otherwise store their own choice.
  beforeEach(() => localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ v: 1, analytics: true })));

  it('calls nothing and stores nothing before the player chooses', async () => {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    expect(await reportAttribution('?fbclid=abc')).toBeNull();
    expect(requests).toEqual([]);
    expect(localStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
  });

  it('sends the device, its ad ids and the landing click ids as the query only, then keeps the token', async () => {
    expect(await reportAttribution('?fbclid=IwAR2_abc-DEF&gclid=Cj0KCQ&utm_source=x')).toBe('tok-attr');
    expect(requests).toHaveLength(1);
    const req = requests[0]!;
    expect(req.url).toBe('/fb/data/api/v2/token/get');
    expect(req.params).toEqual({ deviceNumber: 'device-0001', consent: '1', adid: 'ad-1', gaid: '38400000-8cf0-11bd-b23e-10b96e40000d', fbclid: 'IwAR2_abc-DEF', gclid: 'Cj0KCQ' });
    expect(req.data).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(ATTRIBUTION_STORAGE_KEY)!)).toEqual({ token: 'tok-attr' });
  });

  it('calls once per device: a kept token answers without a request', async () => {
    await reportAttribution('');
    expect(await reportAttribution('?ttclid=later')).toBe('tok-attr');
    expect(requests).toHaveLength(1);
  });

  it('calls nothing and stores nothing after "necessary only"', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ v: 1, analytics: false }));
    expect(await reportAttribution('?fbclid=abc')).toBeNull();
    expect(requests).toEqual([]);
    expect(localStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
  });

  it('never toasts a refusal to the player (a background call)', async () => {
    const toasts: unknown[] = [];
    const sub = bus.on('ui:toast-requested').subscribe((e) => toasts.push(e));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    http.defaults.adapter = async () => ({ status: 429, data: { state: '429', msg: 'Çok fazla istek', success: false, resultData: null, code: 'RATE_LIMITED' } });
    expect(await reportAttribution('')).toBeNull();
    expect(toasts).toEqual([]);
    sub.unsubscribe();
    warn.mockRestore();
  });

  it('leaves out values the server would refuse, and swallows a failure', async () => {
    expect(clickIdsOf(`?fbclid=a/b&gclid=${'c'.repeat(513)}&ttclid=ok-1`)).toEqual({ ttclid: 'ok-1' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    http.defaults.adapter = async () => {
      throw new Error('offline');
    };
    expect(await reportAttribution('')).toBeNull();
    expect(localStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});
