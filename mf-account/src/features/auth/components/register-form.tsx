import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { register, TRACK_EVENT, uploadTrack } from '../api/auth-api';
import { completeLogin } from '../complete-login';
import { useValidatedFields } from '../hooks/use-validated-fields';
import { latestAdultBirthDate, NICKNAME_MAX_LENGTH, validateBirthDate, validateCode, validateNickname, validatePassword, validatePhone } from '../validation';
import { FormAlert } from './form-alert';
import { CodeField, PasswordField, PhoneField } from './phone-code-fields';
import { TextField } from './text-field';
import { ConsentFields, consentValidators, useConsentVersions } from '../../consent';

/** Phone + OTP + password + date of birth (18+, the age gate) (+ optional nickname) registration; the new player is logged in. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation('account');
  const form = useValidatedFields({ phone: '', code: '', password: '', birthDate: '', nikeName: '', terms: '', privacy: '' }, {
    ...consentValidators,
    phone: validatePhone,
    code: validateCode,
    password: validatePassword,
    birthDate: (v) => validateBirthDate(v),
    nikeName: validateNickname,
  });
  const [busy, setBusy] = useState(false);
  const consent = useConsentVersions();

  const submit = async () => {
    uploadTrack(TRACK_EVENT.registerClick);
    if (form.validateAll()) return;
    const { phone, code, password, birthDate, nikeName } = form.values;
    setBusy(true);
    try {
      // The versions of the texts in force; without them the server says what is missing.
      const versions = (await consent.versions()) ?? ({} as { termsVersion: number; privacyVersion: number });
      const { resultData } = await register({ mobile: phone, verificationCode: code, password, birthDate, ...versions, ...(nikeName.trim() ? { nikeName: nikeName.trim() } : {}) });
      completeLogin(resultData, phone);
      onRegistered();
    } catch (error) {
      console.warn('[account] registration failed', error);
      form.fail(error);
      setBusy(false);
    }
  };

  return (
    <form
      className="acc-form"
      noValidate
      aria-label={t('register.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <PhoneField form={form} />
      <CodeField form={form} />
      <PasswordField
        label={t('form.password')}
        autoComplete="new-password"
        value={form.values.password}
        onValueChange={(v) => form.set('password', v)}
        onBlur={() => form.blur('password')}
        errorKey={form.errors.password}
        errorText={form.serverErrors.password}
      />
      <TextField
        label={t('form.birthDate')}
        name="birthDate"
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={latestAdultBirthDate()}
        value={form.values.birthDate}
        onValueChange={(v) => form.set('birthDate', v)}
        onBlur={() => form.blur('birthDate')}
        errorKey={form.errors.birthDate}
        errorText={form.serverErrors.birthDate}
      />
      {/* The 18+ rule once: the hint gives way to the field's own message when there is one. */}
      {!form.errors.birthDate && !form.serverErrors.birthDate && <p className="acc-hint acc-hint--left">{t('form.birthDateHint')}</p>}
      <TextField
        label={t('form.nickname')}
        name="nickname"
        autoComplete="nickname"
        maxLength={NICKNAME_MAX_LENGTH}
        value={form.values.nikeName}
        onValueChange={(v) => form.set('nikeName', v)}
        onBlur={() => form.blur('nikeName')}
        errorKey={form.errors.nikeName}
        errorText={form.serverErrors.nikeName}
      />
      <ConsentFields form={form} />
      <FormAlert error={form.formError} />
      <button type="submit" className="acc-submit" disabled={busy} data-testid="register-submit">
        {t('register.submit')}
      </button>
    </form>
  );
}
