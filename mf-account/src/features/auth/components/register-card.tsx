import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useUser } from '@casino/shared';
import { LimitsStep } from '../../protection';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';

/**
 * Registration in its card: /login?type=register on desktop and /register on mobile. Once registered,
 * an optional "set your limits" step (player protection); skipping it is one tap.
 */
export function RegisterCard({ loginTo, onRegistered }: { loginTo: string; onRegistered: () => void }) {
  const { t } = useTranslation('account');
  const [registered, setRegistered] = useState(false);
  // A member (not a guest) has nothing to register: sent on where the page would lead after registering.
  // The form's own success marks `registered` in the same tick as the login, so it gets its limits step.
  const member = useUser().role === 'user' && !registered;
  useEffect(() => {
    if (member) onRegistered();
  }, [member, onRegistered]);
  if (member) return null;
  if (registered) {
    return (
      <AuthCard testId="account-limits" title={t('register.welcome')} subtitle={t('register.welcomeText')}>
        <LimitsStep variant="registration" onDone={onRegistered} />
      </AuthCard>
    );
  }
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
      <RegisterForm onRegistered={() => setRegistered(true)} />
    </AuthCard>
  );
}
