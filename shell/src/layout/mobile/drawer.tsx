import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposedRoute } from '../../routing/compose';
import { buildMenu, routePath, type MenuItem } from '../../routing/menu';
import { useGuardedNav, type NavTarget } from '../../routing/use-guarded-nav';
import { RemoteSlot } from '../../slots/remote-slot';
import { useFocusTrap, useGlobal, whenIdle } from '@casino/shared';
import { Icon } from '../common/icon';
import { LangSelect } from '../common/lang-select';
import { MenuBadge } from '../common/menu-badge';

/** Drawer entries: Home opens Sport, Favorites opens Home with the favoriler label, then the menu. */
export function drawerItems(routes: ComposedRoute[]): (MenuItem & NavTarget)[] {
  const sport = routePath(routes, 'Sport');
  const home = routePath(routes, 'Home');
  const lead: (MenuItem & NavTarget)[] = [];
  if (sport) lead.push({ id: 'drawerHome', name: 'Sport', titleKey: 'shell:drawer.home', to: sport, icon: 'home' });
  if (home) lead.push({ id: 'drawerFavorites', name: 'Home', titleKey: 'shell:drawer.favorites', to: home, icon: 'favorite', activeLabel: 'favoriler' });
  const skip = new Set(['Home', 'Sport', 'Favorite', 'hot', 'new', 'favoriler']);
  return [...lead, ...buildMenu(routes).filter((m) => !skip.has(m.id))];
}

export function Drawer({ routes, open, onClose }: { routes: ComposedRoute[]; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const panel = useRef<HTMLDivElement>(null);
  // Closed at first: its content (the menu, the language, the lobby's search and providers) is built once the page
  // is idle, or at the first open, not in the boot's first render on a phone.
  const [built, setBuilt] = useState(open);
  if (open && !built) setBuilt(true);
  useEffect(() => {
    if (built) return;
    return whenIdle(() => startTransition(() => setBuilt(true)));
  }, [built]);

  // A modal side sheet: focus inside while open, Escape closes, focus back on the menu button after.
  useFocusTrap(panel, { active: open, onEscape: onClose });

  return (
    <div className={`shell-drawer ${open ? 'is-open' : ''}`} hidden={!open} data-testid="drawer">
      <button type="button" className="shell-drawer__scrim" aria-label={t('nav.closeMenu')} tabIndex={-1} onClick={onClose} />
      <div className="shell-drawer__panel" id="shell-drawer" role="dialog" aria-modal="true" aria-label={t('menu')} ref={panel}>
        {built && <DrawerContent routes={routes} onClose={onClose} />}
      </div>
    </div>
  );
}

function DrawerContent({ routes, onClose }: { routes: ComposedRoute[]; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { menuBadges } = useGlobal();
  const go = useGuardedNav();
  const [searching, setSearching] = useState(false);
  const items = useMemo(() => drawerItems(routes), [routes]);
  const hasGameAll = routes.some((r) => r.name === 'gameAll');

  const navigate = (target: NavTarget) => {
    onClose();
    go(target);
  };
  return (
    <>
      <div className="shell-drawer__head">
        {/* The lobby owns search and providers; a chosen result closes the drawer. Closed at first: loaded once the page is idle or at the first tap. */}
        <RemoteSlot remote="lobby" expose="./DrawerSearch" layout="mobile" className="shell-drawer__search" reserve={{ minHeight: 44 }} props={{ onNavigate: onClose, onActiveChange: setSearching }} defer />
        <button type="button" className="shell-drawer__close" aria-label={t('nav.closeMenu')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      {!searching && (
        <>
          <ul className="shell-drawer__menu">
            {items.map((item) => (
              <li key={item.id}>
                <a
                  href={item.to}
                  data-menu-id={item.id}
                  className="shell-drawer__item"
                  onClick={(e) => {
                    e.preventDefault();
                    navigate({ to: item.to, activeLabel: item.activeLabel });
                  }}
                >
                  <Icon name={item.icon} />
                  {t(item.titleKey)}
                  <MenuBadge count={menuBadges[item.name] ?? 0} />
                </a>
              </li>
            ))}
          </ul>
          {/* The desktop header's selector (tk and en), for phones: the header has no room for it. */}
          <div className="shell-drawer__lang" data-testid="drawer-lang">
            <LangSelect labelled />
          </div>
          {hasGameAll && <RemoteSlot remote="lobby" expose="./DrawerProviders" layout="mobile" className="shell-drawer__providers-slot" props={{ onNavigate: onClose }} defer />}
        </>
      )}
    </>
  );
}
