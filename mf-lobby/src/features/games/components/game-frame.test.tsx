import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, bus, patchUser, resetUser, setLoginTime, userStore, type BusEvents } from '@casino/shared';
import { renderAt, setupI18n } from '../../../testing/render';
import { fakeApi } from '../../../testing/fake-api';
import * as games from '../api/games-api';
import * as launchApi from '../api/launch-api';
import { resetTopUpMemo } from '../hooks/use-real-wallet';
import GamePlayingPage from '../../../pages/game-playing';
import GamePlayingFrontPage from '../../../pages/game-playing-front';

jest.mock('../api/games-api');
jest.mock('../api/launch-api');
const mocked = jest.mocked(games);
const launch = jest.mocked(launchApi);

function balanceEvents() {
  const events: BusEvents['wallet:balance-changed'][] = [];
  const sub = bus.on('wallet:balance-changed').subscribe((e) => events.push(e));
  return { events, stop: () => sub.unsubscribe() };
}

const openReal = (id = 5) => renderAt(<GamePlayingPage />, { path: `/gamePlaying/${id}/1`, route: '/gamePlaying/:id/:isReal?' });

beforeAll(() => setupI18n());
beforeEach(() => {
  resetUser();
  resetTopUpMemo();
  setLoginTime();
  patchUser({ isLogin: true, role: 'user', totalAssets: 0 });
  launch.fetchGameUrl.mockImplementation(async (gameId, isReal) => ({ url: `http://sandbox/games/launch?gameId=${gameId}&mode=${isReal ? 'real' : 'demo'}`, isReal: isReal === 1 }));
  // A game front page opened by its address asks for the game's name: none known here.
  mocked.fetchGame.mockResolvedValue(null);
});

