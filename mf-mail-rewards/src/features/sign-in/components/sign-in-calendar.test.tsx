import { act, fireEvent, render, screen } from '@testing-library/react';
import { patchUser, userStore, type SignInRecord } from '@casino/shared';
import { fakeApi, recordBus, resetState, setupI18n } from '../../../testing/test-setup';
import { SignInCalendar } from './sign-in-calendar';

const days = [500, 1000, 1500, 2000, 3000, 4000, 10000].map((amount, i) => ({ day: i + 1, amount }));
const record = (over: Partial<SignInRecord> = {}): SignInRecord => ({ picksNew: [1, 2], bsignInToday: false, streak: 2, today: 3, cycleLength: 7, date: '2026-06-03', days, ...over });

beforeAll(() => setupI18n('tk'));
beforeEach(() => {
  resetState();
  patchUser({ userid: '42', isLogin: true, isNewUserLogin: true, sign: 's', token: 't' });
});

describe('SignInCalendar', () => {
  it('shows the cycle: collected days, today and the rewards', async () => {
    const api = fakeApi({ '/signInRecord/getSignInRecord': () => ({ resultData: record() }) });
    render(<SignInCalendar />);
    const cells = await screen.findAllByTestId('signin-day');
    expect(cells).toHaveLength(7);
    expect(cells[0]).toHaveClass('is-done');
    expect(cells[1]).toHaveClass('is-done');
    expect(cells[2]).toHaveClass('is-today');
    expect(cells[2]).toHaveAttribute('aria-current', 'date');
    expect(cells[2]).toHaveTextContent('Bugün');
    expect(cells[6]).toHaveTextContent('7. Gün');
    expect(cells[6]).toHaveTextContent('100,00 ₺');
    expect(screen.getByText('Seri: 2 gün')).toBeInTheDocument();
    expect(screen.getByTestId('signin-collect')).toHaveTextContent('Ödülü topla · 15,00 ₺');
    expect(api.calls[0]?.body).toMatchObject({ userId: '42' });
  });

  it("collects today's reward once: success, the button disabled, the balance on the bus", async () => {
    fakeApi({
      '/signInRecord/getSignInRecord': () => ({ resultData: record() }),
      '/signInRecord/getSignInUpdate': () => ({ resultData: record({ picksNew: [1, 2, 3], bsignInToday: true, streak: 3, collectedAmount: 1500, totalAssets: 101500, creditedAs: 'cash' }) }),
    });
    const balance = recordBus('wallet:balance-changed');
    render(<SignInCalendar />);
    const collectButton = await screen.findByTestId('signin-collect');
    await act(async () => fireEvent.click(collectButton));
    expect(screen.getByTestId('signin-success')).toHaveTextContent('15,00 ₺ giriş ödülü hesabınıza eklendi!');
    expect(screen.getByTestId('signin-collect')).toBeDisabled();
    expect(screen.getByTestId('signin-collect')).toHaveTextContent('Bugün toplandı');
    expect(screen.getAllByTestId('signin-day')[2]).toHaveClass('is-done');
    expect(balance.events).toEqual([{ totalAssetsMinor: 101500 }]);
    expect(userStore.bSignInToday).toBe(true);
    balance.stop();
  });

  it('shows a day already collected as done, and a refused collection reloads the record', async () => {
    let collected = false;
    fakeApi({
      '/signInRecord/getSignInRecord': () => ({ resultData: collected ? record({ bsignInToday: true, picksNew: [1, 2, 3], streak: 3 }) : record() }),
      '/signInRecord/getSignInUpdate': () => {
        collected = true;
        return { state: '409', code: 'SIGN_IN_ALREADY_TODAY', msg: 'Bugünün giriş ödülünü zaten aldınız. Yarın tekrar gelin!' };
      },
    });
    render(<SignInCalendar />);
    const collectButton = await screen.findByTestId('signin-collect');
    await act(async () => fireEvent.click(collectButton));
    expect(screen.getByTestId('signin-collect')).toBeDisabled();
    expect(screen.getByText('Yarın yeni ödülünüz sizi bekliyor.')).toBeInTheDocument();
    expect(screen.queryByTestId('signin-success')).not.toBeInTheDocument();
  });
  it('a guest is asked to verify the phone: the phone-bind dialog is requested and the reward stays to collect', async () => {
    fakeApi({
      '/signInRecord/getSignInRecord': () => ({ resultData: record() }),
      '/signInRecord/getSignInUpdate': () => ({ state: '403', code: 'BONUS_PHONE_REQUIRED', msg: 'Bu bonusu almak için telefon numaranızı doğrulayın.' }),
    });
    const bind = recordBus('dialog:phone-bind-requested');
    render(<SignInCalendar />);
    const collectButton = await screen.findByTestId('signin-collect');
    await act(async () => fireEvent.click(collectButton));
    expect(bind.events).toEqual([{ mode: 'bind' }]);
    expect(screen.getByTestId('signin-phone')).toHaveTextContent('Ödülü toplamak için telefonunuzu doğrulayın');
    expect(screen.getByTestId('signin-collect')).toBeEnabled();
    expect(screen.queryByTestId('signin-success')).not.toBeInTheDocument();
    bind.stop();
  });
});
