import { Link } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, REGISTER_PATH } from '../../routing/guard-decision';

/** 'Giriş Yap' and 'Kaydol' of a logged-out user. */
export function AuthButtons() {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-auth" data-testid="auth-buttons">
      <Link className="cs-button cs-button--ghost shell-auth__btn" to={LOGIN_PATH}>
        {t('login')}
      </Link>
      <Link className="cs-button shell-auth__btn" to={REGISTER_PATH}>
        {t('register')}
      </Link>
    </div>
  );
}
