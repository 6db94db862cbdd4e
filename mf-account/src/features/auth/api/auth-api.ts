import { apiPost, mayTrack, userStore, type LoginResult, type UserInfoResult } from '@casino/shared';
import { pageMarket, phoneOf } from '../validation';

/**
 * The identity endpoints the account remote calls (spec section 7). Phones travel as the national
 * number of what the player typed (without the country code) with the page's market, whose rule the
 * API checks them by; the API stores them with the country code.
 */

/** resultData of the login/register calls (the shared contract; `toUserFields` maps it into the store). */
export type TSessionResult = LoginResult;

export type TOtpLogin = { mobile: string; verificationCode: string };
export type TPasswordLogin = { mobile: string; password: string };
/** With the versions of the terms accepted and the privacy notice confirmed (consent). */
export type TRegister = { mobile: string; verificationCode: string; password: string; birthDate: string; nikeName?: string; termsVersion: number; privacyVersion: number };
export type TModify = { mobile: string; verificationCode: string; password: string };

/** A body's phone field as the API takes it: the national number, and the market whose rule it follows. */
const withPhone = <K extends string>(field: K, typed: string) => ({ [field]: phoneOf(typed).national, market: pageMarket() }) as Record<K | 'market', string>;

/** The auth forms show a refusal next to its field (the mobile auth pages have no toaster): no toast. */
const INLINE = { toast: false } as const;

/** /sms/send: resultData is the countdown in seconds (may be empty). */
export const sendOtp = (tel: string, options: { toast?: boolean } = {}) => apiPost<number | string | null>('/sms/send', withPhone('tel', tel), options);

export const loginWithOtp = (body: TOtpLogin) => apiPost<TSessionResult>('/sso/loginNew', { ...body, ...withPhone('mobile', body.mobile) }, INLINE);
export const loginWithPassword = (body: TPasswordLogin) => apiPost<TSessionResult>('/sso/loginNew', { ...body, ...withPhone('mobile', body.mobile) }, INLINE);
/** Registration keeps the tourist's invite link (the device travels in the common fields). */
export const register = (body: TRegister) => apiPost<TSessionResult>('/sso/register', { ...body, ...withPhone('mobile', body.mobile), inviteUUID: userStore.inviteUUID }, INLINE);
export const modifyPassword = (body: TModify) => apiPost<unknown>('/sso/modify', { ...body, ...withPhone('mobile', body.mobile) }, INLINE);
export const logout = () => apiPost<unknown>('/sso/logout');

/** A member changing phone adds proof of the current one: a code sent to it, or the password. */
/** The answer carries the player's role and name after the bind (a guest's 'Misafir…' name becomes the player's). */
export const bindPhone = (body: TOtpLogin & { currentVerificationCode?: string; password?: string; termsVersion?: number; privacyVersion?: number }) =>
  apiPost<{ mobile: string; role: string; nikeName?: string }>('/user/bind-phone', { ...body, ...withPhone('mobile', body.mobile) }, INLINE);
export const getUserInfo = () => apiPost<UserInfoResult>('/user/getUserInfo');
export const uploadLoginLog = (mobile: string) => apiPost<unknown>('/user/uploadLoginLog', { mobile });

/** Tracking event ids of spec section 7 (eventType '2'). */
export const TRACK_EVENT = { registerClick: 2, loginClick: 3 } as const;

/**
 * Fire and forget: tracking never blocks or fails a user action. Nothing is sent unless the player chose "all" in
 * the cookie banner; the call says so, and the API keeps nothing from a page that says '0'.
 */
export function uploadTrack(eventId: number): void {
  if (!mayTrack()) return;
  apiPost('/tracking/uploadTrack', { eventType: '2', eventId, consent: '1' }).catch((error: unknown) => console.warn('[account] track upload failed', error));
}
