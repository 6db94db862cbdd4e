import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { resetUser, setLoginTime, clearLoginTime, userStore, type CatalogueGame } from '@casino/shared';
import { FakeIntersectionObserver, renderAt, setupI18n } from '../../../testing/render';
import { GameCard } from './game-card';
import { setFavorite } from '../api/games-api';

jest.mock('../api/games-api', () => ({ setFavorite: jest.fn() }));
const setFavoriteMock = setFavorite as jest.MockedFunction<typeof setFavorite>;

const game = (over: Partial<CatalogueGame> = {}): CatalogueGame => ({
  gameId: 42,
  gameName: 'Gates of Olympus',
  imageUrlLobby: '/labelGame/art/42.svg',
  haveDemo: true,
  categoryId: 1,
  firmCode: 'PP',
  ...over,
});

beforeAll(setupI18n);
beforeEach(() => {
  resetUser();
  setLoginTime(Date.now() - 60_000);
});

describe('GameCard', () => {
  it('opens the demo page for a game with a demo', () => {
    renderAt(<GameCard game={game()} />);
    fireEvent.click(screen.getByTestId('game-card'));
    expect(screen.getByTestId('location')).toHaveTextContent('/gamePlayingFront/42');
  });

  it('opens gamePlaying in real mode for a game without a demo, from its link (what Enter activates)', () => {
    renderAt(<GameCard game={game({ haveDemo: false })} />);
    // The link's name is its visible text, the game's name (WCAG 2.5.3), and it leads where the card does.
    const link = screen.getByRole('link', { name: 'Gates of Olympus' });
    expect(link).toHaveAttribute('href', '/gamePlaying/42/1');
    fireEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/gamePlaying/42/1');
  });

  it('leaves a modified click (open in a new tab) to the browser', () => {
    renderAt(<GameCard game={game()} />);
    fireEvent.click(screen.getByRole('link', { name: 'Gates of Olympus' }), { ctrlKey: true });
    expect(screen.getByTestId('location')).not.toHaveTextContent('/gamePlayingFront/42');
  });

  it('sends a login older than 7 days to /login', () => {
    setLoginTime(Date.now() - 8 * 24 * 3600_000);
    renderAt(<GameCard game={game()} />);
    fireEvent.click(screen.getByTestId('game-card'));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    clearLoginTime();
  });

  it('drawer variant opens gamePlaying and shows the name', () => {
    renderAt(<GameCard game={game()} variant="drawer" />);
    expect(screen.getByText('Gates of Olympus')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('game-card'));
    expect(screen.getByTestId('location')).toHaveTextContent('/gamePlaying/42/1');
  });

  it('loads its art only once the card is on screen (a card its row clips waits for the swipe)', () => {
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
    FakeIntersectionObserver.visible = false;
    try {
      renderAt(<GameCard game={game()} />);
      const card = screen.getByTestId('game-card');
      expect(card.querySelector('img')).toBeNull();
      act(() => FakeIntersectionObserver.reveal());
      expect(card.querySelector('img')?.getAttribute('src')).toMatch(/\/labelGame\/art\/42\.svg$/);
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('shows its art in a fixed box (at once without IntersectionObserver) and a stable N online figure in range', () => {
    function Harness() {
      const [n, setN] = useState(0);
      return (
        <>
          <button onClick={() => setN(n + 1)}>rerender {n}</button>
          <GameCard game={game()} onOpen={() => n} />
        </>
      );
    }
    renderAt(<Harness />);
    const img = screen.getByTestId('game-card').querySelector('img')!;
    expect(img).toHaveAttribute('width', '300');
    expect(img.getAttribute('src')).toMatch(/^http.*\/labelGame\/art\/42\.svg$/);
    const text = screen.getByTestId('game-card-online').textContent!;
    const n = Number(text.replace(/\D/g, ''));
    expect(text).toMatch(/çevrimiçi/);
    expect(n).toBeGreaterThanOrEqual(100);
    expect(n).toBeLessThanOrEqual(9999);
    fireEvent.click(screen.getByText('rerender 0'));
    expect(screen.getByText('rerender 1')).toBeInTheDocument();
    expect(screen.getByTestId('game-card-online').textContent).toBe(text);
  });

  it('toggles the favourite star through /labelGame/favoriteGame without opening the game', async () => {
    userStore.isLogin = true;
    setFavoriteMock.mockResolvedValueOnce({ gameId: 42, favorite: true }).mockResolvedValueOnce({ gameId: 42, favorite: false });
    renderAt(<GameCard game={game()} />, { path: '/x' });
    const star = screen.getByRole('button', { name: 'Favorilere ekle' });
    await act(async () => fireEvent.click(star));
    expect(setFavoriteMock).toHaveBeenLastCalledWith(42, 1);
    expect(userStore.favoriteGameList.map((g) => g.gameId)).toEqual([42]);
    expect(screen.getByTestId('location')).toHaveTextContent('/x');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Favorilerden çıkar' })));
    expect(setFavoriteMock).toHaveBeenLastCalledWith(42, 0);
    expect(userStore.favoriteGameList).toEqual([]);
  });

  it('sends a logged-out user from the star to /login', () => {
    renderAt(<GameCard game={game()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Favorilere ekle' }));
    expect(setFavoriteMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
