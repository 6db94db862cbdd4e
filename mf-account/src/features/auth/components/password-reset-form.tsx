import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { modifyPassword } from '../api/auth-api';
import { useValidatedFields } from '../hooks/use-validated-fields';
import { validateCode, validatePassword, validatePhone } from '../validation';
import { FormAlert } from './form-alert';
import { CodeField, PasswordField, PhoneField } from './phone-code-fields';

/** Phone + OTP + new password (/sso/modify); a refusal shows next to its field or above the button. */
export function PasswordResetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const form = useValidatedFields({ phone: '', code: '', password: '' }, { phone: validatePhone, code: validateCode, password: validatePassword });
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (form.validateAll()) return;
    const { phone, code, password } = form.values;
    setBusy(true);
    try {
      await modifyPassword({ mobile: phone, verificationCode: code, password });
      onDone();
    } catch (error) {
      console.warn('[account] password reset failed', error);
      form.fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="acc-form"
      noValidate
      aria-label={t('reset.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <PhoneField form={form} />
      <CodeField form={form} />
      <PasswordField
        label={t('form.newPassword')}
        autoComplete="new-password"
        value={form.values.password}
        onValueChange={(v) => form.set('password', v)}
        onBlur={() => form.blur('password')}
        errorKey={form.errors.password}
        errorText={form.serverErrors.password}
      />
      <FormAlert error={form.formError} />
      <button type="submit" className="acc-submit" disabled={busy} data-testid="reset-submit">
        {t('reset.submit')}
      </button>
    </form>
  );
}
