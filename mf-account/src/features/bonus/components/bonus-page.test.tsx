import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n, patchUser, MemoryRouter } from '@casino/shared';
import { fakeApi, recordBus, resetState, setupI18n } from '../../../testing/test-setup';
import { ensureBonusMessages } from '../i18n';
import { runningBonus } from '../../../testing/bonus-fixtures';
import { BonusPage } from './bonus-page';

const show = () =>
  render(
    <MemoryRouter>
      <BonusPage />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await setupI18n('tk');
  await ensureBonusMessages();
  await i18n.loadNamespaces(['bonus']);
});
beforeEach(() => {
  resetState();
  patchUser({ isLogin: true, role: 'user' });
});

describe('BonusPage (Bonuslarım)', () => {
  it('shows the running bonus with the server’s numbers: money, wagered / required, percent, max bet, time left; then the history', async () => {
    fakeApi({
      '/bonus/active': () => ({ resultData: runningBonus() }),
      '/bonus/history': () => ({
        resultData: [runningBonus(), runningBonus({ bonusId: 3, title: 'Hoş Geldin Bonusu', status: 'converted', grantedMinor: 5_000, balanceMinor: 0, convertedMinor: 25_000, progressPercent: 100, closedAt: '2026-11-10T10:00:00.000Z' })],
      }),
    });
    show();
    const card = await screen.findByTestId('active-bonus');
    expect(within(card).getByRole('heading')).toHaveTextContent('İlk Yatırım Bonusu');
    expect(within(card).getByTestId('bonus-balance')).toHaveTextContent('420,50 ₺');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(card).getByTestId('bonus-percent')).toHaveTextContent('%25');
    expect(within(card).getByTestId('bonus-wagered')).toHaveTextContent('1.250,00 ₺ / 5.000,00 ₺');
    expect(within(card).getByTestId('bonus-max-bet')).toHaveTextContent('50,00 ₺');
    expect(within(card).getByTestId('bonus-time-left')).toHaveTextContent('12 gün 4 saat');
    // The running bonus is not repeated in the history.
    const rows = screen.getAllByTestId('bonus-history-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Hoş Geldin Bonusu');
    expect(rows[0]).toHaveTextContent('Nakde çevrildi');
    expect(rows[0]).toHaveTextContent('Nakde çevrilen: 250,00 ₺');
  });

  it('forfeits only after an explicit confirmation that says what is lost and that cash stays', async () => {
    let active: ReturnType<typeof runningBonus> | null = runningBonus();
    const api = fakeApi({
      '/bonus/active': () => ({ resultData: active }),
      '/bonus/history': () => ({ resultData: active ? [] : [runningBonus({ status: 'forfeited', balanceMinor: 0 })] }),
      '/bonus/forfeit': () => ((active = null), { resultData: runningBonus({ status: 'forfeited', balanceMinor: 0 }) }),
      '/user/getUserInfo': () => ({ resultData: { totalAssets: 30_000, cashAssets: 30_000, bonusAssets: 0, withdrawableAssets: 30_000 } }),
    });
    const balances = recordBus('wallet:balance-changed');
    show();
    fireEvent.click(await screen.findByTestId('bonus-forfeit'));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('420,50 ₺ bonus bakiyeniz ve bu bonusla kazandıklarınız silinir.');
    expect(dialog).toHaveTextContent('Nakit bakiyeniz olduğu gibi kalır.');
    expect(dialog).toHaveTextContent('Bu işlem geri alınamaz.');
    // Cancel: nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.paths()).not.toContain('/bonus/forfeit');

    fireEvent.click(screen.getByTestId('bonus-forfeit'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Evet, bonusu iptal et' })));
    expect(api.bodyOf('/bonus/forfeit')).toMatchObject({ bonusId: 7 });
    expect(await screen.findByTestId('no-active-bonus')).toBeInTheDocument();
    expect(screen.getByTestId('bonus-history-row')).toHaveTextContent('İptal edildi');
    expect(balances.events).toEqual([{ totalAssetsMinor: 30_000 }]);
    balances.stop();
  });

  it('without a running bonus leads to the promotions and the deposit, and says the history is empty', async () => {
    fakeApi({ '/bonus/active': () => ({ resultData: null }), '/bonus/history': () => ({ resultData: [] }) });
    show();
    const none = await screen.findByTestId('no-active-bonus');
    expect(within(none).getByRole('link', { name: 'Promosyonlara git' })).toHaveAttribute('href', '/promotions');
    expect(within(none).getByRole('link', { name: 'Para Yatır' })).toHaveAttribute('href', '/kisiselBilgiler/recharge');
    expect(screen.getByTestId('bonus-history-empty')).toBeInTheDocument();
  });
});
