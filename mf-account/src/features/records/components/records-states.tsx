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
      <span className="acc-rec__panel-icon" aria-hidden="true">
        🎲
      </span>
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
