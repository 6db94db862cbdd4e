import { useTranslation } from 'react-i18next';
import { bus, displayPhone, useFormat, useGlobal, useUser, Link } from '@casino/shared';
import { sectionsFor } from '../../../kisisel-bilgiler-sections';
import { useLogout } from '../use-logout';
import './profile.css';

/** The user state of the personal and kisiselBilgiler pages, with the account actions. */
export function ProfileSummary({ testId }: { testId: string }) {
  const { t } = useTranslation('account');
  const user = useUser();
  const fmt = useFormat();
  const logout = useLogout();
  // Every child of kisiselBilgiler this layout has (the route data), not a hand-kept list.
  const sections = sectionsFor(useGlobal().isPc ? 'desktop' : 'mobile');
  const name = user.nikeName || user.name || t('profile.guest');
  const phone = displayPhone(user.mobile);

  return (
    <section className="acc-profile" data-testid={testId}>
      <div className="acc-profile__card">
        <div className="acc-profile__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </div>
        <div className="acc-profile__who">
          <h1 className="acc-profile__name" data-testid="profile-name">
            {name}
          </h1>
          <span className="acc-profile__vip" data-testid="profile-vip">
            {t('profile.vip')} {user.vipLevel}
          </span>
        </div>
        <dl className="acc-profile__facts">
          <div>
            <dt>{t('profile.phone')}</dt>
            <dd data-testid="profile-phone">{phone || t('profile.noPhone')}</dd>
          </div>
          <div>
            <dt>{t('profile.balance')}</dt>
            <dd data-testid="profile-balance">{fmt.money(user.totalAssets)}</dd>
          </div>
        </dl>
      </div>

      <nav className="acc-profile__links" aria-label={t('profile.sections')}>
        {sections.map((s) => (
          <Link key={s.name} className="acc-profile__link" to={`/kisiselBilgiler/${s.path}`} data-testid={`profile-section-${s.path}`}>
            <span>{t(s.titleKey)}</span>
            <span aria-hidden="true">›</span>
          </Link>
        ))}
      </nav>

      <div className="acc-profile__actions" role="group" aria-label={t('profile.actions')}>
        {!user.mobile && (
          <button type="button" className="acc-profile__action acc-profile__action--primary" onClick={() => bus.emit('dialog:phone-bind-requested', { mode: 'bind' })}>
            {t('profile.bindPhone')}
          </button>
        )}
        <button type="button" className="acc-profile__action" onClick={() => bus.emit('dialog:phone-bind-requested', { mode: 'login' })}>
          {t('profile.switchAccount')}
        </button>
        <button type="button" className="acc-profile__action acc-profile__action--danger" data-testid="logout" onClick={() => void logout()}>
          {t('profile.logout')}
        </button>
      </div>
    </section>
  );
}
