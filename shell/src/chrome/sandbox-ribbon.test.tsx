import { render, screen } from '@testing-library/react';
import { i18n, initI18n, registerNamespace } from '@casino/shared';
import en from '../locales/en.json';
import tk from '../locales/tk.json';
import { SandboxRibbon } from './sandbox-ribbon';

describe('SandboxRibbon', () => {
  beforeAll(async () => {
    await registerNamespace('shell', async (lang) => (lang === 'en' ? en : tk));
    await initI18n('tk');
    await i18n.loadNamespaces(['shell']);
  });
  afterEach(() => {
    delete window.__CASINO_CONFIG__;
  });

  it('in sandbox mode says the money is test money, in the player\'s language', async () => {
    window.__CASINO_CONFIG__ = { sandbox: true };
    await i18n.changeLanguage('tk');
    const view = render(<SandboxRibbon layout="desktop" />);
    expect(screen.getByRole('complementary', { name: 'Sandbox' })).toHaveTextContent('SANDBOX · test parası, gerçek para değil');
    await i18n.changeLanguage('en');
    view.rerender(<SandboxRibbon layout="desktop" />);
    expect(screen.getByTestId('sandbox-ribbon')).toHaveTextContent('SANDBOX · test money, not real money');
  });

  it('on a phone is a SANDBOX badge named by the whole sentence', async () => {
    window.__CASINO_CONFIG__ = { sandbox: true };
    await i18n.changeLanguage('tk');
    render(<SandboxRibbon layout="mobile" />);
    const ribbon = screen.getByTestId('sandbox-ribbon');
    expect(ribbon).toHaveTextContent(/^SANDBOX$/);
    expect(ribbon).toHaveClass('shell-sandbox--mobile');
    expect(screen.getByRole('complementary', { name: 'SANDBOX · test parası, gerçek para değil' })).toBe(ribbon);
  });

  it('is not drawn in production mode (or without a runtime config)', () => {
    window.__CASINO_CONFIG__ = { sandbox: false };
    const view = render(<SandboxRibbon layout="desktop" />);
    expect(screen.queryByTestId('sandbox-ribbon')).toBeNull();
    delete window.__CASINO_CONFIG__;
    view.rerender(<SandboxRibbon layout="desktop" />);
    expect(screen.queryByTestId('sandbox-ribbon')).toBeNull();
  });
});
