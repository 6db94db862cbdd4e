import { useTranslation } from 'react-i18next';
import { isLoggedIn, useUser, Link } from '@casino/shared';
import type { ComposedRoute } from '../../routing/compose';
import { REGISTER_PATH } from '../../routing/guard-decision';
import { routePath } from '../../routing/menu';
import { RemoteSlot } from '../../slots/remote-slot';
import { AuthButtons } from '../common/auth-buttons';
import { Icon } from '../common/icon';
import { BalanceButton } from '../common/balance-button';
import { GuestRegister } from '../common/guest-register';
import { SessionClock } from '../common/session-clock';

/** Mobile header: side-menu button, logo to Home, balance + VIP + avatar (a guest: balance + Kaydol) or the auth buttons. */
export function MobileHeader({ routes, drawerOpen, onMenu }: { routes: ComposedRoute[]; drawerOpen: boolean; onMenu: () => void }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  const vip = routePath(routes, 'Vip');
  const personal = routePath(routes, 'personal');
  const name = user.nikeName || user.name || t('header.player');
  // A guest's header has 'Kaydol' where a player's VIP icon and avatar are: a 390 px bar holds one or
  // the other, and the Profil tab still leads to the personal page.
  const guest = user.role === 'tourist';
  return (
    <header className={isLoggedIn(user) ? 'shell-mheader shell-mheader--player' : 'shell-mheader'} data-testid="shell-header">
      <button type="button" className="shell-mheader__menu" aria-label={t('nav.openMenu')} aria-expanded={drawerOpen} aria-controls="shell-drawer" onClick={onMenu} data-testid="drawer-button">
        <Icon name="menu" />
      </button>
      <Link to="/" className="shell-mlogo" aria-label={t('logo')}>
        <span className="shell-logo__mark" aria-hidden="true">
          ♠
        </span>
        <span className="shell-logo__text">{t('brand')}</span>
      </Link>
      <div className="shell-mheader__end">
        {isLoggedIn(user) ? (
          <>
            <SessionClock compact />
            {!user.restriction && <RemoteSlot remote="mail-rewards" expose="./MailPopup" layout="mobile" reserve={{ width: 34, height: 34 }} defer />}
            <BalanceButton className="shell-mbalance" layout="mobile" rechargePath={routePath(routes, 'Recharge')} bonusesPath={routePath(routes, 'Bonuslarim')} />
            <GuestRegister to={REGISTER_PATH} />
            {vip && !guest && (
              <Link to={vip} className="shell-mvip" aria-label={t('header.vip', { level: user.vipLevel })} data-testid="vip-icon" data-level={user.vipLevel}>
                {user.vipUrl ? <img src={user.vipUrl} alt="" style={{ width: '1.1em', height: '1.1em', verticalAlign: 'middle' }} /> : <Icon name="vip" />}
              </Link>
            )}
            {personal && !guest && (
              <Link to={personal} className="shell-avatar shell-mavatar" aria-label={t('header.account', { name })} data-testid="avatar-link">
                {name.slice(0, 1).toUpperCase()}
              </Link>
            )}
          </>
        ) : (
          <AuthButtons />
        )}
      </div>
    </header>
  );
}
