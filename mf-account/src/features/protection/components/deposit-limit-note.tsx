import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFormat, type ProtectionLimit } from '@casino/shared';
import { protectionApi } from '../api/protection-api';
import { ensureProtectionMessages, PROTECTION_NS } from '../i18n';
import './protection.css';

/**
 * On the deposit screen: the player's active deposit limits and what is left of each this period, so a refusal
 * never comes as a surprise. Nothing when there is no deposit limit (or the status cannot be read).
 */
export function DepositLimitNote() {
  const { t } = useTranslation(PROTECTION_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  const [limits, setLimits] = useState<ProtectionLimit[]>([]);
  useEffect(() => {
    let live = true;
    Promise.all([ensureProtectionMessages(), protectionApi.status()]).then(
      ([, status]) => live && setLimits(status.limits.filter((l) => l.kind === 'deposit' && l.value !== null)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  if (limits.length === 0) return null;
  return (
    <div className="rg-entry rg-limit-note" role="note" data-testid="deposit-limit-note">
      <p>
        <strong>{t('protection.depositNote.title')}</strong>
        {limits.map((l) => (
          <span key={l.period} className="rg-limit-note__line" data-testid="deposit-limit-line">
            {t('protection.depositNote.line', { period: t(`protection.period.${l.period}`), value: fmt.money(l.value), remaining: fmt.money(l.remaining ?? 0) })}
          </span>
        ))}
      </p>
      <Link to="/kisiselBilgiler/sorumluOyun">{t('protection.depositNote.change')}</Link>
    </div>
  );
}
