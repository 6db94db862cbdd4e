import { useTranslation } from 'react-i18next';
import { isLoggedIn, useUser, useLocation } from '@casino/shared';
import type { ComposedRoute } from '../../routing/compose';
import { REGISTER_PATH } from '../../routing/guard-decision';
import { matchTarget } from '../../routing/match';
import { routePath, type MenuItem } from '../../routing/menu';
import { RemoteSlot } from '../../slots/remote-slot';
import { AuthButtons } from '../common/auth-buttons';
import { BalanceButton } from '../common/balance-button';
import { GuestRegister } from '../common/guest-register';
import { LangSelect } from '../common/lang-select';
import { SessionClock } from '../common/session-clock';
import { AvatarMenu } from './avatar-menu';

/** The desktop header of spec section 2. */
export function TopBar({ routes, personalEntries }: { routes: ComposedRoute[]; personalEntries: MenuItem[] }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  const { pathname } = useLocation();
  const loggedIn = isLoggedIn(user);
  const current = matchTarget(routes, pathname);
  const rechargePath = routePath(routes, 'Recharge');

  return (
    <header className="shell-topbar" data-testid="shell-header">
      <RemoteSlot
        remote="lobby"
        expose="./HeaderSearch"
        layout="desktop"
        className="shell-topbar__search"
        reserve={{ width: 420, height: 44 }}
      />
      <div className="shell-topbar__end">
        {loggedIn ? (
          <>
            <SessionClock />
            <LangSelect />
            {!user.restriction && <RemoteSlot remote="mail-rewards" expose="./MailPopup" layout="desktop" reserve={{ width: 40, height: 40 }} defer />}
            <BalanceButton className="shell-balance" layout="desktop" rechargePath={rechargePath} bonusesPath={routePath(routes, 'Bonuslarim')} />
            <GuestRegister to={REGISTER_PATH} />
            <AvatarMenu vipPath={routePath(routes, 'Vip')} entries={personalEntries} />
          </>
        ) : current?.ignoreAuth ? (
          <span className="shell-page-title" data-testid="route-title">
            {t(current.titleKey)}
          </span>
        ) : (
          <AuthButtons />
        )}
      </div>
    </header>
  );
}
