import { useTranslation } from 'react-i18next';
import { bus, displayPhone, formatMoney, useUser, Link } from '@casino/shared';
import { useLogout } from '../use-logout';
import './profile.css';

/** kisiselBilgiler children listed as entries (spec section 2). */
const SECTIONS = ['mobilCihaziBagla', 'bankaKartiBilgiler', 'recharge', 'withdrawalPassword', 'withdrawl'] as const;
const SECTION_TITLE: Record<(typeof SECTIONS)[number], string> = {
  mobilCihaziBagla: 'routes.mobilCihaziBagla',
  bankaKartiBilgiler: 'routes.bankaKartiBilgiler',
  recharge: 'routes.Recharge',
  withdrawalPassword: 'routes.withdrawalPassword',
  withdrawl: 'routes.withdrawl',
};

/** The user state of the personal and kisiselBilgiler pages, with the account actions. */
export function ProfileSummary({ testId }: { testId: string }) {
  const { t } = useTranslation('account');
  const user = useUser();
  const logout = useLogout();
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
            <dd data-testid="profile-balance">{formatMoney(user.totalAssets, user.lang)}</dd>
          </div>
        </dl>
      </div>

      <nav className="acc-profile__links" aria-label={t('profile.sections')}>
        {SECTIONS.map((s) => (
          <Link key={s} className="acc-profile__link" to={`/kisiselBilgiler/${s}`}>
            <span>{t(SECTION_TITLE[s])}</span>
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
