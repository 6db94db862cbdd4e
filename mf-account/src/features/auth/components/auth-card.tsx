import type { ReactNode } from 'react';
import './auth-card.css';

/** The frame of the login, register and password-reset screens. */
export function AuthCard({ title, subtitle, children, footer, testId }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode; testId: string }) {
  return (
    <section className="acc-auth" data-testid={testId}>
      <div className="acc-auth__card">
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
