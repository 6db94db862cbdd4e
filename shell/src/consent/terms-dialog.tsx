import { apiPost, formatDate, logoutLocally, patchUser, useNavigate, useUser } from '@casino/shared';
import type { ConsentStatus } from '@casino/shared/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from './use-focus-trap';
import './terms-dialog.css';

/**
 * The blocking re-acceptance dialog (its own chunk): the texts that changed with their version and date, links
 * to read them (a new tab, so the dialog stays), "Kabul ediyorum" or log out. Focus stays inside; Escape does
 * not close it: the only ways on are to accept or to leave.
 */
export default function TermsDialog({ onAccepted }: { onAccepted: () => void }) {
  const { t } = useTranslation('shell');
  const { lang } = useUser();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<ConsentStatus | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFocusTrap(ref, true);

  useEffect(() => {
    let live = true;
    apiPost<ConsentStatus>('/legal/consent/status', {}, { toast: false }).then(
      (res) => live && setStatus(res.resultData),
      () => live && setFailed(t('consent.terms.loadFailed')),
    );
    return () => {
      live = false;
    };
  }, [t]);

  const accept = async () => {
    const version = (kind: string) => status?.texts.find((x) => x.kind === kind)?.version;
    setBusy(true);
    setFailed(null);
    try {
      const res = await apiPost<ConsentStatus>('/legal/consent/accept', { termsVersion: version('terms'), privacyVersion: version('privacy') }, { toast: false });
      patchUser({ termsPending: res.resultData?.pending ?? false });
      onAccepted();
    } catch (error) {
      setFailed(error instanceof Error && error.message ? error.message : t('consent.terms.loadFailed'));
      setBusy(false);
    }
  };

  const dateOf = (iso: string) => formatDate(iso, lang, 'longDate');
  return (
    <div className="shell-terms">
      <div className="shell-terms__dialog" role="dialog" aria-modal="true" aria-labelledby="shell-terms-title" aria-describedby="shell-terms-text" ref={ref} data-testid="terms-dialog">
        <h2 id="shell-terms-title" tabIndex={-1} data-autofocus>
          {t('consent.terms.title')}
        </h2>
        <p id="shell-terms-text">{t('consent.terms.text')}</p>
        {status && (
          <ul className="shell-terms__list">
            {status.texts.map((text) => (
              <li key={text.kind}>
                <a href={`/legal/${text.kind}`} target="_blank" rel="noopener noreferrer" data-testid={`terms-dialog-link-${text.kind}`}>
                  {text.title}
                </a>{' '}
                <span className="shell-terms__meta">
                  {t('consent.terms.version', { version: text.version, date: dateOf(text.publishedAt) })}
                  {text.acceptedVersion !== null && text.acceptedVersion < text.version ? ` · ${t('consent.terms.changed')}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
        {failed && (
          <p className="shell-terms__error" role="alert">
            {failed}
          </p>
        )}
        <div className="shell-terms__actions">
          <button
            type="button"
            className="shell-terms__ghost"
            onClick={() => {
              void apiPost('/sso/logout').catch(() => undefined);
              logoutLocally('user');
              void navigate('/', { replace: true });
            }}
          >
            {t('consent.terms.logout')}
          </button>
          <button type="button" className="shell-terms__primary" onClick={() => void accept()} disabled={!status || busy} data-testid="terms-dialog-accept">
            {t('consent.terms.accept')}
          </button>
        </div>
      </div>
    </div>
  );
}
