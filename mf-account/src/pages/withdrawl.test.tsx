import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n, patchUser, MemoryRouter } from '@casino/shared';
import { fakeApi, resetState, setupI18n } from '../testing/test-setup';
import { runningBonus } from '../testing/bonus-fixtures';
import { withdrawInfo } from '../testing/cashier-fixtures';
import { ensureBonusMessages } from '../features/bonus/i18n';
import { ensureCashierMessages } from '../features/cashier/i18n';
import WithdrawlPage from './withdrawl';

/** Cash 300,00 ₺ withdrawable of 720,50 ₺ while the bonus runs. */
const info = (bonusRunning: boolean) => withdrawInfo({ balanceMinor: 72_050, withdrawableMinor: 30_000, activeBonusId: bonusRunning ? 7 : null });

beforeAll(async () => {
  await setupI18n('tk');
  await Promise.all([ensureBonusMessages(), ensureCashierMessages()]);
  await i18n.loadNamespaces(['bonus', 'cashier']);
});
beforeEach(() => {
  resetState();
  patchUser({ isLogin: true, role: 'user', lang: 'tk' });
});

describe('withdrawl page', () => {
  it('a withdrawal that forfeits the running bonus takes the bonus notice away (no stale "Aktif bonusunuz var")', async () => {
    let forfeited = false;
    fakeApi({
      '/bonus/active': () => ({ resultData: forfeited ? null : runningBonus() }),
      '/user/getUserInfo': () => ({ resultData: forfeited ? { totalAssets: 5_000, cashAssets: 5_000, bonusAssets: 0, withdrawableAssets: 5_000 } : { totalAssets: 72_050, cashAssets: 30_000, bonusAssets: 42_050, withdrawableAssets: 30_000 } }),
      '/withdraw/getWithdrawInfo': () => ({ resultData: info(!forfeited) }),
      '/bonus/forfeit': () => {
        forfeited = true;
        return { resultData: runningBonus({ status: 'forfeited' }) };
      },
      '/withdraw/apply': () => ({ resultData: { orderId: 'W1', kind: 'withdrawal', channel: 'bank', status: 'pending', amountMinor: 25_000, feeMinor: 0, creditedMinor: null, currency: 'TRY', createTime: '2026-12-03T10:00:00.000Z' } }),
      '/recharge/record': () => ({ resultData: { list: [], total: 0 } }),
    });
    render(
      <MemoryRouter>
        <WithdrawlPage />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('withdraw-bonus-notice')).toHaveTextContent('Aktif bonusunuz var: İlk Yatırım Bonusu');
    const form = await screen.findByTestId('withdraw-form');
    fireEvent.change(form.querySelector('input[name=amount]')!, { target: { value: '250' } });
    fireEvent.change(form.querySelector('input[name=withdrawPwd]')!, { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-submit')));
    await act(async () => fireEvent.click(await screen.findByTestId('withdraw-forfeit-confirm')));
    expect(await screen.findByTestId('withdraw-created')).toHaveTextContent('250,00 ₺');
    await waitFor(() => expect(screen.queryByTestId('withdraw-bonus-notice')).toBeNull());
  });
});
