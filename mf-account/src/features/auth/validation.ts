import { CODE_MAX_LENGTH, CODE_MIN_LENGTH, globalStore, istanbulDay, parsePhone, PHONE_MIN_LENGTH, PHONE_RULES, phoneMarketOf, type PhoneMarket } from '@casino/shared';

/** Message keys of spec section 5 (common namespace) plus the account's own password rule. */
export const MESSAGE_KEYS = {
  phone: 'common:base.EnterPhoneNumber',
  phoneInvalid: 'account:form.phoneInvalid',
  code: 'common:base.EnterCode',
  password: 'account:form.passwordRule',
  nickname: 'account:form.nicknameRule',
  birthDate: 'account:form.birthDateRule',
  under18: 'account:form.under18',
} as const;

/** The age gate (player protection): 18 and over. */
export const MIN_AGE_YEARS = 18;

/** Today's date in Istanbul as YYYY-MM-DD (the server's reference for ages). */
export const istanbulToday = (now: Date = new Date()): string => istanbulDay(now);

/** The latest birth date of an 18-year-old today: the date input's max. */
export const latestAdultBirthDate = (now: Date = new Date()): string => {
  const [y, m, d] = istanbulToday(now).split('-');
  return `${Number(y) - MIN_AGE_YEARS}-${m}-${d}`;
};

/** A real YYYY-MM-DD date from 1900, and 18+ in Istanbul today (29 Feb of a non-leap year is no date). */
export const validateBirthDate = (value: string, now: Date = new Date()): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return MESSAGE_KEYS.birthDate;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value || date.getUTCFullYear() < 1900) return MESSAGE_KEYS.birthDate;
  if (value > istanbulToday(now)) return MESSAGE_KEYS.birthDate;
  return value > latestAdultBirthDate(now) ? MESSAGE_KEYS.under18 : null;
};

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 64;
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 32;

const within = (value: string, min: number, max: number) => value.length >= min && value.length <= max;

/** The page's phone rule: the registry's market (tr unless the page is in another known market). */
export const pageMarket = (): PhoneMarket => phoneMarketOf(globalStore.market);

/** The typed phone as the API and the stores take it: its national number and stored form (as typed when invalid). */
export const phoneOf = (typed: string): { national: string; stored: string } => {
  const phone = parsePhone(typed, pageMarket());
  const national = phone.ok ? phone.national : typed.replace(/\D/g, '');
  return { national, stored: phone.ok ? phone.stored : `${PHONE_RULES[pageMarket()].countryCode}${national}` };
};

/**
 * Each returns the message key of the problem, or null when the value is valid. The phone: empty or
 * under the spec's 7 digits asks for the number; otherwise it must be the market's mobile ("Geçersiz numara").
 */
export const validatePhone = (phone: string) => {
  if (phone.replace(/\D/g, '').length < PHONE_MIN_LENGTH) return MESSAGE_KEYS.phone;
  return parsePhone(phone, pageMarket()).ok ? null : MESSAGE_KEYS.phoneInvalid;
};
export const validateCode = (code: string) => (within(code, CODE_MIN_LENGTH, CODE_MAX_LENGTH) ? null : MESSAGE_KEYS.code);
export const validatePassword = (password: string) => (within(password, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH) ? null : MESSAGE_KEYS.password);

/** The nickname is optional; when given, 2-32 characters. */
export const validateNickname = (name: string) => {
  const trimmed = name.trim();
  return trimmed === '' || within(trimmed, NICKNAME_MIN_LENGTH, NICKNAME_MAX_LENGTH) ? null : MESSAGE_KEYS.nickname;
};

/** Keeps digits only: the OTP field is numeric. */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** What a phone field keeps of the typed text: digits and the signs people type in numbers, never cut short. */
export const phoneChars = (value: string) => value.replace(/[^\d\s+()\-.]/g, '');
