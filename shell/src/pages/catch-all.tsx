import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, UnavailablePanel, Link, useLocation, useStore } from '@casino/shared';
import { platformStore } from '../platform-store';
import { retryFailedRemotes } from '../boot/load-remotes';
import { dismissFirstPaint } from '../boot/first-paint';
import { useSwitchedOff } from '../routing/switched-off';

/**
 * An unknown path is a 404 only when every enabled remote loaded: while one is loading the path may
 * be its route (spinner), and when one failed the path may be its route (unavailable + retry). A path of a
 * remote staff switched off in this market says so (with a way home) instead of a 404.
 */
export function CatchAll() {
  const { status, switchedOff } = useStore(platformStore);
  const { pathname } = useLocation();
  const off = useSwitchedOff(switchedOff, pathname);
  const states = Object.values(status);
  const settled = !states.includes('loading') && off !== 'checking';
  // A 404 or an unavailable remote is this page's final state: the prerendered first screen must not hide it.
  useEffect(() => {
    if (settled) dismissFirstPaint();
  }, [settled]);
  if (!settled) return <Spinner />;
  if (states.includes('failed')) return <UnavailablePanel onRetry={() => void retryFailedRemotes()} />;
  if (off) return <SwitchedOff />;
  return <NotFound />;
}

function SwitchedOff() {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.title = t('switchedOff.title');
  }, [t]);
  return (
    <section className="shell-not-found" data-testid="switched-off">
      <h1>{t('switchedOff.title')}</h1>
      <p>{t('switchedOff.body')}</p>
      <Link className="cs-button" to="/">
        {t('switchedOff.home')}
      </Link>
    </section>
  );
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
