import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { patchUser, userStore, type BetRankData, type Promotion, MemoryRouter, Route, Routes, useLocation } from '@casino/shared';
import { fakeApi, resetState, setupI18n } from '../testing/test-setup';
import PromotionsPage from './promotions';

const promo = (id: number, over: Partial<Promotion> = {}): Promotion => ({
  contentLang: 'tr',
  contentFallback: false,
  id,
  slug: `p-${id}`,
  title: `Promosyon ${id}`,
  summary: 'Kısa açıklama',
  terms: 'Kural 1\nKural 2',
  imageUrl: `/activity/art/${id}.svg`,
  startTime: '2026-01-01T00:00:00.000Z',
  endTime: null,
  ctaKind: 'recharge',
  ctaTarget: '/kisiselBilgiler/recharge',
  ctaLabel: 'Para yatır',
  hasRanking: false,
  ...over,
});
const rank: BetRankData = {
  activityId: 1,
  startTime: '2026-06-01T00:00:00.000Z',
  endTime: '2026-06-08T00:00:00.000Z',
  list: [
    { rank: 1, name: 'Ay***z', betAmount: 125000 },
    { rank: 2, name: 'Me***t', betAmount: 50000 },
  ],
  mine: { rank: 2, betAmount: 50000 },
};

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

beforeAll(() => setupI18n('tk'));
beforeEach(() => {
  resetState();
  patchUser({ userid: '42', isLogin: true, isNewUserLogin: true, sign: 's', token: 't' });
});

describe('PromotionsPage', () => {
  it('lists the promotions with period, terms on demand, the race ranking, and a CTA to a real place', async () => {
    fakeApi({
      '/activity/list': () => ({ resultData: [promo(1, { title: 'Haftalık Bahis Yarışı', hasRanking: true, ctaKind: 'game', ctaTarget: '/gamePlayingFront/7', ctaLabel: 'Hemen oyna' }), promo(2, { endTime: '2026-12-31T20:59:59.000Z' })] }),
      '/activity/betRankData': () => ({ resultData: rank }),
      '/signInRecord/getSignInRecord': () => ({ resultData: { picksNew: [], bsignInToday: false, streak: 0, today: 1, cycleLength: 7, date: '2026-06-01', days: [{ day: 1, amount: 500 }] } }),
    });
    render(
      <MemoryRouter initialEntries={['/promotions']}>
        <Routes>
          <Route path="*" element={<><PromotionsPage /><Where /></>} />
        </Routes>
      </MemoryRouter>,
    );
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('1 Ocak 2026 tarihinden itibaren');
    expect(cards[1]).toHaveTextContent('1 Ocak 2026 – 31 Aralık 2026');
    expect(cards[0]?.querySelector('img')?.getAttribute('src')).toMatch(/\/activity\/art\/1\.svg$/);
    const race = within(cards[0]!);
    expect(await race.findByTestId('bet-rank')).toHaveTextContent('Ay***z');
    expect(race.getByTestId('bet-rank')).toHaveTextContent('1.250,00 ₺');
    expect(race.getByTestId('bet-rank-mine')).toHaveTextContent('Sizin sıranız: 2 · 500,00 ₺');
    expect(within(cards[1]!).queryByTestId('bet-rank')).not.toBeInTheDocument();
    await act(async () => fireEvent.click(race.getByRole('button', { name: 'Kurallar' })));
    expect(race.getByTestId('promotion-terms')).toHaveTextContent('Kural 1Kural 2');
    await act(async () => fireEvent.click(race.getByTestId('promotion-cta')));
    expect(screen.getByTestId('location')).toHaveTextContent('/gamePlayingFront/7');
  });
  it('marks a promotion shown in Turkish to an English reader (no English text yet) and names its language for screen readers', async () => {
    fakeApi({
      '/activity/list': () => ({
        resultData: [
          promo(1, { title: 'Weekly Wagering Race', contentLang: 'en', contentFallback: false }),
          promo(2, { title: 'Kış Turnuvası', summary: 'Soğuk günlerde sıcak ödüller', contentLang: 'tr', contentFallback: true }),
        ],
      }),
      '/signInRecord/getSignInRecord': () => ({ resultData: { picksNew: [], bsignInToday: false, streak: 0, today: 1, cycleLength: 7, date: '2026-06-01', days: [{ day: 1, amount: 500 }] } }),
    });
    render(
      <MemoryRouter initialEntries={['/promotions']}>
        <PromotionsPage />
      </MemoryRouter>,
    );
    const [english, turkish] = await screen.findAllByTestId('promotion-card');
    expect(within(english!).queryByTestId('content-fallback')).toBeNull();
    expect(within(english!).getByRole('heading')).toHaveAttribute('lang', 'en');
    const tag = within(turkish!).getByTestId('content-fallback');
    expect(tag).toHaveTextContent('Türkçe');
    expect(tag).toHaveAttribute('lang', 'tr');
    expect(within(turkish!).getByRole('heading')).toHaveAttribute('lang', 'tr');
    expect(within(turkish!).getByText('Soğuk günlerde sıcak ödüller')).toHaveAttribute('lang', 'tr');
  });

  it('follows a language switch without a reload: promotion titles are asked again in the new language', async () => {
    fakeApi({
      '/activity/list': () => ({ resultData: [userStore.lang === 'en' ? promo(1, { title: 'Weekly Betting Race', contentLang: 'en' }) : promo(1, { title: 'Haftalık Bahis Yarışı' })] }),
      '/signInRecord/getSignInRecord': () => ({ resultData: { picksNew: [], bsignInToday: false, streak: 0, today: 1, cycleLength: 7, date: '2026-06-01', days: [{ day: 1, amount: 500 }] } }),
    });
    render(
      <MemoryRouter>
        <PromotionsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Haftalık Bahis Yarışı')).toBeInTheDocument();
    await act(async () => patchUser({ lang: 'en' }));
    expect(await screen.findByText('Weekly Betting Race')).toBeInTheDocument();
    expect(screen.queryByText('Haftalık Bahis Yarışı')).not.toBeInTheDocument();
    await act(async () => patchUser({ lang: 'tk' }));
    expect(await screen.findByText('Haftalık Bahis Yarışı')).toBeInTheDocument();
  });
});
