import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, http, i18n, initI18n, mayTrack, MemoryRouter, patchUser, registerNamespace, resetUser, userStore, type HttpRequest } from '@casino/shared';
import en from '../locales/en.json';
import tk from '../locales/tk.json';
import { platformStore } from '../platform-store';
import { CookieBannerSlot } from './cookie-banner-slot';
import { TermsGate } from './terms-gate';

const status = (pending: boolean) => ({
  market: 'tr',
  pending,
  texts: [
    { kind: 'privacy', version: 1, title: 'Gizlilik ve KVKK Aydınlatma Metni', publishedAt: '2026-11-01T09:00:00.000Z', acceptedVersion: 1 },
    { kind: 'terms', version: 2, title: 'Kullanım Şartları', publishedAt: '2026-11-26T09:00:00.000Z', acceptedVersion: 1 },
  ],
});
let calls: HttpRequest[] = [];
const api = (answers: Record<string, unknown>) => {
  calls = [];
  http.defaults.adapter = async (config) => {
    calls.push(config);
    const data = answers[config.url ?? ''];
    return { status: 200, data: data ?? { state: '404', msg: 'none', success: false, resultData: null } };
  };
};
const ok = (resultData: unknown) => ({ state: '200', msg: '', success: true, resultData });

beforeAll(async () => {
  await registerNamespace('shell', async (lang) => (lang === 'en' ? en : tk));
  await initI18n('tk');
  await i18n.loadNamespaces(['shell']);
});
beforeEach(() => {
  localStorage.clear();
  resetUser();
  platformStore.firstPageShown = true;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const settle = async () => {
  await act(async () => {
    jest.advanceTimersByTime(2_000);
    await Promise.resolve();
  });
};

describe('the cookie banner', () => {
  it('asks a first visit after the first page, in Turkish; "Yalnızca gerekli" stores no tracking and goes', async () => {
    render(<MemoryRouter><CookieBannerSlot /></MemoryRouter>);
    await settle();
    const banner = await screen.findByTestId('cookie-banner');
    expect(banner).toHaveTextContent('Çerez ve depolama tercihleri');
    expect(screen.getByRole('link', { name: 'Çerez Politikası' })).toHaveAttribute('href', '/legal/cookies');
    expect(mayTrack()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yalnızca gerekli' }));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(JSON.parse(localStorage.getItem('casino.consent')!)).toMatchObject({ v: 1, analytics: false });
    expect(mayTrack()).toBe(false);
  });

  it('"Tümünü kabul et" allows tracking; the details save a real choice; the footer link opens it again with the choice', async () => {
    render(<MemoryRouter><CookieBannerSlot /></MemoryRouter>);
    await settle();
    fireEvent.click(await screen.findByRole('button', { name: 'Tümünü kabul et' }));
    expect(mayTrack()).toBe(true);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    act(() => bus.emit('consent:preferences-requested', {}));
    fireEvent.click(await screen.findByRole('button', { name: 'Ayrıntılar' }));
    const analytics = screen.getByTestId('cookie-analytics');
    expect(analytics).toBeChecked();
    fireEvent.click(analytics);
    fireEvent.click(screen.getByRole('button', { name: 'Seçimimi kaydet' }));
    expect(mayTrack()).toBe(false);
  });

  it('stays away once the player chose', async () => {
    localStorage.setItem('casino.consent', JSON.stringify({ v: 1, analytics: false }));
    render(<MemoryRouter><CookieBannerSlot /></MemoryRouter>);
    await settle();
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });
});

describe('the terms re-acceptance dialog', () => {
  it('blocks a member with new terms: names what changed with links, keeps focus inside, accepts the versions shown', async () => {
    api({ '/legal/consent/status': ok(status(true)), '/legal/consent/accept': ok(status(false)) });
    patchUser({ isLogin: true, isNewUserLogin: true, role: 'user', token: 't', termsPending: true });
    render(<MemoryRouter><button type="button">outside</button><TermsGate /></MemoryRouter>);
    const dialog = await screen.findByRole('dialog', { name: 'Kullanım Şartları güncellendi' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await screen.findByRole('link', { name: 'Kullanım Şartları' })).toHaveAttribute('href', '/legal/terms');
    expect(dialog).toHaveTextContent('Sürüm 2');
    expect(dialog).toHaveTextContent('değişti');
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Tab from the last control wraps to the first, never to the page behind.
    const accept = screen.getByTestId('terms-dialog-accept');
    accept.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('terms-dialog')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(accept);
    });
    const sent = calls.find((c) => c.url === '/legal/consent/accept');
    expect(JSON.parse(String(sent?.data))).toMatchObject({ termsVersion: 2, privacyVersion: 1 });
    expect(userStore.termsPending).toBe(false);
    expect(screen.queryByTestId('terms-dialog')).toBeNull();
  });

  it('opens when an API answer says the terms must be accepted (a game launch), never for a guest', async () => {
    api({ '/legal/consent/status': ok(status(true)) });
    patchUser({ isLogin: true, isNewUserLogin: true, role: 'tourist', token: 't' });
    const view = render(<MemoryRouter><TermsGate /></MemoryRouter>);
    act(() => bus.emit('consent:terms-required', {}));
    expect(screen.queryByTestId('terms-dialog')).toBeNull();
    view.unmount();
    patchUser({ role: 'user' });
    render(<MemoryRouter><TermsGate /></MemoryRouter>);
    act(() => bus.emit('consent:terms-required', {}));
    expect(await screen.findByTestId('terms-dialog')).toBeInTheDocument();
  });
});
