import { useTranslation } from 'react-i18next';
import './ui.css';

export interface UnavailablePanelProps {
  onRetry?: () => void;
  /** Smaller variant for header slots. */
  compact?: boolean;
}

/** The localized "temporarily unavailable" panel shown in place of a remote that failed. */
export function UnavailablePanel({ onRetry, compact = false }: UnavailablePanelProps) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={compact ? 'cs-unavailable cs-unavailable--compact' : 'cs-unavailable'} data-testid="remote-unavailable">
      {!compact && <strong className="cs-unavailable__title">{t('errors.unavailableTitle')}</strong>}
      {!compact && <p className="cs-unavailable__body">{t('errors.unavailableBody')}</p>}
      {onRetry && (
        <button type="button" className="cs-button cs-button--ghost" onClick={onRetry}>
          {t('base.Retry')}
        </button>
      )}
    </div>
  );
}
