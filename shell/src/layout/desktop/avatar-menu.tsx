import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logoutLocally, useUser, useNavigate } from '@casino/shared';
import type { MenuItem } from '../../routing/menu';
import { LOGIN_PATH } from '../../routing/guard-decision';
import { Icon } from '../common/icon';

/** Avatar menu: VIP badge to Vip, the personal-info child pages, 'Switch account' logs out. */
export function AvatarMenu({ vipPath, entries }: { vipPath?: string; entries: MenuItem[] }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };
  const name = user.nikeName || user.name || t('header.player');
  return (
    <div className="shell-avatar-menu" ref={root}>
      <button type="button" className="shell-avatar-menu__trigger" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="avatar-button">
        <span className="shell-avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="cs-visually-hidden">{t('header.account', { name })}</span>
        <Icon name="chevron" />
      </button>
      {open && (
        <div className="shell-avatar-menu__panel" role="menu" aria-label={t('header.account', { name })}>
          <p className="shell-avatar-menu__name">{name}</p>
          {vipPath && (
            <button type="button" role="menuitem" className="shell-vip-badge" onClick={() => go(vipPath)} data-testid="vip-badge">
              {user.vipUrl ? <img src={user.vipUrl} alt="" width={20} height={20} /> : <Icon name="vip" />} {t('header.vip', { level: user.vipLevel })}
            </button>
          )}
          {entries.map((e) => (
            <button key={e.id} type="button" role="menuitem" className="shell-avatar-menu__item" onClick={() => go(e.to)}>
              {t(e.titleKey)}
            </button>
          ))}
          <button
            type="button"
            role="menuitem"
            className="shell-avatar-menu__item shell-avatar-menu__item--logout"
            onClick={() => {
              setOpen(false);
              logoutLocally('switch-account');
              navigate(LOGIN_PATH);
            }}
          >
            {t('header.switchAccount')}
          </button>
        </div>
      )}
    </div>
  );
}
