import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n, initI18n, registerNamespace } from '@casino/shared';
import en from '../locales/en.json';
import tk from '../locales/tk.json';
import { platformStore } from '../platform-store';
import { MarketNotice } from './market-notice';

const tr = { id: 'tr', name: 'Türkiye', defaultLang: 'tk', currency: 'TRY' };
const zz = { id: 'zz', name: 'Zedland', defaultLang: 'en', currency: 'ZZD' };

describe('MarketNotice', () => {
  beforeAll(async () => {
    await registerNamespace('shell', async (lang) => (lang === 'en' ? en : tk));
    await initI18n('tk');
    await i18n.loadNamespaces(['shell']);
  });
  beforeEach(() => {
    platformStore.market = tr;
    platformStore.marketNotice = null;
  });

  it('tells a tr player on an az link that their money stays in lira, until closed', async () => {
    await i18n.changeLanguage('tk');
    platformStore.marketNotice = { kind: 'own', requested: 'az' };
    render(<MarketNotice />);
    expect(screen.getByTestId('market-notice')).toHaveTextContent('Hesabınız Türkiye pazarına ait: bakiyeniz, ödemeleriniz ve teklifleriniz TRY ile sürer. Açtığınız bağlantı Azerbaycan içindi.');
    fireEvent.click(screen.getByRole('button', { name: 'Anladım' }));
    expect(screen.queryByTestId('market-notice')).toBeNull();
  });

  it('names an unknown market as typed, and a market added by data by its registry name (en)', async () => {
    await act(() => i18n.changeLanguage('en'));
    platformStore.market = zz;
    platformStore.marketNotice = { kind: 'unknown', requested: 'xx' };
    render(<MarketNotice />);
    expect(screen.getByTestId('market-notice')).toHaveTextContent('There is no market called “XX”: the Zedland site opened.');
  });

  it('says nothing when the page is the market asked for', () => {
    render(<MarketNotice />);
    expect(screen.queryByTestId('market-notice')).toBeNull();
  });
});
