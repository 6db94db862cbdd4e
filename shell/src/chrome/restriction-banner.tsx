import { useTranslation } from 'react-i18next';
import { apiPost, formatDate, isLoggedIn, logoutLocally, useUser, Link, useNavigate } from '@casino/shared';
import { RESTRICTED_HOME } from '../routing/guard-decision';

/**
 * Player protection: a player in a time-out or self-exclusion logged in to a restricted session. Says
 * why, until when, and what is open (the withdrawal, histories, support), above every page.
 */
export function RestrictionBanner() {
  const { t } = useTranslation('shell');
  const user = useUser();
  const navigate = useNavigate();
  const restriction = user.restriction;
  if (!restriction || !isLoggedIn(user)) return null;
  const until = restriction.endsAt
    ? formatDate(restriction.endsAt, user.lang, 'dateTime')
    : null;
  const what = t(restriction.kind === 'timeout' ? 'restricted.timeout' : 'restricted.selfExclusion');
  return (
    <div className="shell-restricted" role="status" data-testid="restriction-banner">
      <p>
        <strong>{until ? t('restricted.until', { what, date: until }) : t('restricted.indefinite', { what })}</strong> {t('restricted.open')}
      </p>
      <div className="shell-restricted__actions">
        <Link to={RESTRICTED_HOME}>{t('restricted.withdraw')}</Link>
        <button
          type="button"
          onClick={() => {
            void apiPost('/sso/logout').catch(() => undefined);
            logoutLocally('user');
            void navigate('/login', { replace: true });
          }}
        >
          {t('restricted.logout')}
        </button>
      </div>
    </div>
  );
}