describe('game pages and the wallet', () => {
  it('after a real launch reads user info once and announces the fresh balance (the welcome grant)', async () => {
    const api = fakeApi({ '/user/getUserInfo': () => ({ resultData: { totalAssets: 100_000, nikeName: 'Guest' } }) });
    const balance = balanceEvents();
    openReal();
    await waitFor(() => expect(balance.events).toEqual([{ totalAssetsMinor: 100_000 }]));
    balance.stop();
    expect(api.paths()).toEqual(['/user/getUserInfo']);
    expect(userStore.totalAssets).toBe(100_000);
    expect(screen.queryByTestId('zero-balance')).toBeNull();
  });

  it('demo makes no balance call and announces nothing', async () => {
    const api = fakeApi({});
    const balance = balanceEvents();
    renderAt(<GamePlayingFrontPage />, { path: '/gamePlayingFront/9', route: '/gamePlayingFront/:id' });
    fireEvent.click(screen.getByRole('button', { name: 'Demo' }));
    fireEvent.load(await screen.findByTitle('Oyun'));
    await act(async () => undefined);
    balance.stop();
    expect(launch.fetchGameUrl).toHaveBeenCalledWith(9, 0);
    expect(api.paths()).toEqual([]);
    expect(balance.events).toEqual([]);
  });

  it('no balance call when the real launch fails', async () => {
    launch.fetchGameUrl.mockRejectedValue(new Error('down'));
    const api = fakeApi({});
    openReal();
    expect(await screen.findByText('Oyun açılamadı. Lütfen tekrar deneyin.')).toBeInTheDocument();
    expect(api.paths()).toEqual([]);
  });

  it('a 0 balance shows the notice; the sandbox top-up refills, announces and relaunches the game', async () => {
    let balanceMinor = 0;
    const api = fakeApi({
      '/user/getUserInfo': () => ({ resultData: { totalAssets: balanceMinor } }),
      '/wallet/sandboxTopUp': () => {
        balanceMinor = 100_000;
        return { resultData: { totalAssets: balanceMinor } };
      },
    });
    openReal();
    expect(await screen.findByTestId('zero-balance')).toHaveTextContent('Bakiyeniz 0,00');
    const balance = balanceEvents();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bakiye yükle (sandbox)' })));
    await waitFor(() => expect(screen.queryByTestId('zero-balance')).toBeNull());
    balance.stop();
    expect(balance.events[0]).toEqual({ totalAssetsMinor: 100_000 });
    expect(userStore.totalAssets).toBe(100_000);
    expect(launch.fetchGameUrl).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(api.paths()).toEqual(['/user/getUserInfo', '/wallet/sandboxTopUp', '/user/getUserInfo']));
  });

  it('offers Recharge instead when the API has no sandbox top-up', async () => {
    fakeApi({ '/user/getUserInfo': () => ({ resultData: { totalAssets: 0 } }) });
    openReal();
    const topUp = await screen.findByTestId('sandbox-top-up');
    await act(async () => fireEvent.click(topUp));
    const link = await screen.findByRole('link', { name: 'Para Yatır' });
    expect(link).toHaveAttribute('href', '/kisiselBilgiler/recharge');
    expect(screen.queryByTestId('sandbox-top-up')).toBeNull();
  });

  it('the notice follows the balance the game frame reports', async () => {
    fakeApi({ '/user/getUserInfo': () => ({ resultData: { totalAssets: 100 } }) });
    openReal();
    await waitFor(() => expect(userStore.totalAssets).toBe(100));
    expect(screen.queryByTestId('zero-balance')).toBeNull();
    // The shell turns the frame's message into the store's balance.
    await act(async () => patchUser({ totalAssets: 0 }));
    expect(screen.getByTestId('zero-balance')).toBeInTheDocument();
  });

  it('a guest refused real money (REGISTER_REQUIRED) is offered Kaydol, back to this game after, and the demo when there is one', async () => {
    patchUser({ role: 'tourist', isLogin: false, isNewUserLogin: true });
    launch.fetchGameUrl.mockRejectedValueOnce(new ApiError('403', 'Gerçek parayla oynamak için üye olun', 'REGISTER_REQUIRED'));
    mocked.fetchGame.mockResolvedValue({ gameId: 5, gameName: 'Sweet Bonanza', imageUrlLobby: '', haveDemo: true, categoryId: 1, firmCode: 'PP' });
    const api = fakeApi({});
    openReal();
    const gate = await screen.findByTestId('member-gate');
    expect(gate).toHaveTextContent('Gerçek parayla oynamak için üye olun');
    expect(screen.getByRole('link', { name: 'Kaydol' }).getAttribute('href')).toMatch(/^\/(login\?type=register&|register\?)redirect=%2FgamePlaying%2F5%2F1$/);
    expect(await screen.findByRole('link', { name: 'Demo oyna' })).toHaveAttribute('href', '/gamePlayingFront/5');
    // No game, no balance read, no error.
    expect(screen.queryByTitle('Oyun')).toBeNull();
    expect(screen.queryByText('Oyun açılamadı. Lütfen tekrar deneyin.')).toBeNull();
    expect(api.paths()).toEqual([]);
  });

  it('a guest refused a game without a demo is offered Kaydol only', async () => {
    launch.fetchGameUrl.mockRejectedValueOnce(new ApiError('403', 'Gerçek parayla oynamak için üye olun', 'REGISTER_REQUIRED'));
    mocked.fetchGame.mockResolvedValue({ gameId: 5, gameName: 'Crash X', imageUrlLobby: '', haveDemo: false, categoryId: 4, firmCode: 'PP' });
    openReal();
    await screen.findByTestId('member-gate');
    await act(async () => undefined);
    expect(screen.getByRole('link', { name: 'Kaydol' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Demo oyna' })).toBeNull();
  });

  it('asks for the date of birth when the server wants 18+ confirmed, then launches (demo included)', async () => {
    launch.fetchGameUrl.mockRejectedValueOnce(new ApiError('403', 'Oynamadan önce ...', 'AGE_NOT_CONFIRMED'));
    const api = fakeApi({ '/protection/confirmAge': (body) => ({ resultData: { ageConfirmed: body.birthDate === '1990-04-01' } }) });
    renderAt(<GamePlayingFrontPage />, { path: '/gamePlayingFront/9', route: '/gamePlayingFront/:id' });
    fireEvent.click(screen.getByRole('button', { name: 'Demo' }));
    const gate = await screen.findByTestId('age-gate');
    expect(gate).toHaveTextContent('18 yaş onayı');
    const confirm = screen.getByRole('button', { name: 'Onayla ve oyna' });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByTestId('age-birth-date'), { target: { value: '1990-04-01' } });
    await act(async () => fireEvent.click(confirm));
    expect(await screen.findByTitle('Oyun')).toBeInTheDocument();
    expect(api.paths()).toEqual(['/protection/confirmAge']);
    expect(launch.fetchGameUrl).toHaveBeenCalledTimes(2);
  });
});
