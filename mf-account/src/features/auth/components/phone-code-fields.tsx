import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH, PHONE_MAX_LENGTH, PHONE_PREFIX } from '@casino/shared';
import { PASSWORD_MAX_LENGTH, digitsOnly } from '../validation';
import { OtpButton } from './otp-button';
import { TextField } from './text-field';

type TFieldsApi = {
  values: { phone: string; code?: string };
  errors: Partial<Record<'phone' | 'code', string | null>>;
  /** The server's refusal of a field, in words. */
  serverErrors: Partial<Record<'phone' | 'code', string>>;
  set: (key: 'phone' | 'code', value: string) => void;
  blur: (key: 'phone' | 'code') => void;
  fail: (error: unknown, shown?: readonly ('phone' | 'code')[]) => void;
};

/** The phone field with its fixed +90 prefix. */
export function PhoneField({ form }: { form: TFieldsApi }) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('form.phone')}
      prefix={`+${PHONE_PREFIX}`}
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={PHONE_MAX_LENGTH}
      placeholder={t('form.phonePlaceholder')}
      value={form.values.phone}
      onValueChange={(v) => form.set('phone', digitsOnly(v, PHONE_MAX_LENGTH))}
      onBlur={() => form.blur('phone')}
      errorKey={form.errors.phone}
      errorText={form.serverErrors.phone}
    />
  );
}

/** The verification code field with the OTP button for the current phone. */
export function CodeField({ form }: { form: TFieldsApi }) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('form.code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_MAX_LENGTH}
      placeholder={t('form.codePlaceholder')}
      value={form.values.code ?? ''}
      onValueChange={(v) => form.set('code', digitsOnly(v, CODE_MAX_LENGTH))}
      onBlur={() => form.blur('code')}
      errorKey={form.errors.code}
      errorText={form.serverErrors.code}
      // A refused send (a short phone, too many codes) is about the phone: shown under it.
      end={<OtpButton phone={form.values.phone} onError={(error) => form.fail(error, ['phone'])} />}
    />
  );
}

/** A password field; `autoComplete` tells password managers whether it is new or current. */
export function PasswordField({
  label,
  value,
  onValueChange,
  onBlur,
  errorKey,
  errorText,
  autoComplete,
}: {
  label: string;
  value: string;
  onValueChange: (v: string) => void;
  onBlur: () => void;
  errorKey?: string | null;
  errorText?: string | null;
  autoComplete: 'current-password' | 'new-password';
}) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={label}
      name="password"
      type="password"
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX_LENGTH}
      placeholder={t('form.passwordPlaceholder')}
      value={value}
      onValueChange={onValueChange}
      onBlur={onBlur}
      errorKey={errorKey}
      errorText={errorText}
    />
  );
}
