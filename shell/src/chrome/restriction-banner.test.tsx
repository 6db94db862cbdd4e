import { render, screen } from '@testing-library/react';
import { i18n, initI18n, patchUser, registerNamespace, resetUser, MemoryRouter } from '@casino/shared';
import en from '../locales/en.json';
import tk from '../locales/tk.json';
import { RestrictionBanner } from './restriction-banner';

describe('RestrictionBanner', () => {
  beforeAll(async () => {
    await registerNamespace('shell', async (lang) => (lang === 'en' ? en : tk));
    await initI18n('tk');
    await i18n.loadNamespaces(['shell']);
  });
  beforeEach(() => {
    localStorage.clear();
    resetUser();
  });

  const show = () => render(<MemoryRouter><RestrictionBanner /></MemoryRouter>);

  it('names the time-out, its end in Istanbul time and what is still open, with the way to the withdrawal', async () => {
    await i18n.changeLanguage('tk');
    patchUser({ isLogin: true, lang: 'tk', restriction: { kind: 'timeout', endsAt: '2026-06-08T09:00:00.000Z' } });
    show();
    const banner = screen.getByTestId('restriction-banner');
    expect(banner).toHaveTextContent('Mola modu 8 Haz 2026 12:00 tarihine kadar sürüyor.');
    expect(banner).toHaveTextContent('yalnızca para çekme, hesap geçmişi ve destek açıktır');
    expect(screen.getByRole('link', { name: 'Para çek' })).toHaveAttribute('href', '/kisiselBilgiler/withdrawl');
  });

  it('says indefinite for an indefinite self-exclusion (en)', async () => {
    await i18n.changeLanguage('en');
    patchUser({ isLogin: true, lang: 'en', restriction: { kind: 'self_exclusion', endsAt: null } });
    show();
    expect(screen.getByTestId('restriction-banner')).toHaveTextContent('Your self-exclusion is indefinite.');
  });

  it('shows nothing to an unrestricted player', () => {
    patchUser({ isLogin: true });
    show();
    expect(screen.queryByTestId('restriction-banner')).toBeNull();
  });
});
