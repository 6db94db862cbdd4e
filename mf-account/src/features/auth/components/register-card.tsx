import { Link } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';

/** Registration in its card: /login?type=register on desktop and /register on mobile. */
export function RegisterCard({ loginTo, onRegistered }: { loginTo: string; onRegistered: () => void }) {
  const { t } = useTranslation('account');
  return (
    <AuthCard
      testId="account-register"
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <p className="acc-hint">
          {t('register.haveAccount')} <Link className="acc-link" to={loginTo}>{t('login.submit')}</Link>
        </p>
      }
    >
      <RegisterForm onRegistered={onRegistered} />
    </AuthCard>
  );
}
