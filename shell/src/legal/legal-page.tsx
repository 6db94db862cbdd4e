import { apiPost, formatDate, Spinner, UnavailablePanel, useParams, useUser, useStore } from '@casino/shared';
import { LEGAL_KINDS, type LegalDocument, type LegalKind } from '@casino/shared/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platformStore } from '../platform-store';
import { LegalText } from './legal-text';
import './legal-page.css';

const isKind = (value: string | undefined): value is LegalKind => (LEGAL_KINDS as readonly string[]).includes(value ?? '');

/** `/legal/:kind`: the market's current text in the player's language (or Turkish), with its version and date. No login needed. */
export default function LegalPage() {
  const { kind } = useParams();
  const { t } = useTranslation('shell');
  const { lang } = useUser();
  const market = useStore(platformStore).market?.id;
  const [state, setState] = useState<{ status: 'loading' | 'error' | 'missing' } | { status: 'ready'; doc: LegalDocument }>({ status: 'loading' });

  const load = useCallback(() => {
    if (!isKind(kind)) return setState({ status: 'missing' });
    setState({ status: 'loading' });
    apiPost<LegalDocument>('/legal/get', { kind, ...(market ? { market } : {}) }, { toast: false })
      .then((res) => (res.resultData ? setState({ status: 'ready', doc: res.resultData }) : setState({ status: 'missing' })))
      .catch((error: unknown) => setState({ status: (error as { state?: string }).state === '404' ? 'missing' : 'error' }));
    return undefined;
  }, [kind, market]);
  // Opened from the footer, at the bottom of a page: the text starts at its top. In braces: Chromium's
  // scrollTo returns a promise, which React would take for the effect's clean-up and call when the page
  // is left (Back from a legal page left a blank page).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [kind]);
  // Asked again in the player's new language (the API client sends it).
  useEffect(() => load(), [load, lang]);

  useEffect(() => {
    if (state.status === 'ready') document.title = state.doc.title;
  }, [state]);

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error') return <UnavailablePanel onRetry={load} />;
  if (state.status !== 'ready') {
    return (
      <section className="shell-legal" data-testid="legal-page">
        <p>{t('footer.missing')}</p>
      </section>
    );
  }
  const { doc } = state;
  const date = formatDate(doc.publishedAt, lang, 'longDate');
  return (
    <article className="shell-legal" data-testid="legal-page" lang={doc.lang === 'tk' ? 'tr' : doc.lang}>
      <h1>{doc.title}</h1>
      <p className="shell-legal__meta" data-testid="legal-version">
        {t('footer.version', { version: doc.version, date })}
      </p>
      {doc.lang !== lang && <p className="shell-legal__note">{t('footer.turkishOnly')}</p>}
      <LegalText body={doc.body} />
    </article>
  );
}
