import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { globalStore } from '@casino/shared';
import { fakeApi, resetState, setupI18n, type TFakeAnswer } from '../../../testing/test-setup';
import type { GameRecord, GameRecordPage } from '@casino/shared';
import { BettingRecords } from './betting-records';

// 2026-03-10 09:30 in Istanbul (UTC+3).
const NOW = Date.parse('2026-03-10T06:30:00Z');

const round = (n: number, over: Partial<GameRecord> = {}): GameRecord => ({
  roundId: `r-${n}`,
  gameId: 7,
  gameName: 'Sweet Bonanza',
  currency: 'TRY',
  betMinor: 100,
  winMinor: 0,
  refundMinor: 0,
  netMinor: -100,
  status: 'closed',
  createTime: '2026-03-09T21:15:00.000Z',
  updateTime: '2026-03-09T21:15:01.000Z',
  ...over,
});
const pageOf = (list: GameRecord[], total: number, page = 1): TFakeAnswer => ({ resultData: { list, total, page, pageSize: 20 } satisfies GameRecordPage });
const recent: TFakeAnswer = { resultData: { list: [{ gameId: 9, gameName: 'Aviator', imageUrlLobby: '', haveDemo: true }], total: 1, page: 1, pageSize: 50 } };

/** The filter fields of each /balance/getGameRecord call, without the common fields. */
const queries = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.path === '/balance/getGameRecord').map(({ body: { page, pageSize, gameId, startTime, endTime } }) => ({ page, pageSize, gameId, startTime, endTime }));

beforeAll(() => setupI18n('tk'));
beforeEach(() => {
  resetState();
  globalStore.isPc = true;
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});

