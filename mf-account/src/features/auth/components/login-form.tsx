import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginWithOtp, loginWithPassword, TRACK_EVENT, uploadTrack } from '../api/auth-api';
import { completeLogin } from '../complete-login';
import { useValidatedFields } from '../hooks/use-validated-fields';
import { validateCode, validatePassword, validatePhone } from '../validation';
import { FormAlert } from './form-alert';
import { CodeField, PasswordField, PhoneField } from './phone-code-fields';

type TMethod = 'otp' | 'password';

/**
 * Phone + OTP or phone + password login (both /sso/loginNew). Every click on the button is tracked
 * (login click, eventId 3); a failed login keeps the form and shows the server's message next to the
 * field it is about (wrong code, wrong password, short phone) or above the button.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation('account');
  const [method, setMethod] = useState<TMethod>('otp');
  const form = useValidatedFields(
    { phone: '', code: '', password: '' },
    { phone: validatePhone, code: (v) => (method === 'otp' ? validateCode(v) : null), password: (v) => (method === 'password' ? validatePassword(v) : null) },
  );
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    uploadTrack(TRACK_EVENT.loginClick);
    if (form.validateAll()) return;
    const { phone, code, password } = form.values;
    setBusy(true);
    try {
      const { resultData } = method === 'otp' ? await loginWithOtp({ mobile: phone, verificationCode: code }) : await loginWithPassword({ mobile: phone, password });
      completeLogin(resultData, phone);
      onLoggedIn();
    } catch (error) {
      console.warn('[account] login failed', error);
      form.fail(error, method === 'otp' ? ['phone', 'code'] : ['phone', 'password']);
      setBusy(false);
    }
  };

  return (
    <form
      className="acc-form"
      noValidate
      aria-label={t('login.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="acc-tabs" role="group" aria-label={t('login.method')}>
        {(['otp', 'password'] as const).map((m) => (
          <button key={m} type="button" aria-pressed={method === m} className="acc-tabs__tab" onClick={() => setMethod(m)}>
            {t(m === 'otp' ? 'login.withOtp' : 'login.withPassword')}
          </button>
        ))}
      </div>
      <PhoneField form={form} />
      {method === 'otp' ? (
        <CodeField form={form} />
      ) : (
        <PasswordField
          label={t('form.password')}
          autoComplete="current-password"
          value={form.values.password}
          onValueChange={(v) => form.set('password', v)}
          onBlur={() => form.blur('password')}
          errorKey={form.errors.password}
          errorText={form.serverErrors.password}
        />
      )}
      <FormAlert error={form.formError} />
      <button type="submit" className="acc-submit" disabled={busy} data-testid="login-submit">
        {t('login.submit')}
      </button>
    </form>
  );
}
