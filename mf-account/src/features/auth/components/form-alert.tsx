import { useTranslation } from 'react-i18next';
import './forms.css';

/**
 * A refused submit's message that belongs to no single field, above the button. The auth pages of
 * the mobile layout have no toaster, so this is where the player reads why nothing happened.
 */
export function FormAlert({ error }: { error: { message: string | null } | null }) {
  const { t } = useTranslation('common');
  if (!error) return null;
  return (
    <p className="acc-form-alert" role="alert" data-testid="form-alert">
      {error.message ?? t('errors.network')}
    </p>
  );
}
