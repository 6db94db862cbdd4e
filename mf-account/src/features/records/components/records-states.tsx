import { useTranslation } from 'react-i18next';

/** Placeholder rows of the list's shape, so the answer does not shift the layout. */
export function RecordsSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation('account');
  return (
    <div className="acc-rec__skeleton" role="status" aria-busy="true" data-testid="records-skeleton">
      <span className="cs-visually-hidden">{t('records.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="acc-rec__skeleton-row" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ))}
    </div>
  );
}

export function RecordsEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('account');
  return (
    <div className="acc-rec__panel" data-testid="records-empty">
      {/* An inline die: emoji fonts are missing on some devices. */}
      <svg className="acc-rec__panel-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <rect x="3" y="3" width="18" height="18" rx="4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <circle cx="8" cy="8" r="1.5" fill="currentColor" />
        <circle cx="12" cy="12" r="1.5" fill="currentColor" />
        <circle cx="16" cy="16" r="1.5" fill="currentColor" />
      </svg>
      <strong>{t('records.empty.title')}</strong>
      <span>{t(filtered ? 'records.empty.filtered' : 'records.empty.body')}</span>
    </div>
  );
}

export function RecordsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div className="acc-rec__panel acc-rec__panel--error" role="alert" data-testid="records-error">
      <strong>{t('records.error')}</strong>
      <button type="button" className="cs-button cs-button--ghost" onClick={onRetry}>
        {t('records.retry')}
      </button>
    </div>
  );
}
