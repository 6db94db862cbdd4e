import { CODE_MAX_LENGTH, CODE_MIN_LENGTH, PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from '@casino/shared';

/** Message keys of spec section 5 (common namespace) plus the account's own password rule. */
export const MESSAGE_KEYS = {
  phone: 'common:base.EnterPhoneNumber',
  code: 'common:base.EnterCode',
  password: 'account:form.passwordRule',
  nickname: 'account:form.nicknameRule',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 64;
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 32;

const within = (value: string, min: number, max: number) => value.length >= min && value.length <= max;

/** Each returns the message key of the problem, or null when the value is valid. */
export const validatePhone = (phone: string) => (within(phone, PHONE_MIN_LENGTH, PHONE_MAX_LENGTH) ? null : MESSAGE_KEYS.phone);
export const validateCode = (code: string) => (within(code, CODE_MIN_LENGTH, CODE_MAX_LENGTH) ? null : MESSAGE_KEYS.code);
export const validatePassword = (password: string) => (within(password, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH) ? null : MESSAGE_KEYS.password);

/** The nickname is optional; when given, 2-32 characters. */
export const validateNickname = (name: string) => {
  const trimmed = name.trim();
  return trimmed === '' || within(trimmed, NICKNAME_MIN_LENGTH, NICKNAME_MAX_LENGTH) ? null : MESSAGE_KEYS.nickname;
};

/** Keeps digits only: phone and OTP fields are numeric. */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
