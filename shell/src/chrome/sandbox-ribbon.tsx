import { useTranslation } from 'react-i18next';
import { runtimeConfig } from '@casino/shared';
import './sandbox-ribbon.css';

/**
 * Sandbox mode (APP_MODE is not production): the whole site wears a ribbon, so nobody takes the sandbox's
 * test money or its gateways for the real thing. Never drawn in production; taps go through it.
 */
export function SandboxRibbon() {
  const { t } = useTranslation('shell');
  if (!runtimeConfig().sandbox) return null;
  return (
    <aside className="shell-sandbox" aria-label={t('sandbox.label')} data-testid="sandbox-ribbon">
      {t('sandbox.ribbon')}
    </aside>
  );
}
