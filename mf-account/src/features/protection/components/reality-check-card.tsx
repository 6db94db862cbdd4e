import { useTranslation } from 'react-i18next';
import { bus, type ProtectionStatus } from '@casino/shared';
import { protectionApi } from '../api/protection-api';
import { PROTECTION_NS } from '../i18n';

const REALITY_CHECKS = [15, 30, 60, 120] as const;

/** How often the shell reminds the player of the session's time and money (off by default). */
export function RealityCheckCard({ status, onStatus }: { status: ProtectionStatus; onStatus: (next: ProtectionStatus) => void }) {
  const { t } = useTranslation(PROTECTION_NS, { nsMode: 'fallback' });
  const setRealityCheck = (raw: string) => {
    const minutes = raw === '' ? null : Number(raw);
    protectionApi.setRealityCheck(minutes).then((next) => {
      onStatus(next);
      // The shell's reality check follows at once.
      bus.emit('protection:reality-check-changed', { minutes: next.realityCheckMinutes });
    }, () => undefined);
  };

  return (
    <div className="rg__card">
      <h2>{t('protection.reality')}</h2>
      <p className="rg__muted">{t('protection.realityText')}</p>
      <select value={status.realityCheckMinutes ?? ''} onChange={(e) => setRealityCheck(e.target.value)} className="rg__narrow" data-testid="reality-interval" aria-label={t('protection.reality')}>
        <option value="">{t('protection.realityOff')}</option>
        {REALITY_CHECKS.map((m) => (
          <option key={m} value={m}>
            {t('protection.minutes', { count: m })}
          </option>
        ))}
      </select>
    </div>
  );
}
