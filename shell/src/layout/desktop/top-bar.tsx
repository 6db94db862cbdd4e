import { useTranslation } from 'react-i18next';
import { formatMoney, isLoggedIn, useUser, useLocation, useNavigate } from '@casino/shared';
import type { ComposedRoute } from '../../routing/compose';
import { REGISTER_PATH } from '../../routing/guard-decision';
import { matchTarget } from '../../routing/match';
import { routePath, type MenuItem } from '../../routing/menu';
import { RemoteSlot } from '../../slots/remote-slot';
import { AuthButtons } from '../common/auth-buttons';
import { CurrencyMark } from '../common/currency-mark';
import { GuestRegister } from '../common/guest-register';
import { LangSelect } from '../common/lang-select';
import { SessionClock } from '../common/session-clock';
import { AvatarMenu } from './avatar-menu';

/** The desktop header of spec section 2. */
export function TopBar({ routes, personalEntries }: { routes: ComposedRoute[]; personalEntries: MenuItem[] }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  const navigate = useNavigate();
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
            <button
              type="button"
              className="shell-balance"
              data-testid="balance"
              disabled={!rechargePath}
              onClick={() => rechargePath && navigate(rechargePath)}
              aria-label={t('header.balance', { amount: formatMoney(user.totalAssets, user.lang) })}
            >
              <CurrencyMark />
              {formatMoney(user.totalAssets, user.lang)}
            </button>
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
