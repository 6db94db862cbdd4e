import type { ConsentStatus } from '@casino/shared/contracts';
import type { TLoginResult } from '../src/modules/auth/auth.schemas';
import { newDevice, newIp, type TestApp } from './harness';

/** Identity flows as the front end performs them, for tests. */
export const identity = (t: TestApp) => {
  /** A tourist of `market` (the page's market: the default one when absent). */
  const tourist = async (device = newDevice(), market?: string) => {
    const res = await t.post<TLoginResult>('/sso/v2/login', { deviceNumber: device, inviteUUID: 'invite-abc', ...(market ? { market } : {}) }, { ip: newIp() });
    if (!res.body.resultData) throw new Error(`tourist login failed: ${res.body.msg}`);
    return { ...res.body.resultData, device };
  };

  /** `market` picks the phone rule (tr when absent), as the page sends it. */
  const sendCode = (phone: string, ip = newIp(), market?: string) => t.post<number>('/sms/send', { tel: phone, ...(market ? { market } : {}) }, { ip });

  const lastCode = async (phone: string, market?: string) =>
    (await t.post<string | null>('/sms/getTest', { tel: phone, ...(market ? { market } : {}) })).body.resultData;

  /** Sends a code and reads it back from the sandbox SMS service. */
  const code = async (phone: string, ip = newIp(), market?: string) => {
    const sent = await sendCode(phone, ip, market);
    if (sent.status !== 200) throw new Error(`sms/send failed: ${sent.status} ${sent.body.msg}`);
    const value = await lastCode(phone, market);
    if (!value) throw new Error('the sandbox SMS service recorded no code');
    return value;
  };

  /** The versions of the terms and privacy notice in force, as the registration form sends them back (consent). */
  const consent = async (market?: string) => {
    const res = await t.post<ConsentStatus>('/legal/consent/current', market ? { market } : {});
    const version = (kind: string) => res.body.resultData?.texts.find((x) => x.kind === kind)?.version;
    return { termsVersion: version('terms'), privacyVersion: version('privacy'), ...(market ? { market } : {}) };
  };

  /** A registered member (from a fresh tourist of `market`, the default one when absent), with a password, a date of birth (18+) and the current terms accepted, as the registration form sends. */
  const member = async (phone: string, password = 'secret-pass-1', market?: string) => {
    const guest = await tourist(undefined, market);
    const verificationCode = await code(phone, undefined, market);
    const res = await t.post<TLoginResult>(
      '/sso/register',
      { mobile: phone, verificationCode, password, birthDate: '1990-01-01', deviceNumber: guest.device, ...(await consent(market)) },
      { token: guest.token, ip: newIp() },
    );
    if (!res.body.resultData) throw new Error(`register failed: ${res.body.msg}`);
    return { ...res.body.resultData, device: guest.device, password, touristToken: guest.token };
  };

  /** A registered member and a way to sign in again (a new login session each time), for tests over several logins. */
  const memberLogin = async (phone: string) => {
    const m = await member(phone);
    return {
      ...m,
      login: async () => {
        const res = await t.post<{ token: string }>('/sso/loginNew', { mobile: phone, password: m.password }, { ip: newIp() });
        if (!res.body.resultData) throw new Error(`login failed: ${res.body.msg}`);
        return res.body.resultData.token;
      },
    };
  };

  return { tourist, sendCode, lastCode, code, member, memberLogin, consent };
};
