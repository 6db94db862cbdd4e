import { useTranslation } from 'react-i18next';
import { isLoggedIn, useUser, Link, useLocation } from '@casino/shared';

/**
 * 'Kaydol' next to the balance of a guest (a logged-in tourist, spec section 6): a new visitor plays
 * as a guest at once, and this is the way to become a player (registration keeps the guest's
 * balance). It goes when the store's role becomes the member's, after registering or binding a phone,
 * and on the login and registration pages themselves.
 */
const AUTH_PAGES: ReadonlySet<string> = new Set(['/login', '/register']);

export function GuestRegister({ to }: { to: string }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  const { pathname } = useLocation();
  if (!isLoggedIn(user) || user.role !== 'tourist' || AUTH_PAGES.has(pathname)) return null;
  return (
    <Link className="cs-button shell-auth__btn shell-guest-register" to={to} data-testid="guest-register">
      {t('register')}
    </Link>
  );
}
