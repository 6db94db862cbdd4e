import { bus, Link } from '@casino/shared';
import { LEGAL_KINDS } from '@casino/shared/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLegalOverview } from './use-legal-overview';
import './site-footer.css';

/**
 * The footer's content (its own chunk, see site-footer.tsx): the legal pages and help, the 18+ notice, and
 * the market's operator, licence, payment methods and game providers, which arrive when it nears the screen.
 */
export default function FooterContent() {
  const { t } = useTranslation('shell');
  const ref = useRef<HTMLElement>(null);
  const overview = useLegalOverview(ref);
  const company = overview?.company;
  return (
    <footer className="shell-footer" ref={ref} data-testid="site-footer">
      <nav className="shell-footer__links" aria-label={t('footer.legal')}>
        {LEGAL_KINDS.map((kind) => (
          <Link key={kind} to={`/legal/${kind}`} data-testid={`footer-link-${kind}`}>
            {t(`footer.kinds.${kind}`)}
          </Link>
        ))}
        <Link to="/customerService" data-testid="footer-link-help">
          {t('footer.help')}
        </Link>
        <button type="button" className="shell-footer__prefs" onClick={() => bus.emit('consent:preferences-requested', {})} data-testid="footer-cookie-prefs">
          {t('footer.cookiePrefs')}
        </button>
      </nav>

      {overview && (
        <div className="shell-footer__logos">
          <ul className="shell-footer__chips" aria-label={t('footer.payments')} data-testid="footer-payments">
            {overview.payments.map((p) => (
              <li key={p} className="shell-footer__chip shell-footer__chip--pay">
                {t(`footer.pay.${p}`, { defaultValue: p.toUpperCase() })}
              </li>
            ))}
          </ul>
          <ul className="shell-footer__chips" aria-label={t('footer.providers')} data-testid="footer-providers">
            {overview.providers.map((p) => (
              <li key={p} className="shell-footer__chip">
                {p}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="shell-footer__notice">
        <span className="shell-footer__age" data-testid="footer-18">
          18+
        </span>
        <p>{t('footer.adultsOnly')}</p>
      </div>
      {company && (
        <div className="shell-footer__company" data-testid="footer-company">
          <p data-testid="footer-licence">{company.licence}</p>
          <p>
            © {new Date().getFullYear()} {company.name} · {company.registration} · {company.address} · <a href={`mailto:${company.email}`}>{company.email}</a>
          </p>
        </div>
      )}
    </footer>
  );
}
