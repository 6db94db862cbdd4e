import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { roleCovers, useAuth } from '../auth/auth';
import type { TScreen } from '../screens/screen';
import { useStrings } from '../i18n/tables';
import { ErrorBoundary } from '../ui/error-boundary';
import { Empty, Loading } from '../ui/states';
import { LanguageSwitch } from './language-switch';

const SECTIONS: TScreen['section'][] = ['releases', 'operations', 'admin'];

/** Sidebar + content: the menu lists the screens the staff member's role may open; each is a route. */
export const Layout = ({ screens }: { screens: readonly TScreen[] }) => {
  const t = useStrings();
  const { me, signOut } = useAuth();
  // Screens name their title by key (screen.ts titleKey) or by path (layout.titles); a screen without either shows its text.
  const { t: tr } = useTranslation();
  const { t: tl } = useTranslation('layout');
  const titleOf = (s: TScreen): string => (s.titleKey ? tr(s.titleKey) : tr(`layout:titles.${s.path}`, { defaultValue: s.title }));
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  if (!me) return null;
  const visible = screens.filter((s) => roleCovers(me.role, s.role));
  const current = screens.find((s) => location.pathname === `/${s.path}` || location.pathname.startsWith(`/${s.path}/`));

  return (
    <div className={`app ${menuOpen ? 'menu-open' : ''}`}>
      <header className="topbar">
        <button type="button" className="btn-icon menu-toggle" aria-label={tl('menu')} aria-expanded={menuOpen} onClick={() => setMenuOpen((o) => !o)}>
          ☰
        </button>
        <span className="brand">{t.appName}</span>
        <span className="topbar-title">{current && titleOf(current)}</span>
        <span className="spacer" />
        <LanguageSwitch login={me.login} kept={me.lang} />
        <span className="who" data-testid="who">
          {t.layout.signedInAs(me.login, me.role)}
        </span>
        <button type="button" className="btn btn-small" onClick={() => void signOut()}>
          {tl('signOut')}
        </button>
      </header>
      <nav className="sidebar" aria-label={tl('menu')}>
        <div className="nav-who">{t.layout.signedInAs(me.login, me.role)}</div>
        {SECTIONS.map((section) => {
          const items = visible.filter((s) => s.section === section);
          if (!items.length) return null;
          return (
            <div key={section} className="nav-section">
              <div className="nav-heading">{tl(`sections.${section}`)}</div>
              {items.map((s) => (
                <NavLink key={s.path} to={`/${s.path}`} className="nav-item" onClick={() => setMenuOpen(false)}>
                  <span className="nav-icon" aria-hidden="true">
                    {s.icon}
                  </span>
                  {titleOf(s)}
                </NavLink>
              ))}
            </div>
          );
        })}
      </nav>
      <main className="content">
        <ErrorBoundary key={location.pathname}>
          <Suspense fallback={<Loading />}>
            <Routes>
              {screens.map((s) => (
                <Route
                  key={s.path}
                  path={`/${s.path}/*`}
                  element={
                    roleCovers(me.role, s.role) ? (
                      <section className="screen" aria-labelledby={`h-${s.path}`}>
                        <h1 id={`h-${s.path}`}>{titleOf(s)}</h1>
                        <s.component />
                      </section>
                    ) : (
                      <Empty>{tl('forbidden', { role: s.role })}</Empty>
                    )
                  }
                />
              ))}
              <Route path="/" element={visible[0] ? <Navigate to={`/${visible[0].path}`} replace /> : <Empty>{tl('notFound')}</Empty>} />
              <Route path="*" element={<Empty>{tl('notFound')}</Empty>} />
            </Routes>
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
};
