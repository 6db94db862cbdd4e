import { useTranslation } from 'react-i18next';
import { useGlobal, userStore, Link, useLocation, useNavigate, useSearchParams } from '@casino/shared';
import { AuthCard, LoginForm, redirectTarget, RegisterCard } from '../features/auth';

const RESTRICTED_LANDING = '/kisiselBilgiler/withdrawl';

/** /login; ?type=register shows registration (the desktop 'Kaydol' entry). */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { isPc } = useGlobal();
  // A player in a time-out or self-exclusion logs in to take money out: straight to the withdrawal.
  const done = () => void navigate(userStore.restriction ? RESTRICTED_LANDING : redirectTarget(search, location.state), { replace: true });
  const keep = search.get('redirect') ? `redirect=${encodeURIComponent(search.get('redirect') ?? '')}` : '';

  if (search.get('type') === 'register') {
    return <RegisterCard loginTo={`/login${keep ? `?${keep}` : ''}`} onRegistered={done} />;
  }

  const registerTo = isPc ? `/login?type=register${keep ? `&${keep}` : ''}` : `/register${keep ? `?${keep}` : ''}`;
  return (
    <AuthCard
      testId="account-login"
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <p className="acc-hint">
            <Link className="acc-link" to="/password-reset">
              {t('login.forgot')}
            </Link>
          </p>
          <p className="acc-hint">
            {t('login.noAccount')} <Link className="acc-link" to={registerTo}>{t('register.submit')}</Link>
          </p>
        </>
      }
    >
      <LoginForm onLoggedIn={done} />
    </AuthCard>
  );
}
