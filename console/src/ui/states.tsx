import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import type { TQuery } from './use-api';

export const Loading = () => {
  const { t } = useTranslation('common', { i18n });
  return (
  <div className="state state-loading" role="status" aria-live="polite">
    <span className="spinner" aria-hidden="true" /> {t('loading')}
  </div>
  );
};

export const Empty = ({ children }: { children: ReactNode }) => <div className="state state-empty">{children}</div>;

export const ErrorBox = ({ error, onRetry }: { error: Error; onRetry?: () => void }) => {
  const { t } = useTranslation('common', { i18n });
  return (
  <div className="state state-error" role="alert">
    <span>{error.message}</span>
    {onRetry && (
      <button type="button" className="btn" onClick={onRetry}>
        {t('retry')}
      </button>
    )}
  </div>
  );
};

/** Loading (first load), error (with retry), empty, or the content of a query. */
export function QueryView<T>({ query, empty, isEmpty, children }: { query: TQuery<T>; empty: ReactNode; isEmpty?: (data: T) => boolean; children: (data: T) => ReactNode }) {
  if (query.data === undefined) {
    if (query.error) return <ErrorBox error={query.error} onRetry={query.reload} />;
    return <Loading />;
  }
  const none = isEmpty ? isEmpty(query.data) : Array.isArray(query.data) && query.data.length === 0;
  return (
    <>
      {query.error && <ErrorBox error={query.error} onRetry={query.reload} />}
      {none ? <Empty>{empty}</Empty> : children(query.data)}
    </>
  );
}

/** A note after an action: what happened, or why not. */
export const Notice = ({ kind, children, onClose }: { kind: 'ok' | 'error'; children: ReactNode; onClose?: () => void }) => {
  const { t } = useTranslation('common', { i18n });
  return (
  <div className={`notice notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
    <span>{children}</span>
    {onClose && (
      <button type="button" className="btn-link" aria-label={t('close')} onClick={onClose}>
        ×
      </button>
    )}
  </div>
  );
};
