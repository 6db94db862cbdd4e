import { fireEvent, render, screen, within } from '@testing-library/react';
import { i18n, initI18n, registerNamespace } from '@casino/shared';
import en from '../../locales/en.json';
import tk from '../../locales/tk.json';
import { platformStore } from '../../platform-store';
import { AboutSlot, wantsAbout } from './about-slot';

const remote = (name: 'lobby' | 'account' | 'mail-rewards', channel: 'stable' | 'canary', integrity: string | null, version: string) => ({
  name,
  version,
  channel,
  integrity,
  manifestUrl: `https://cdn.example/${name}/${version}/mf-manifest.json`,
  entryUrl: integrity ? `https://cdn.example/${name}/${version}/remoteEntry.js` : `http://localhost:3001/remoteEntry.js`,
});

describe('about this page', () => {
  beforeAll(async () => {
    await registerNamespace('shell', async (lang) => (lang === 'en' ? en : tk));
    await initI18n('tk');
    await i18n.loadNamespaces(['shell']);
  });
  beforeEach(() => {
    platformStore.market = { id: 'az', name: 'Azerbaijan', defaultLang: 'en', currency: 'AZN' };
    platformStore.remotes = [remote('lobby', 'canary', `sha384-${'A'.repeat(64)}`, '1.4.0-gabc1234'), remote('account', 'stable', `sha384-${'B'.repeat(64)}`, '2.0.0'), remote('mail-rewards', 'stable', null, 'latest')];
    platformStore.status = { lobby: 'ready', account: 'failed', 'mail-rewards': 'loading' };
    platformStore.switchedOff = [{ name: 'wheel', paths: ['/vip-wheel'], routesUrl: null }];
  });

  it('opens only with ?about in the address', () => {
    expect(wantsAbout('?about')).toBe(true);
    expect(wantsAbout('?market=az&about=1')).toBe(true);
    expect(wantsAbout('?market=az')).toBe(false);
    expect(wantsAbout('')).toBe(false);
  });

  it('names each remote with its version, channel, origin and state, in Turkish; it closes', async () => {
    window.history.replaceState(null, '', '/?about');
    await i18n.changeLanguage('tk');
    render(<AboutSlot />);
    const panel = await screen.findByTestId('about-page');
    expect(within(panel).getByRole('heading', { name: 'Bu sayfa hakkında' })).toBeVisible();
    expect(panel).toHaveTextContent('Pazar: Azerbaijan (az)');
    expect(screen.getByTestId('about-lobby')).toHaveTextContent('lobby1.4.0-gabc1234kanaryahttps://cdn.example' + 'çalışıyor');
    expect(screen.getByTestId('about-account')).toHaveTextContent('sabitlenmiş');
    expect(screen.getByTestId('about-account')).toHaveTextContent('yüklenemedi');
    expect(screen.getByTestId('about-mail-rewards')).toHaveTextContent('latestgeliştirme derlemesihttp://localhost:3001yükleniyor');
    expect(screen.getByTestId('about-wheel')).toHaveTextContent('kapalı');
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByTestId('about-page')).toBeNull();
  });

  it('speaks English when the page does', async () => {
    window.history.replaceState(null, '', '/?about');
    await i18n.changeLanguage('en');
    render(<AboutSlot />);
    expect(await screen.findByRole('heading', { name: 'About this page' })).toBeVisible();
    expect(screen.getByTestId('about-lobby')).toHaveTextContent('canary');
    expect(screen.getByTestId('about-mail-rewards')).toHaveTextContent('dev build');
    expect(screen.getByTestId('about-wheel')).toHaveTextContent('switched off');
  });

  it('renders nothing without ?about', () => {
    window.history.replaceState(null, '', '/');
    const { container } = render(<AboutSlot />);
    expect(container).toBeEmptyDOMElement();
  });
});
