import { act, fireEvent, screen } from '@testing-library/react';
import { IDLE_FALLBACK_MS, userStore, type Banner } from '@casino/shared';
import { fakeApi } from '../../../testing/fake-api';
import { renderAt, setupI18n } from '../../../testing/render';
import { BANNER_INTERVAL_MS, BannerSlot } from './banner-slot';

const banners: Banner[] = [
  { id: 1, title: 'Hoş geldiniz!', subtitle: 'Posta kutunuzda hediye var', imageUrl: '/banner/art/1.svg', link: '/promotions', contentLang: 'tr', contentFallback: false },
  { id: 2, title: 'Günlük Giriş Ödülü', subtitle: '', imageUrl: 'https://cdn.example/b2.png', link: '/signin', contentLang: 'tr', contentFallback: false },
];

beforeAll(() => setupI18n());
afterEach(() => jest.useRealTimers());

describe('BannerSlot', () => {
  it('follows a language switch without a reload: the banners are asked again in the new language', async () => {
    const english: Banner[] = [{ ...banners[0]!, title: 'Welcome!', subtitle: 'A gift waits in your mailbox', contentLang: 'en' }];
    const api = fakeApi({ '/banner/list': () => ({ resultData: userStore.lang === 'en' ? english : banners }) });
    renderAt(<BannerSlot />);
    await act(async () => undefined);
    expect(screen.getAllByTestId('banner-slide')[0]?.querySelector('img')).toHaveAttribute('alt', 'Hoş geldiniz!: Posta kutunuzda hediye var');
    await act(async () => {
      userStore.lang = 'en';
    });
    expect(screen.getAllByTestId('banner-slide')[0]?.querySelector('img')).toHaveAttribute('alt', 'Welcome!: A gift waits in your mailbox');
    await act(async () => {
      userStore.lang = 'tk';
    });
    expect(screen.getAllByTestId('banner-slide')[0]?.querySelector('img')).toHaveAttribute('alt', 'Hoş geldiniz!: Posta kutunuzda hediye var');
    expect(api.paths().filter((p) => p === '/banner/list')).toHaveLength(3);
  });

  it('keeps the hero while banners load and when there are none', async () => {
    fakeApi({ '/banner/list': () => ({ resultData: [] }) });
    renderAt(<BannerSlot />);
    expect(screen.getByText('Hoş geldin bonusu seni bekliyor')).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.getByText('Hoş geldin bonusu seni bekliyor')).toBeInTheDocument();
    expect(screen.queryByTestId('banner-carousel')).not.toBeInTheDocument();
  });

  it('keeps the hero when the banners cannot be loaded', async () => {
    fakeApi({});
    renderAt(<BannerSlot />);
    await act(async () => undefined);
    expect(screen.getByText('Hoş geldin bonusu seni bekliyor')).toBeInTheDocument();
  });

  it('shows the banners as a carousel: auto-advance, dots, arrows, a tap leads to the link', async () => {
    jest.useFakeTimers();
    fakeApi({ '/banner/list': () => ({ resultData: banners }) });
    renderAt(<BannerSlot />);
    await act(async () => undefined);
    const slides = screen.getAllByTestId('banner-slide');
    expect(slides).toHaveLength(2);
    expect(slides[0]?.querySelector('img')).toHaveAttribute('alt', 'Hoş geldiniz!: Posta kutunuzda hediye var');
    expect(slides[0]?.querySelector('img')?.getAttribute('src')).toMatch(/\/banner\/art\/1\.svg$/);
    // The next slide's picture waits for the page to settle (it would take bandwidth from the boot).
    expect(slides[1]?.querySelector('img')).toBeNull();
    const track = () => screen.getByRole('list').style.transform;
    expect(track()).toBe('translateX(-0%)');
    act(() => jest.advanceTimersByTime(IDLE_FALLBACK_MS));
    expect(screen.getAllByTestId('banner-slide')[1]?.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/b2.png');
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(track()).toBe('translateX(-100%)');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Sonraki kampanya' })));
    expect(track()).toBe('translateX(-0%)');
    act(() => fireEvent.click(screen.getByRole('button', { name: '2. kampanyaya git' })));
    expect(track()).toBe('translateX(-100%)');
    act(() => fireEvent.click(screen.getAllByTestId('banner-slide')[1]!));
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
  });

  it('does not move before the page has settled, nor while the tab is hidden', async () => {
    jest.useFakeTimers();
    fakeApi({ '/banner/list': () => ({ resultData: banners }) });
    renderAt(<BannerSlot />);
    await act(async () => undefined);
    const track = () => screen.getByRole('list').style.transform;
    // Not settled yet (no idle moment after load): the first banner stays, it is the page's LCP element.
    act(() => jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1));
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS - 1));
    expect(track()).toBe('translateX(-0%)');
    act(() => jest.advanceTimersByTime(1));
    // Settled after IDLE_FALLBACK_MS: the carousel moves one interval later.
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(track()).toBe('translateX(-100%)');

    const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(track()).toBe('translateX(-100%)');
    hidden.mockReturnValue(false);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(track()).toBe('translateX(-0%)');
    hidden.mockRestore();
  });

  it('loads the next picture at once when the player moves the carousel before the page settles', async () => {
    fakeApi({ '/banner/list': () => ({ resultData: banners }) });
    renderAt(<BannerSlot />);
    await act(async () => undefined);
    expect(screen.getAllByTestId('banner-slide')[1]?.querySelector('img')).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Sonraki kampanya' })));
    expect(screen.getByRole('list').style.transform).toBe('translateX(-100%)');
    expect(screen.getAllByTestId('banner-slide')[1]?.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/b2.png');
  });
});
