import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap, logoutLocally, useFormat, type ProtectionExclusion, useNavigate } from '@casino/shared';
import { protectionApi } from '../api/protection-api';
import { PROTECTION_NS } from '../i18n';

const TIMEOUTS = ['24h', '7d', '6w'] as const;
const EXCLUSIONS = ['6m', '1y', '5y', 'indefinite'] as const;

/** When an exclusion chosen now would end (shown in the confirmation; the server decides the real end). */
export function endOf(duration: ProtectionExclusion['duration'], now: Date): Date | null {
  const d = new Date(now);
  const days = { '24h': 1, '7d': 7, '6w': 42 } as const;
  const months = { '6m': 6, '1y': 12, '5y': 60 } as const;
  if (duration === 'indefinite') return null;
  if (duration in days) return new Date(d.getTime() + days[duration as keyof typeof days] * 86_400_000);
  d.setUTCMonth(d.getUTCMonth() + months[duration as keyof typeof months]);
  return d;
}

/** A time-out and self-exclusion, each behind a confirmation naming its end; confirmed, the player is signed out. */
export function ExclusionCards() {
  const { t } = useTranslation(PROTECTION_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  const navigate = useNavigate();
  const [asked, setAsked] = useState<{ kind: ProtectionExclusion['kind']; duration: ProtectionExclusion['duration'] } | null>(null);
  const confirmPanel = useRef<HTMLDivElement>(null);
  // The confirmation is a modal: focus on Cancel (the safe choice), kept inside, Escape cancels.
  useFocusTrap(confirmPanel, { active: asked !== null, onEscape: () => setAsked(null) });
  const [timeout, setTimeoutChoice] = useState<(typeof TIMEOUTS)[number]>('24h');
  const [exclusion, setExclusion] = useState<(typeof EXCLUSIONS)[number]>('6m');

  const confirmExclusion = () => {
    if (!asked) return;
    protectionApi.exclude(asked.kind, asked.duration).then(
      () => {
        // Every session is closed on the server: end this one here too.
        logoutLocally('user');
        void navigate('/login', { replace: true });
      },
      () => setAsked(null),
    );
  };
  const askedEnd = asked ? endOf(asked.duration, new Date()) : null;

  return (
    <>
      <div className="rg__grid">
        <div className="rg__card">
          <h2>{t('protection.timeout')}</h2>
          <p className="rg__muted">{t('protection.timeoutText')}</p>
          <select value={timeout} onChange={(e) => setTimeoutChoice(e.target.value as (typeof TIMEOUTS)[number])} aria-label={`${t('protection.timeout')}: ${t('protection.durationLabel')}`} data-testid="timeout-duration">
            {TIMEOUTS.map((d) => (
              <option key={d} value={d}>
                {t(`protection.duration.${d}`)}
              </option>
            ))}
          </select>
          <button type="button" className="rg__primary" onClick={() => setAsked({ kind: 'timeout', duration: timeout })} data-testid="timeout-start">
            {t('protection.start')}
          </button>
        </div>
        <div className="rg__card">
          <h2>{t('protection.selfExclusion')}</h2>
          <p className="rg__muted">{t('protection.selfExclusionText')}</p>
          <select value={exclusion} onChange={(e) => setExclusion(e.target.value as (typeof EXCLUSIONS)[number])} aria-label={`${t('protection.selfExclusion')}: ${t('protection.durationLabel')}`} data-testid="exclusion-duration">
            {EXCLUSIONS.map((d) => (
              <option key={d} value={d}>
                {t(`protection.duration.${d}`)}
              </option>
            ))}
          </select>
          <button type="button" className="rg__danger" onClick={() => setAsked({ kind: 'self_exclusion', duration: exclusion })} data-testid="exclusion-start">
            {t('protection.start')}
          </button>
        </div>
      </div>
      {asked && (
        <div className="rg__overlay">
          <div ref={confirmPanel} className="rg__dialog" role="dialog" aria-modal="true" aria-labelledby="rg-confirm-title" data-testid="exclusion-confirm">
            <h2 id="rg-confirm-title">{t('protection.confirmTitle')}</h2>
            <p>{askedEnd ? t('protection.confirmUntil', { date: fmt.date(askedEnd.toISOString()) }) : t('protection.confirmIndefinite')}</p>
            <div className="rg__actions">
              <button type="button" className="rg__ghost" onClick={() => setAsked(null)}>
                {t('protection.cancel')}
              </button>
              <button type="button" className="rg__danger" onClick={confirmExclusion} data-testid="exclusion-confirm-button">
                {t('protection.confirm')}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
