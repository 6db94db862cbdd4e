import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, useUser } from '@casino/shared';
import { protectionApi } from '../api/protection-api';
import { ensureProtectionMessages, PROTECTION_NS } from '../i18n';
import './protection.css';

/**
 * The age gate before money in: a member who never confirmed 18+ (a phone login of a new number, a
 * bound phone, an old registration) gives a date of birth once, then sees the deposit form. The
 * server refuses a deposit without it anyway (AGE_NOT_CONFIRMED); this says why before the player
 * fills the form. When the status cannot be read, the form shows and the server decides.
 */
export function DepositAgeGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(PROTECTION_NS, { nsMode: 'fallback' });
  const { role } = useUser();
  const [state, setState] = useState<'checking' | 'ask' | 'ok'>(role === 'user' ? 'checking' : 'ok');
  const [birthDate, setBirthDate] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    if (role !== 'user') return undefined;
    let live = true;
    Promise.all([ensureProtectionMessages(), protectionApi.status()]).then(
      ([, status]) => live && setState(status.ageConfirmed ? 'ok' : 'ask'),
      () => live && setState('ok'),
    );
    return () => {
      live = false;
    };
  }, [role]);

  if (state === 'checking') return null;
  if (state === 'ok') return <>{children}</>;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!birthDate) return setError(t('protection.ageGate.required'));
    setBusy(true);
    try {
      await protectionApi.confirmAge(birthDate);
      setState('ok');
    } catch (failure) {
      setError(failure instanceof ApiError && failure.code !== 'NETWORK' ? failure.message : t('common:errors.network'));
      setBusy(false);
    }
  };

  return (
    <form className="rg-age" onSubmit={(e) => void submit(e)} noValidate data-testid="deposit-age-gate">
      <h2>{t('protection.ageGate.title')}</h2>
      <p>{t('protection.ageGate.text')}</p>
      <label className="rg-age__label" htmlFor={id}>
        {t('protection.ageGate.birthDate')}
      </label>
      <input
        id={id}
        name="birthDate"
        type="date"
        min="1900-01-01"
        max={new Date().toISOString().slice(0, 10)}
        value={birthDate}
        onChange={(e) => (setBirthDate(e.target.value), setError(''))}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="rg-age__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {t('protection.ageGate.confirm')}
      </button>
    </form>
  );
}