describe('myBettingRecords', () => {
  it('asks for the last 7 Istanbul days first, then follows the range and game filters', async () => {
    const api = fakeApi({ '/balance/getGameRecord': () => pageOf([round(1)], 1), '/labelGame/getRecentGames': () => recent });
    render(<BettingRecords />);
    expect(screen.getByTestId('records-skeleton')).toBeInTheDocument();
    expect(await screen.findByTestId('round-row')).toBeInTheDocument();
    // Whole days in Europe/Istanbul: 2026-03-04 00:00 +03:00 up to 2026-03-11 00:00 +03:00.
    expect(queries(api)).toEqual([{ page: 1, pageSize: 20, gameId: undefined, startTime: '2026-03-03T21:00:00.000Z', endTime: '2026-03-10T21:00:00.000Z' }]);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bugün' })));
    expect(screen.getByRole('button', { name: 'Bugün' })).toHaveAttribute('aria-pressed', 'true');
    await act(async () => fireEvent.change(screen.getByTestId('records-game'), { target: { value: '9' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '30 gün' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tümü' })));
    expect(queries(api).slice(1)).toEqual([
      { page: 1, pageSize: 20, gameId: undefined, startTime: '2026-03-09T21:00:00.000Z', endTime: '2026-03-10T21:00:00.000Z' },
      { page: 1, pageSize: 20, gameId: 9, startTime: '2026-03-09T21:00:00.000Z', endTime: '2026-03-10T21:00:00.000Z' },
      { page: 1, pageSize: 20, gameId: 9, startTime: '2026-02-08T21:00:00.000Z', endTime: '2026-03-10T21:00:00.000Z' },
      { page: 1, pageSize: 20, gameId: 9, startTime: undefined, endTime: undefined },
    ]);
    // The game choices: recent games plus the games of the rounds shown.
    const options = within(screen.getByTestId('records-game')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Tüm oyunlar', 'Aviator', 'Sweet Bonanza']);
  });

  it('shows game, Istanbul time, stake, win, signed net and status in the desktop table', async () => {
    fakeApi({
      '/balance/getGameRecord': () =>
        pageOf([round(1, { winMinor: 250_000, netMinor: 249_900 }), round(2), round(3, { status: 'open', netMinor: -100 }), round(4, { refundMinor: 100, netMinor: 0 })], 4),
      '/labelGame/getRecentGames': () => ({ resultData: { list: [], total: 0 } }),
    });
    render(<BettingRecords />);
    const rows = await screen.findAllByTestId('round-row');
    expect(screen.getByTestId('records-table')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Sweet Bonanza');
    expect(rows[0]).toHaveTextContent('10.03.2026 00:15:00');
    expect(within(rows[0]!).getByTestId('round-stake')).toHaveTextContent('1,00 ₺');
    expect(within(rows[0]!).getByTestId('round-win')).toHaveTextContent('2.500,00 ₺');
    expect(within(rows[0]!).getByTestId('round-net')).toHaveTextContent('+2.499,00 ₺');
    expect(within(rows[0]!).getByTestId('round-net')).toHaveClass('acc-rec__net--up');
    expect(within(rows[1]!).getByTestId('round-net')).toHaveTextContent('-1,00 ₺');
    expect(within(rows[1]!).getByTestId('round-net')).toHaveClass('acc-rec__net--down');
    expect(rows.map((r) => within(r).getByTestId('round-status').textContent)).toEqual(['Tamamlandı', 'Tamamlandı', 'Devam ediyor', 'İade edildi']);
    expect(screen.getByTestId('records-count')).toHaveTextContent('4 tur');
    expect(screen.getByText('Hepsi bu kadar.')).toBeInTheDocument();
  });

  it('loads the next page on "show more", appends it and stops at the total', async () => {
    const api = fakeApi({
      '/balance/getGameRecord': ({ page }) =>
        page === 1 ? pageOf(Array.from({ length: 20 }, (_, i) => round(i + 1)), 25) : pageOf(Array.from({ length: 5 }, (_, i) => round(i + 21)), 25, 2),
      '/labelGame/getRecentGames': () => recent,
    });
    render(<BettingRecords />);
    expect(await screen.findAllByTestId('round-row')).toHaveLength(20);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Daha fazla göster' })));
    expect(screen.getAllByTestId('round-row')).toHaveLength(25);
    expect(queries(api).map((q) => q.page)).toEqual([1, 2]);
    expect(queries(api)[1]).toEqual({ ...queries(api)[0], page: 2 });
    expect(screen.queryByTestId('records-more')).toBeNull();
    expect(screen.getByText('Hepsi bu kadar.')).toBeInTheDocument();
  });

  it('keeps the rows when the next page fails and retries it', async () => {
    let failNext = true;
    fakeApi({
      '/balance/getGameRecord': ({ page }) => {
        if (page === 1) return pageOf(Array.from({ length: 20 }, (_, i) => round(i + 1)), 21);
        if (failNext) {
          failNext = false;
          return { state: '500', msg: 'down' };
        }
        return pageOf([round(21)], 21, 2);
      },
      '/labelGame/getRecentGames': () => recent,
    });
    render(<BettingRecords />);
    await screen.findAllByTestId('round-row');
    await act(async () => fireEvent.click(screen.getByTestId('records-more')));
    expect(screen.getByText('Sonraki sayfa yüklenemedi.')).toBeInTheDocument();
    expect(screen.getAllByTestId('round-row')).toHaveLength(20);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' })));
    expect(screen.getAllByTestId('round-row')).toHaveLength(21);
  });

  it('shows the empty state, worded for filters', async () => {
    fakeApi({ '/balance/getGameRecord': () => pageOf([], 0), '/labelGame/getRecentGames': () => ({ state: '500', msg: 'x' }) });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<BettingRecords />);
    expect(await screen.findByTestId('records-empty')).toHaveTextContent('Bu filtrelerle eşleşen tur yok');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tümü' })));
    expect(screen.getByTestId('records-empty')).toHaveTextContent('Bir oyun oynadığınızda turlarınız burada görünecek.');
    expect(screen.queryByTestId('records-table')).toBeNull();
  });

  it('shows an error with a retry that loads the rounds', async () => {
    let calls = 0;
    const api = fakeApi({
      '/balance/getGameRecord': () => (++calls === 1 ? { state: '500', msg: 'Sunucu hatası' } : pageOf([round(1)], 1)),
      '/labelGame/getRecentGames': () => recent,
    });
    render(<BettingRecords />);
    expect(await screen.findByTestId('records-error')).toHaveTextContent('Bahis geçmişi yüklenemedi.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' })));
    expect(screen.getAllByTestId('round-row')).toHaveLength(1);
    expect(queries(api)).toHaveLength(2);
  });

  it('lists rounds as cards on mobile', async () => {
    globalStore.isPc = false;
    fakeApi({ '/balance/getGameRecord': () => pageOf([round(1)], 1), '/labelGame/getRecentGames': () => recent });
    render(<BettingRecords />);
    expect(await screen.findByTestId('records-cards')).toBeInTheDocument();
    expect(screen.queryByTestId('records-table')).toBeNull();
    expect(screen.getByTestId('round-net')).toHaveTextContent('-1,00 ₺');
  });

  it('shows a sport bet with its selections and its slip status (open, won, lost, void), on mobile and desktop', async () => {
    const leg = (n: number, result: 'won' | 'lost' | 'void' | null) => ({
      selectionId: `tr-super-lig.1.${n}/1x2/home`,
      sport: 'football',
      competition: 'Trendyol Süper Lig',
      event: n === 0 ? 'Galatasaray - Fenerbahçe' : 'Beşiktaş - Trabzonspor',
      market: 'Maç Sonucu',
      pick: n === 0 ? '1 · Galatasaray' : '1 · Beşiktaş',
      oddsX100: 185,
      startsAt: '2026-03-09T18:00:00.000Z',
      live: false,
      result,
    });
    const sport = (status: 'open' | 'won' | 'lost' | 'void', results: Array<'won' | 'lost' | 'void' | null>) => ({
      kind: results.length > 1 ? ('acca' as const) : ('single' as const),
      status,
      oddsX100: 342,
      potentialReturnMinor: 3_422,
      winMinor: status === 'won' ? 3_422 : 0,
      legs: results.map((r, i) => leg(i, r)),
    });
    const list = [
      round(1, { gameName: '', betMinor: 1_000, status: 'open', sport: sport('open', [null, 'won']) }),
      round(2, { gameName: '', betMinor: 1_000, winMinor: 3_422, netMinor: 2_422, sport: sport('won', ['won', 'won']) }),
      round(3, { gameName: '', betMinor: 1_000, netMinor: -1_000, sport: sport('lost', ['lost']) }),
      round(4, { gameName: '', betMinor: 1_000, refundMinor: 1_000, netMinor: 0, sport: sport('void', ['void']) }),
    ];
    for (const isPc of [false, true]) {
      globalStore.isPc = isPc;
      fakeApi({ '/balance/getGameRecord': () => pageOf(list, 4), '/labelGame/getRecentGames': () => recent });
      const view = render(<BettingRecords />);
      const rows = await screen.findAllByTestId('round-row');
      expect(rows.map((r) => within(r).getByTestId('round-status').textContent)).toEqual(['Devam ediyor', 'Kazandı', 'Kaybetti', 'İade (geçersiz)']);
      expect(rows[0]).toHaveTextContent('Spor · Kombine (2)');
      expect(rows[2]).toHaveTextContent('Spor · Tekli');
      const legs = screen.getAllByTestId('round-sport');
      expect(legs).toHaveLength(4);
      expect(within(legs[0]!).getAllByTestId('round-leg')).toHaveLength(2);
      expect(legs[0]).toHaveTextContent('1 · Galatasaray · Maç Sonucu');
      expect(legs[0]).toHaveTextContent('Galatasaray - Fenerbahçe · Trendyol Süper Lig');
      expect(legs[0]).toHaveTextContent('Olası kazanç 34,22');
      expect(legs[1]).not.toHaveTextContent('Olası kazanç');
      view.unmount();
    }
  });
});
