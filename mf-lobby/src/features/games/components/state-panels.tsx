import { useTranslation } from 'react-i18next';

export function ErrorPanel({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation('lobby');
  return (
    <div className="lobby-panel lobby-panel--error" role="alert" data-testid="lobby-error">
      <span>{message ?? t('state.loadFailed')}</span>
      {onRetry && (
        <button type="button" className="cs-button cs-button--ghost" onClick={onRetry}>
          {t('state.retry')}
        </button>
      )}
    </div>
  );
}

export function EmptyPanel({ message }: { message: string }) {
  return (
    <div className="lobby-panel" data-testid="lobby-empty">
      <span className="lobby-panel__icon" aria-hidden="true">
        🎰
      </span>
      <span>{message}</span>
    </div>
  );
}
