import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared';
import './auth-card.css';

/** The frame of the login, register and password-reset screens, with a way back to the lobby (desktop and phone). */
export function AuthCard({ title, subtitle, children, footer, testId }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode; testId: string }) {
  const { t } = useTranslation('account');
  return (
    <section className="acc-auth" data-testid={testId}>
      <div className="acc-auth__card">
        <Link className="acc-auth__back" to="/" data-testid="auth-back-to-lobby">
          <span aria-hidden="true">‹</span> {t('auth.backToLobby')}
        </Link>
        <div className="acc-auth__brand" aria-hidden="true">
          ♠ ♥ ♣ ♦
        </div>
        <h1 className="acc-auth__title">{title}</h1>
        {subtitle && <p className="acc-auth__subtitle">{subtitle}</p>}
        {children}
        {footer && <div className="acc-auth__footer">{footer}</div>}
      </div>
    </section>
  );
}
