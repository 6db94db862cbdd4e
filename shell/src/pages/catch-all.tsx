import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, UnavailablePanel, Link, useStore } from '@casino/shared';
import { platformStore } from '../platform-store';
import { retryFailedRemotes } from '../boot/load-remotes';
import { dismissFirstPaint } from '../boot/first-paint';

/**
 * An unknown path is a 404 only when every enabled remote loaded: while one is loading the path may
 * be its route (spinner), and when one failed the path may be its route (unavailable + retry).
 */
export function CatchAll() {
  const { status } = useStore(platformStore);
  const states = Object.values(status);
  const settled = !states.includes('loading');
  // A 404 or an unavailable remote is this page's final state: the prerendered first screen must not hide it.
  useEffect(() => {
    if (settled) dismissFirstPaint();
  }, [settled]);
  if (!settled) return <Spinner />;
  if (states.includes('failed')) return <UnavailablePanel onRetry={() => void retryFailedRemotes()} />;
  return <NotFound />;
}

function NotFound() {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.title = '404';
  }, []);
  return (
    <section className="shell-not-found" data-testid="not-found">
      <h1>404</h1>
      <p>{t('notFound.body')}</p>
      <Link className="cs-button" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
