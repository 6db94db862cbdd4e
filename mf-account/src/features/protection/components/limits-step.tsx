import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, useFormat, type ProtectionLimitPeriod, Link } from '@casino/shared';
import { parseAmount } from '../../../lib/amount';
import { protectionApi } from '../api/protection-api';
import { PROTECTION_NS } from '../i18n';
import { useProtectionMessages } from '../lib/use-protection-messages';
import './protection.css';

const PERIODS: ProtectionLimitPeriod[] = ['day', 'week', 'month'];

/**
 * "Set your limits": optional deposit limits per day, week and month, offered right after
 * registration and before the first deposit. Skipping costs one tap; empty fields set nothing.
 */
export function LimitsStep({ onDone, variant }: { onDone: (saved: boolean) => void; variant: 'registration' | 'deposit' }) {
  const { t } = useTranslation(PROTECTION_NS, { nsMode: 'fallback' });
  const { symbol } = useFormat();
  const loaded = useProtectionMessages();
  const [values, setValues] = useState<Record<ProtectionLimitPeriod, string>>({ day: '', week: '', month: '' });
  const [invalid, setInvalid] = useState<ProtectionLimitPeriod | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const chosen: Array<[ProtectionLimitPeriod, number]> = [];
    for (const period of PERIODS) {
      const text = values[period].trim();
      if (text === '') continue;
      const minor = parseAmount(text);
      if (minor === null || minor < 1) {
        setInvalid(period);
        return;
      }
      chosen.push([period, minor]);
    }
    setInvalid(null);
    if (chosen.length === 0) {
      onDone(false);
      return;
    }
    setBusy(true);
    try {
      for (const [period, minor] of chosen) await protectionApi.setLimit('deposit', period, minor);
      onDone(true);
    } catch {
      // The API client has shown the server's message; the player can correct and retry.
      setBusy(false);
    }
  };

  if (!loaded) return <Spinner />;
  return (
    <form className="rg rg-step" onSubmit={(e) => void save(e)} data-testid={`limits-step-${variant}`} noValidate>
      <h2 className="rg-step__title">{t(variant === 'registration' ? 'protection.setup.title' : 'protection.setup.entry')}</h2>
      <p className="rg__muted">{t(variant === 'registration' ? 'protection.setup.intro' : 'protection.setup.entryText')}</p>
      {PERIODS.map((period) => (
        <label key={period} className="rg-step__field">
          <span>{t('protection.setup.deposit', { period: t(`protection.period.${period}`), currency: symbol })}</span>
          <input
            inputMode="decimal"
            placeholder={t('protection.setup.placeholder')}
            value={values[period]}
            aria-invalid={invalid === period ? true : undefined}
            onChange={(e) => setValues((v) => ({ ...v, [period]: e.target.value }))}
            data-testid={`setup-deposit-${period}`}
          />
          {invalid === period && (
            <small className="rg-step__error" role="alert">
              {t('protection.invalidAmount')}
            </small>
          )}
        </label>
      ))}
      <div className="rg-step__actions">
        <button type="button" className="rg__ghost" onClick={() => onDone(false)} disabled={busy} data-testid="limits-skip">
          {t(variant === 'registration' ? 'protection.setup.skip' : 'protection.setup.close')}
        </button>
        <button type="submit" className="rg__primary" disabled={busy} data-testid="limits-save">
          {t('protection.setup.save')}
        </button>
      </div>
      <Link className="rg-step__more" to="/kisiselBilgiler/sorumluOyun">
        {t('protection.title')}
      </Link>
    </form>
  );
}
