import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH, PHONE_RULES, phoneMarketOf, useGlobal } from '@casino/shared';
import { PASSWORD_MAX_LENGTH, digitsOnly, phoneChars, phoneOf } from '../validation';
import { OtpButton } from './otp-button';
import { TextField } from './text-field';

type TFieldsApi = {
  values: { phone: string; code?: string };
  errors: Partial<Record<'phone' | 'code', string | null>>;
  /** The server's refusal of a field, in words. */
  serverErrors: Partial<Record<'phone' | 'code', string>>;
  set: (key: 'phone' | 'code', value: string) => void;
  blur: (key: 'phone' | 'code') => void;
  /** Shows the field's own check now; true when it passes. */
  check: (key: 'phone' | 'code') => boolean;
  fail: (error: unknown, shown?: readonly ('phone' | 'code')[]) => void;
};

/**
 * The phone field with the market's fixed country code (+90 in tr). It keeps what the player types
 * (digits, spaces, dashes, brackets, +), never cut short: a number too long is "Geçersiz numara".
 */
export function PhoneField({ form }: { form: TFieldsApi }) {
  const { t } = useTranslation('account');
  const market = phoneMarketOf(useGlobal().market);
  return (
    <TextField
      label={t('form.phone')}
      prefix={`+${PHONE_RULES[market].countryCode}`}
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={t(market === 'az' ? 'form.phonePlaceholderAz' : 'form.phonePlaceholder')}
      value={form.values.phone}
      onValueChange={(v) => form.set('phone', phoneChars(v))}
      onBlur={() => form.blur('phone')}
      errorKey={form.errors.phone}
      errorText={form.serverErrors.phone}
    />
  );
}

/**
 * The verification code field with the OTP button for the current phone: a send first checks the
 * phone ("Geçersiz numara" and nothing sent), and "Kod gönderildi" shows while the number is the one
 * the code went to.
 */
export function CodeField({ form }: { form: TFieldsApi }) {
  const { t } = useTranslation('account');
  // The numbers a code went to (stored form): "Kod gönderildi" is about the number in the field.
  const [sentTo, setSentTo] = useState<readonly string[]>([]);
  const sent = sentTo.includes(phoneOf(form.values.phone).stored);
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
      status={sent ? t('otp.sent') : null}
      // A refused send (a wrong phone, too many codes) is about the phone: shown under it.
      end={
        <OtpButton
          phone={form.values.phone}
          canSend={() => form.check('phone')}
          onSent={(phone) => setSentTo((prev) => [...prev, phoneOf(phone).stored])}
          onError={(error) => form.fail(error, ['phone'])}
        />
      }
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
