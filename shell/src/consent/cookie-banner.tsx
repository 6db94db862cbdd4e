import { Link, setTrackingConsent, trackingChoice } from '@casino/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './cookie-banner.css';

/**
 * The banner itself (its own chunk): "Yalnızca gerekli", "Tümünü kabul et", or the details with a real switch
 * for analytics and attribution. The choice is stored under `casino.consent` and can be changed any time.
 */
export default function CookieBanner({ reopened, onDone }: { reopened: boolean; onDone: () => void }) {
  const { t } = useTranslation('shell');
  const id = useId();
  const [details, setDetails] = useState(false);
  const [analytics, setAnalytics] = useState(() => trackingChoice()?.analytics ?? false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Opened on purpose (the footer link): the keyboard goes to it.
    if (reopened) heading.current?.focus();
  }, [reopened]);

  const choose = (value: boolean) => {
    setTrackingConsent(value);
    onDone();
  };

  return (
    <section className="shell-cookies" role="region" aria-labelledby={`${id}-title`} data-testid="cookie-banner">
      <div className="shell-cookies__body">
        <h2 id={`${id}-title`} className="shell-cookies__title" tabIndex={-1} ref={heading}>
          {t('consent.banner.title')}
        </h2>
        <p className="shell-cookies__text">
          {t('consent.banner.text')}{' '}
          <Link to="/legal/cookies" className="shell-cookies__link">
            {t('consent.banner.policy')}
          </Link>
        </p>
        {details && (
          <ul className="shell-cookies__details" id={`${id}-details`} data-testid="cookie-details">
            <li>
              <label className="shell-cookies__switch">
                <input type="checkbox" checked disabled />
                <span>
                  <b>{t('consent.banner.necessary')}</b> {t('consent.banner.necessaryText')}
                </span>
              </label>
            </li>
            <li>
              <label className="shell-cookies__switch">
                <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} data-testid="cookie-analytics" />
                <span>
                  <b>{t('consent.banner.analytics')}</b> {t('consent.banner.analyticsText')}
                </span>
              </label>
            </li>
          </ul>
        )}
      </div>
      <div className="shell-cookies__actions">
        {details ? (
          <button type="button" className="shell-cookies__ghost" onClick={() => choose(analytics)} data-testid="cookie-save">
            {t('consent.banner.save')}
          </button>
        ) : (
          <button type="button" className="shell-cookies__ghost" aria-expanded={false} aria-controls={`${id}-details`} onClick={() => setDetails(true)} data-testid="cookie-details-open">
            {t('consent.banner.details')}
          </button>
        )}
        <button type="button" className="shell-cookies__ghost" onClick={() => choose(false)} data-testid="cookie-necessary">
          {t('consent.banner.necessaryOnly')}
        </button>
        <button type="button" className="shell-cookies__primary" onClick={() => choose(true)} data-testid="cookie-accept-all">
          {t('consent.banner.acceptAll')}
        </button>
      </div>
    </section>
  );
}
