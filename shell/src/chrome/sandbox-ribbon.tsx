import { useTranslation } from 'react-i18next';
import { runtimeConfig } from '@casino/shared';
import './sandbox-ribbon.css';

/**
 * Sandbox mode (APP_MODE is not production): the whole site wears a ribbon, so nobody takes the sandbox's
 * test money or its gateways for the real thing. A tab hanging from the top edge on a desktop (the header's
 * middle is empty); on a phone, whose header is full (menu, clock, mail, balance), a "SANDBOX" badge on the
 * logo, the whole sentence as its name. Never drawn in production; taps go through it, and it moves nothing.
 */
export function SandboxRibbon({ layout }: { layout: 'desktop' | 'mobile' }) {
  const { t } = useTranslation('shell');
  if (!runtimeConfig().sandbox) return null;
  const phone = layout === 'mobile';
  return (
    <aside className={`shell-sandbox shell-sandbox--${layout}`} aria-label={t(phone ? 'sandbox.ribbon' : 'sandbox.label')} title={phone ? t('sandbox.ribbon') : undefined} data-testid="sandbox-ribbon">
      {t(phone ? 'sandbox.short' : 'sandbox.ribbon')}
    </aside>
  );
}
