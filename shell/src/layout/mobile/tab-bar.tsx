import { useLocation } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import type { ComposedRoute } from '../../routing/compose';
import { routePath } from '../../routing/menu';
import { useGuardedNav } from '../../routing/use-guarded-nav';
import { Icon } from '../common/icon';

/** Bottom tabs: Home, Spor (Sport), Promo (Promotions), Paylaş (share), Profil (personal). */
const TABS = [
  { route: 'Home', labelKey: 'tabs.home', icon: 'home' },
  { route: 'Sport', labelKey: 'tabs.sport', icon: 'sport' },
  { route: 'Promotions', labelKey: 'tabs.promo', icon: 'promotions' },
  { route: 'share', labelKey: 'tabs.share', icon: 'share' },
  { route: 'personal', labelKey: 'tabs.profile', icon: 'profile' },
] as const;

/** Tabs whose route is in the table (a disabled remote's tab disappears). */
export function tabsFor(routes: ComposedRoute[]) {
  return TABS.flatMap((tab) => {
    const to = routePath(routes, tab.route);
    return to ? [{ ...tab, to }] : [];
  });
}

export function TabBar({ routes }: { routes: ComposedRoute[] }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const go = useGuardedNav();
  return (
    <nav className="shell-tabs" aria-label={t('nav.tabs')} data-testid="tab-bar">
      {tabsFor(routes).map((tab) => {
        const active = tab.to === '/' ? pathname === '/' : pathname.startsWith(tab.to);
        return (
          <a
            key={tab.route}
            href={tab.to}
            data-tab={tab.route}
            className={`shell-tabs__tab ${active ? 'is-active' : ''}`}
            aria-current={active ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              go({ to: tab.to });
            }}
          >
            <Icon name={tab.icon} className="shell-tabs__icon" />
            <span>{t(tab.labelKey)}</span>
          </a>
        );
      })}
    </nav>
  );
}
