import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { protectionApi } from '../api/protection-api';
import { ensureProtectionMessages, PROTECTION_NS } from '../i18n';
import { LimitsStep } from './limits-step';
import './protection.css';

/**
 * On the first deposit screen: a clear entry to set a deposit limit, for a player who has none. It
 * opens the same optional step as after registration; the deposit form stays usable throughout.
 */
export function FirstDepositLimit() {
  const { t } = useTranslation(PROTECTION_NS, { nsMode: 'fallback' });
  const [state, setState] = useState<'hidden' | 'offer' | 'open' | 'saved'>('hidden');
  useEffect(() => {
    let live = true;
    Promise.all([ensureProtectionMessages(), protectionApi.status()]).then(
      ([, status]) => live && !status.limits.some((l) => l.kind === 'deposit') && setState('offer'),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  if (state === 'hidden') return null;
  if (state === 'saved') {
    return (
      <p className="rg__note" role="status" data-testid="first-deposit-limit-saved">
        {t('protection.setup.saved')}
      </p>
    );
  }
  if (state === 'open') return <div className="rg__card"><LimitsStep variant="deposit" onDone={(saved) => setState(saved ? 'saved' : 'offer')} /></div>;
  return (
    <div className="rg-entry" data-testid="first-deposit-limit">
      <p>{t('protection.setup.entryText')}</p>
      <button type="button" onClick={() => setState('open')}>
        {t('protection.setup.entry')}
      </button>
    </div>
  );
}
