// Real sessions for e2e: made through the API exactly as the front end makes them, then handed to a page.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

type TEnvelope<T> = { state: string; msg: string; resultData: T | null };
type TLogin = { token: string; sign: string; uid: string; userid: number; nikeName: string; isNewUserLogin: boolean };

export type TGuest = TLogin & { device: string };

export const newDevice = () => randomBytes(16).toString('hex');
let phoneCounter = 0;
/**
 * A Turkish mobile's national number as the tr rule wants it (10 digits starting with 5), unique in a
 * run: the worker's process, a counter and 4 random digits.
 */
export const newPhone = () =>
  `5${String(process.pid % 100).padStart(2, '0')}${String(++phoneCounter % 1000).padStart(3, '0')}${String(randomBytes(2).readUInt16BE(0) % 10_000).padStart(4, '0')}`;

/** An Azerbaijani mobile number (national part: 9 digits, prefix 50), unique enough per run, for market az. */
export const newAzPhone = () => `50${newPhone().slice(3)}`;

/** One API call as the front end makes it: the envelope's data, or an error naming the state and message. */
export async function apiPost<T>(request: APIRequestContext, url: string, data: object, token?: string): Promise<T> {
  const res = await request.post(url, { data: { appId: '2000', ...data }, headers: token ? { token, Authorization: token } : {} });
  const body = (await res.json()) as TEnvelope<T>;
  if (body.state !== '200' || body.resultData === null) throw new Error(`${url}: ${body.state} ${body.msg}`);
  return body.resultData;
}

/**
 * Sends a code to `phone` and reads it from the sandbox's SMS inbox. The per-phone gap since the last code
 * (OTP_RESEND_S, 1 s in e2e) may still run: the send is retried until the API accepts it.
 */
export async function smsCode(request: APIRequestContext, api: string, phone: string, token?: string): Promise<string> {
  await expect(async () => {
    await apiPost(request, `${api}/sms/send`, { tel: phone }, token);
  }).toPass({ timeout: 15_000 });
  return apiPost<string>(request, `${api}/sms/getTest`, { tel: phone });
}

/** A tourist session of a device no member used: a guest who counts as logged in. */
/** `market`: the page's market the tourist starts in, for good (the default market when absent). */
export async function guestSession(request: APIRequestContext, api: string, device = newDevice(), options: { ageConfirmed?: boolean; market?: string } = {}): Promise<TGuest> {
  const guest = await apiPost<TLogin>(request, `${api}/sso/v2/login`, { deviceNumber: device, ...(options.market ? { market: options.market } : {}) });
  // Player protection's age gate: a guest who confirmed 18+ before (the gate itself: pass ageConfirmed: false).
  if (options.ageConfirmed !== false) await apiPost(request, `${api}/protection/confirmAge`, { birthDate: '1990-01-01' }, guest.token);
  return { ...guest, device };
}

/** A registered member (phone verified by OTP, 18+), still logged in: what a paying player sees. */
export async function memberSession(request: APIRequestContext, api: string): Promise<TGuest> {
  const guest = await guestSession(request, api);
  const phone = newPhone();
  await apiPost(request, `${api}/sms/send`, { tel: phone }, guest.token);
  const code = await apiPost<string>(request, `${api}/sms/getTest`, { tel: phone });
  const member = await apiPost<TLogin>(request, `${api}/sso/register`, { mobile: phone, verificationCode: code, password: 'Sifre-12345', birthDate: '1990-01-01', deviceNumber: guest.device, termsVersion: 1, privacyVersion: 1 }, guest.token);
  return { ...member, device: guest.device };
}

/** A device a registered member used and logged out of: its tourist counts as logged out. */
export async function returningDevice(request: APIRequestContext, api: string): Promise<string> {
  const guest = await guestSession(request, api);
  const phone = newPhone();
  await apiPost(request, `${api}/sms/send`, { tel: phone }, guest.token);
  const code = await apiPost<string>(request, `${api}/sms/getTest`, { tel: phone });
  const member = await apiPost<TLogin>(request, `${api}/sso/register`, { mobile: phone, verificationCode: code, password: 'Sifre-12345', deviceNumber: guest.device, termsVersion: 1, privacyVersion: 1 }, guest.token);
  await apiPost(request, `${api}/sso/logout`, {}, member.token);
  return guest.device;
}

/** The page starts on this device (the shell then starts its own tourist session for it). */
export async function useDevice(page: Page, device: string): Promise<void> {
  await page.addInitScript((d) => {
    if (!localStorage.getItem('deviceNumber')) localStorage.setItem('deviceNumber', d);
  }, device);
}

/** The page starts with this guest's session already stored, in the given language. */
export async function useGuest(page: Page, guest: TGuest, lang: 'tk' | 'en' = 'tk'): Promise<void> {
  await page.addInitScript(
    ([g, l]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('lang', l);
      localStorage.setItem('deviceNumber', g.device);
      localStorage.setItem('token', g.token);
      localStorage.setItem('loginTime', String(Date.now()));
      localStorage.setItem(
        'userInfo',
        JSON.stringify({ token: g.token, sign: g.sign, uid: g.uid, userid: String(g.userid), nikeName: g.nikeName, isNewUserLogin: g.isNewUserLogin, deviceNumber: g.device, lang: l }),
      );
    },
    [guest, lang] as const,
  );
}
