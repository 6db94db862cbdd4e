import { useTranslation } from 'react-i18next';
import './ui.css';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="cs-spinner" role="status" aria-live="polite">
      <span className="cs-spinner__dot" aria-hidden="true" />
      <span className="cs-visually-hidden">{label ?? t('base.Loading')}</span>
    </div>
  );
}
