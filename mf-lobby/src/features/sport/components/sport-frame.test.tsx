import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, bus, patchUser, resetUser, setLoginTime, type BusEvents } from '@casino/shared';
import { renderAt, setupI18n } from '../../../testing/render';
import { fakeApi } from '../../../testing/fake-api';
import * as sport from '../api/sport-api';
import { resetTopUpMemo } from '../../games/hooks/use-real-wallet';
import SportPage from '../../../pages/sport';

jest.mock('../api/sport-api');
const mocked = jest.mocked(sport);

beforeAll(() => setupI18n());
beforeEach(() => {
  resetUser();
  resetTopUpMemo();
  setLoginTime();
  patchUser({ isLogin: true, totalAssets: 0 });
  mocked.fetchSportUrl.mockResolvedValue({ url: 'http://sandbox/sportsbook/launch?token=t&lang=tk' });
});

describe('/sport', () => {
  it('opens the sportsbook in a frame and announces the balance of the launch once', async () => {
    const api = fakeApi({ '/user/getUserInfo': () => ({ resultData: { totalAssets: 100_000 } }) });
    const events: BusEvents['wallet:balance-changed'][] = [];
    const sub = bus.on('wallet:balance-changed').subscribe((e) => events.push(e));
    renderAt(<SportPage />, { path: '/sport', route: '/sport' });
    expect(screen.getByTestId('sport-loading')).toHaveTextContent('Spor bahisleri yükleniyor…');
    const frame = await screen.findByTitle('Spor bahisleri');
    expect(frame).toHaveAttribute('src', 'http://sandbox/sportsbook/launch?token=t&lang=tk');
    fireEvent.load(frame);
    await waitFor(() => expect(events).toEqual([{ totalAssetsMinor: 100_000 }]));
    sub.unsubscribe();
    expect(screen.queryByTestId('sport-loading')).toBeNull();
    expect(api.paths()).toEqual(['/user/getUserInfo']);
  });

  it('shows an error with a retry, and the age gate when the server wants 18+ confirmed', async () => {
    fakeApi({ '/user/getUserInfo': () => ({ resultData: { totalAssets: 100_000 } }) });
    mocked.fetchSportUrl.mockRejectedValueOnce(new Error('down'));
    renderAt(<SportPage />, { path: '/sport', route: '/sport' });
    expect(await screen.findByText('Spor bahisleri açılamadı. Lütfen tekrar deneyin.')).toBeInTheDocument();
    mocked.fetchSportUrl.mockRejectedValueOnce(new ApiError('403', 'Oynamadan önce ...', 'AGE_NOT_CONFIRMED'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' })));
    expect(await screen.findByTestId('age-gate')).toBeInTheDocument();
  });

  it('a guest is refused real money (REGISTER_REQUIRED): Kaydol, back to /sport after, no frame and no error', async () => {
    fakeApi({ '/user/getUserInfo': () => ({ resultData: { totalAssets: 100_000 } }) });
    patchUser({ role: 'tourist' });
    mocked.fetchSportUrl.mockRejectedValueOnce(new ApiError('403', 'Gerçek parayla oynamak için üye olun', 'REGISTER_REQUIRED'));
    renderAt(<SportPage />, { path: '/sport', route: '/sport' });
    const gate = await screen.findByTestId('member-gate');
    expect(gate).toHaveTextContent('Gerçek parayla oynamak için üye olun');
    expect(screen.getByTestId('member-gate-register')).toHaveAttribute('href', '/login?type=register&redirect=%2Fsport');
    expect(screen.queryByTestId('member-gate-demo')).toBeNull();
    expect(screen.queryByTitle('Spor bahisleri')).toBeNull();
    expect(screen.queryByText('Spor bahisleri açılamadı. Lütfen tekrar deneyin.')).toBeNull();
  });
});
