import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Spinner, useFormat, useGlobal, type ProtectionStatus } from '@casino/shared';
import { protectionApi } from '../api/protection-api';
import { ExclusionCards } from './exclusion-cards';
import { LimitsCard } from './limits-card';
import { ProtectionHistorySection } from './protection-history';
import { RealityCheckCard } from './reality-check-card';
import { PROTECTION_NS } from '../i18n';
import { useProtectionMessages } from '../lib/use-protection-messages';
import './protection.css';

/** Sorumlu Oyun: limits with their pending changes, a time-out and self-exclusion with a confirmation naming the end. */
export function ProtectionPage() {
  const { t } = useTranslation(PROTECTION_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  const { isPc } = useGlobal();
  const loaded = useProtectionMessages();
  const [status, setStatus] = useState<ProtectionStatus | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    protectionApi.status().then(setStatus, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  if (!loaded) return <Spinner />;
  if (failed) {
    return (
      <section className="rg" data-testid="account-protection">
        <p role="alert">{t('protection.error')}</p>
        <button type="button" className="rg__ghost" onClick={load}>
          {t('protection.retry')}
        </button>
      </section>
    );
  }
  if (!status) return <Spinner />;

  return (
    <section className={`rg${isPc ? '' : ' rg--mobile'}`} data-testid="account-protection">
      <h1 className="rg__title">{t('protection.title')}</h1>
      <p className="rg__intro">{t('protection.intro')}</p>
      <Link className="rg-step__more" to="/kisiselBilgiler/oyunAliskanliklarim" data-testid="protection-my-play">
        {t('protection.play.see')}
      </Link>
      {status.exclusion && (
        <p className="rg__active" role="status">
          {status.exclusion.endsAt ? t('protection.active', { date: fmt.date(status.exclusion.endsAt) }) : t('protection.activeIndefinite')}
        </p>
      )}

      <LimitsCard status={status} onStatus={setStatus} />

      <RealityCheckCard status={status} onStatus={setStatus} />

      <ExclusionCards />

      <ProtectionHistorySection />
    </section>
  );
}
