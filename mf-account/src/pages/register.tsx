import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../features/auth/components/auth-card';
import { RegisterForm } from '../features/auth/components/register-form';
import { redirectTarget } from '../features/auth/complete-login';

/** /register (mobile, outside the layout). */
export default function RegisterPage() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AuthCard
      testId="account-register"
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <p className="acc-hint">
          {t('register.haveAccount')} <Link className="acc-link" to="/login">{t('login.submit')}</Link>
        </p>
      }
    >
      <RegisterForm onRegistered={() => void navigate(redirectTarget(search, location.state), { replace: true })} />
    </AuthCard>
  );
}
