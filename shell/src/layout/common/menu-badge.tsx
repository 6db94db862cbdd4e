import { useTranslation } from 'react-i18next';

/** A count on a menu entry (e.g. unread support answers); nothing when zero. */
export function MenuBadge({ count }: { count: number }) {
  const { t } = useTranslation('shell');
  if (count <= 0) return null;
  return (
    <span className="shell-menu-badge" aria-label={t('nav.unread', { count })} data-testid="menu-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}
