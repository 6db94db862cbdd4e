import { Link, useNavigate, useSearchParams } from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard, PasswordResetForm } from '../features/auth';

/**
 * /password-reset: phone + OTP + new password, then back to login; with a local `redirect` (a member
 * setting the password a deposit needs) straight back to that page, still logged in.
 */
export default function PasswordResetPage() {
  const { t } = useTranslation('account');
  const [done, setDone] = useState(false);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const back = search.get('redirect');
  const onDone = () => (back && back.startsWith('/') && !back.startsWith('//') ? void navigate(back, { replace: true }) : setDone(true));
  return (
    <AuthCard
      testId="account-password-reset"
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={
        <p className="acc-hint">
          <Link className="acc-link" to="/login">
            {t('reset.backToLogin')}
          </Link>
        </p>
      }
    >
      {done ? (
        <p className="acc-notice" role="status">
          {t('reset.done')}
        </p>
      ) : (
        <PasswordResetForm onDone={onDone} />
      )}
    </AuthCard>
  );
}
