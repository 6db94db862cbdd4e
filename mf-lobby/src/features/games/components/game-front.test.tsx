import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, patchUser, resetUser, Route, Routes, setLoginTime, useLocation } from '@casino/shared';
import { setupI18n } from '../../../testing/render';
import * as games from '../api/games-api';
import * as launchApi from '../api/launch-api';
import GamePlayingFrontPage from '../../../pages/game-playing-front';

jest.mock('../api/games-api');
jest.mock('../api/launch-api');
const mocked = jest.mocked(games);
const launch = jest.mocked(launchApi);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The front page as a card opens it: with the card's game in the navigation state. */
const openFront = (state: unknown = { game: { gameName: 'Sweet Bonanza', imageUrlLobby: '/labelGame/art/9.webp' } }) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: '/gamePlayingFront/9', state }]}>
      <Routes>
        <Route path="/gamePlayingFront/:id" element={<GamePlayingFrontPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

beforeAll(() => setupI18n());
beforeEach(() => {
  resetUser();
  setLoginTime();
  patchUser({ isLogin: true, role: 'user', totalAssets: 123_456 });
  mocked.fetchGame.mockResolvedValue({ gameId: 9, gameName: 'Gates of Olympus', imageUrlLobby: '/labelGame/art/9.webp', haveDemo: true, categoryId: 1, firmCode: 'PP' });
  launch.fetchGameUrl.mockImplementation(async (gameId, isReal) => ({ url: `http://sandbox/games/launch?gameId=${gameId}&mode=${isReal ? 'real' : 'demo'}`, isReal: isReal === 1 }));
});

describe('gamePlayingFront: the game front page', () => {
  it('names the game, shows the balance and launches nothing until the player chooses', () => {
    openFront();
    expect(screen.getByTestId('game-front-name')).toHaveTextContent('Sweet Bonanza');
    expect(screen.getByTestId('game-front-balance')).toHaveTextContent('Bakiyeniz1.234,56 ₺');
    expect(screen.getByRole('button', { name: 'Gerçek parayla oyna' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Demo' })).toBeEnabled();
    expect(launch.fetchGameUrl).not.toHaveBeenCalled();
    // The card named it: no call for the name.
    expect(mocked.fetchGame).not.toHaveBeenCalled();
  });

  it('"Gerçek parayla oyna" opens gamePlaying in real mode', () => {
    openFront();
    fireEvent.click(screen.getByRole('button', { name: 'Gerçek parayla oyna' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/gamePlaying/9/1');
  });

  it('a guest tapping "Gerçek parayla oyna" (here or inside the demo) is taken to Kaydol, to come back to the game', async () => {
    patchUser({ role: 'tourist', isLogin: false, isNewUserLogin: true });
    const view = openFront();
    fireEvent.click(screen.getByRole('button', { name: 'Gerçek parayla oyna' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/(login\?type=register&|register\?)redirect=%2FgamePlaying%2F9%2F1$/);
    view.unmount();
    openFront();
    fireEvent.click(screen.getByRole('button', { name: 'Demo' }));
    await screen.findByTitle('Oyun');
    fireEvent.click(screen.getByTestId('demo-play-real'));
    expect(screen.getByTestId('location')).toHaveTextContent(/redirect=%2FgamePlaying%2F9%2F1$/);
  });

  it('"Demo" plays the demo here, and real play is one tap away from inside the demo', async () => {
    openFront();
    fireEvent.click(screen.getByRole('button', { name: 'Demo' }));
    expect(await screen.findByTitle('Oyun')).toHaveAttribute('src', 'http://sandbox/games/launch?gameId=9&mode=demo');
    expect(launch.fetchGameUrl).toHaveBeenCalledWith(9, 0);
    fireEvent.click(screen.getByTestId('demo-play-real'));
    expect(screen.getByTestId('location')).toHaveTextContent('/gamePlaying/9/1');
  });

  it('opened by its address (no card state): the game art by id at once, then the game named from the API', async () => {
    openFront(null);
    expect(screen.getByTestId('game-front').querySelector('img')?.getAttribute('src')).toMatch(/\/labelGame\/art\/9\.webp$/);
    expect(await screen.findByText('Gates of Olympus')).toHaveAttribute('data-testid', 'game-front-name');
    expect(mocked.fetchGame).toHaveBeenCalledWith(9);
  });

  it('opened by its address for a game the API does not know: the generic title stays, the page still works', async () => {
    mocked.fetchGame.mockRejectedValue(new Error('NOT_FOUND'));
    openFront(null);
    await screen.findByTestId('game-front-name');
    await act(async () => {}); // the refused lookup has settled
    expect(screen.getByTestId('game-front-name')).toHaveTextContent('Oyun');
    expect(screen.getByRole('button', { name: 'Gerçek parayla oyna' })).toBeEnabled();
  });
});
