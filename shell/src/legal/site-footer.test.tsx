import { act, render, screen, within } from '@testing-library/react';
import { i18n, initI18n, registerNamespace, resetUser, MemoryRouter, type Envelope } from '@casino/shared';
import type { LegalOverview } from '@casino/shared/contracts';
import { platformStore } from '../platform-store';
import en from '../locales/en.json';
import tk from '../locales/tk.json';
import zh from '../locales/zh-CN.json';
import { SiteFooter } from './site-footer';

const apiPost = jest.fn();
jest.mock('@casino/shared', () => ({ ...jest.requireActual('@casino/shared'), apiPost: (...args: unknown[]) => apiPost(...args) }));

const OVERVIEW: LegalOverview = {
  market: 'tr',
  documents: [],
  company: { name: 'Anadolu Eğlence Teknolojileri N.V.', address: 'Willemstad', registration: 'Sicil 1', licence: 'Curaçao lisansı OGL/2024/1187', email: 'destek@casino.example' },
  payments: ['eft', 'papara', 'usdt'],
  providers: ['Pragmatic Play', 'Evolution'],
};
const ok = <T,>(resultData: T): Envelope<T> => ({ state: '200', msg: '', success: true, resultData });

/** A controllable IntersectionObserver: `enter()` says the footer came near the screen. */
let enter: () => void = () => undefined;
let observers = 0;
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers += 1;
    enter = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  observe() {}
  disconnect() {}
}

describe('SiteFooter', () => {
  beforeAll(async () => {
    Object.assign(window, { IntersectionObserver: FakeObserver });
    await registerNamespace('shell', async (lang) => (lang === 'en' ? en : lang === 'zh-CN' ? zh : tk));
    await initI18n('tk');
    await i18n.loadNamespaces(['shell']);
  });
  beforeEach(() => {
    jest.useFakeTimers();
    platformStore.firstPageShown = false;
    resetUser();
    apiPost.mockReset();
    apiPost.mockResolvedValue(ok(OVERVIEW));
  });

  afterEach(() => jest.useRealTimers());

  const show = () => render(<MemoryRouter><SiteFooter /></MemoryRouter>);
  /** The first routed page rendered and the browser went idle: the footer starts watching. */
  const settle = async () => {
    await act(async () => {
      platformStore.firstPageShown = true;
    });
    await act(async () => {
      jest.advanceTimersByTime(1_500);
    });
  };

  it('comes after the first page, when idle; links every legal page and help, shows 18+; asks for its facts when near the screen', async () => {
    await act(() => i18n.changeLanguage('tk'));
    observers = 0;
    show();
    // While the first page loads: no footer code, nothing watched, nothing asked.
    await act(async () => {
      jest.advanceTimersByTime(5_000);
    });
    expect(screen.queryByTestId('site-footer')).toBeNull();
    expect(observers).toBe(0);
    await settle();
    const footer = await screen.findByTestId('site-footer');
    const links = within(screen.getByRole('navigation', { name: 'Yasal bilgiler' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Kullanım Şartları', '/legal/terms'],
      ['Gizlilik ve KVKK Aydınlatma Metni', '/legal/privacy'],
      ['Çerez Politikası', '/legal/cookies'],
      ['Bonus Kuralları', '/legal/bonus'],
      ['Sorumlu Oyun', '/legal/responsible'],
      ['Yardım / Müşteri Hizmetleri', '/customerService'],
    ]);
    expect(screen.getByTestId('footer-18')).toHaveTextContent('18+');
    expect(footer).toHaveTextContent('yalnızca 18 yaş ve üzeri');
    expect(observers).toBe(1);
    expect(apiPost).not.toHaveBeenCalled();
    expect(screen.queryByTestId('footer-company')).toBeNull();

    await act(async () => enter());
    expect(apiPost).toHaveBeenCalledTimes(1);
    expect(apiPost.mock.calls[0]?.[0]).toBe('/legal/list');
    expect(await screen.findByTestId('footer-licence')).toHaveTextContent('Curaçao lisansı OGL/2024/1187');
    expect(screen.getByTestId('footer-company')).toHaveTextContent('Anadolu Eğlence Teknolojileri N.V.');
    expect(within(screen.getByTestId('footer-payments')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['EFT / Havale', 'Papara', 'USDT']);
    expect(screen.getByTestId('footer-providers')).toHaveTextContent('Evolution');
  });

  it.each([
    ['en', 'Terms of Use', 'Help / Customer Service'],
    ['zh-CN', '使用条款', '帮助 / 客户服务'],
  ])('speaks %s', async (lang, terms, help) => {
    await act(() => i18n.changeLanguage(lang));
    show();
    await settle();
    expect(await screen.findByRole('link', { name: terms })).toHaveAttribute('href', '/legal/terms');
    expect(screen.getByRole('link', { name: help })).toBeInTheDocument();
  });

  it('keeps its links when the facts cannot be fetched', async () => {
    apiPost.mockRejectedValue(new Error('offline'));
    await act(() => i18n.changeLanguage('tk'));
    show();
    await settle();
    await screen.findByTestId('site-footer');
    await act(async () => enter());
    expect(apiPost).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('link')).toHaveLength(6);
    expect(screen.queryByTestId('footer-company')).toBeNull();
  });
});
