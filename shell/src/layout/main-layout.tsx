import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HEADER_LANGUAGES, changeLanguage, formatMoney, isLang, isLoggedIn, useUser } from '@casino/shared';
import type { ComposedRoute } from '../routing/compose';
import './main-layout.css';

/** Minimal chrome of the walking skeleton: top bar, menu of visible routes, content. */
export function MainLayout({ routes }: { routes: ComposedRoute[] }) {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const user = useUser();
  const menu = routes.filter((r) => !r.hideInMenu && !r.path.includes(':'));
  return (
    <div className="shell-root">
      <header className="shell-header" data-testid="shell-header">
        <NavLink to="/" className="shell-logo" aria-label={t('shell:logo')}>
          <span aria-hidden="true">♠</span> {t('shell:brand')}
        </NavLink>
        <nav className="shell-nav" aria-label={t('shell:menu')}>
          {menu.map((r) => (
            <NavLink key={`${r.remote}:${r.name}`} to={`/${r.path}`} end={r.path === ''} className="shell-nav__item">
              {t(r.titleKey)}
            </NavLink>
          ))}
        </nav>
        <div className="shell-header__end">
          <label className="cs-visually-hidden" htmlFor="shell-lang">
            {t('shell:language')}
          </label>
          <select
            id="shell-lang"
            className="shell-lang"
            value={i18n.language}
            onChange={(e) => isLang(e.target.value) && void changeLanguage(e.target.value)}
          >
            {HEADER_LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {t(`common:lang.${lang}`)}
              </option>
            ))}
          </select>
          {isLoggedIn(user) ? (
            <span className="shell-balance" data-testid="balance">
              {formatMoney(user.totalAssets, user.lang)}
            </span>
          ) : (
            <>
              <NavLink className="cs-button cs-button--ghost" to="/login">
                {t('shell:login')}
              </NavLink>
              <NavLink className="cs-button" to="/login?type=register">
                {t('shell:register')}
              </NavLink>
            </>
          )}
        </div>
      </header>
      <main className="shell-content" id="main">
        <Outlet />
      </main>
    </div>
  );
}
