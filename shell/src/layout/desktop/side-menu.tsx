import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobal, useLocation } from '@casino/shared';
import type { MenuItem } from '../../routing/menu';
import { useGuardedNav } from '../../routing/use-guarded-nav';
import { Icon } from '../common/icon';
import { MenuBadge } from '../common/menu-badge';

function isActive(item: MenuItem, pathname: string, activeLabel: string): boolean {
  if (item.activeLabel !== undefined) return pathname === item.to && activeLabel === item.activeLabel;
  if (item.to === '/') return pathname === '/' && !['hot', 'new', 'favoriler'].includes(activeLabel);
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** The desktop left menu: visible routes with Hot/New/Favorite, children expandable. */
export function SideMenu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { activeLabel, menuBadges } = useGlobal();
  const go = useGuardedNav();
  const [open, setOpen] = useState<Record<string, boolean>>({});

  const entry = (item: MenuItem, depth = 0) => {
    const active = isActive(item, pathname, activeLabel);
    const expanded = open[item.id] ?? pathname.startsWith(`${item.to}/`);
    return (
      <li key={item.id} className="shell-menu__li">
        <div className="shell-menu__row">
          <a
            href={item.to}
            data-menu-id={item.id}
            className={`shell-menu__item ${depth > 0 ? 'shell-menu__item--child' : ''} ${active ? 'is-active' : ''}`}
            aria-current={active ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              go({ to: item.to, activeLabel: item.activeLabel ?? (item.to === '/' ? '' : undefined) });
            }}
          >
            {depth === 0 && <Icon name={item.icon} />}
            <span>{t(item.titleKey)}</span>
            <MenuBadge count={menuBadges[item.name] ?? 0} />
          </a>
          {item.children && (
            <button
              type="button"
              className={`shell-menu__toggle ${expanded ? 'is-open' : ''}`}
              aria-expanded={expanded}
              aria-label={t(expanded ? 'nav.collapse' : 'nav.expand', { name: t(item.titleKey) })}
              onClick={() => setOpen((o) => ({ ...o, [item.id]: !expanded }))}
            >
              <Icon name="chevron" />
            </button>
          )}
        </div>
        {item.children && expanded && <ul className="shell-menu__children">{item.children.map((c) => entry(c, depth + 1))}</ul>}
      </li>
    );
  };

  return (
    <nav className="shell-menu" aria-label={t('menu')} data-testid="side-menu">
      <ul className="shell-menu__list">{items.map((i) => entry(i))}</ul>
    </nav>
  );
}
