import { act, render, screen, waitFor } from '@testing-library/react';
import { i18n, patchUser, MemoryRouter } from '@casino/shared';
import { fakeApi, resetState, setupI18n } from '../../../testing/test-setup';
import { runningBonus } from '../../../testing/bonus-fixtures';
import { ensureBonusMessages } from '../i18n';
import { WithdrawBonusNotice } from './withdraw-bonus-notice';

const show = () =>
  render(
    <MemoryRouter>
      <WithdrawBonusNotice />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await setupI18n('tk');
  await ensureBonusMessages();
  await i18n.loadNamespaces(['bonus']);
});
beforeEach(() => {
  resetState();
  patchUser({ isLogin: true, role: 'user', lang: 'tk' });
});

describe('WithdrawBonusNotice', () => {
  it('while a bonus runs: withdrawing forfeits it, what goes, and the withdrawable amount (withdrawableAssets)', async () => {
    fakeApi({
      '/bonus/active': () => ({ resultData: runningBonus() }),
      '/user/getUserInfo': () => ({ resultData: { totalAssets: 72_050, cashAssets: 30_000, bonusAssets: 42_050, withdrawableAssets: 30_000 } }),
    });
    show();
    const notice = await screen.findByTestId('withdraw-bonus-notice');
    expect(notice).toHaveTextContent('Aktif bonusunuz var: İlk Yatırım Bonusu');
    expect(notice).toHaveTextContent('para çekerseniz bonus iptal edilir ve 420,50 ₺ bonus bakiyesi silinir');
    expect(screen.getByTestId('withdrawable-assets')).toHaveTextContent('300,00 ₺');
    expect(screen.getByRole('link', { name: 'Bonuslarım' })).toHaveAttribute('href', '/kisiselBilgiler/bonuslarim');
  });

  it('says nothing when no bonus runs', async () => {
    const api = fakeApi({ '/bonus/active': () => ({ resultData: null }), '/user/getUserInfo': () => ({ resultData: { totalAssets: 30_000 } }) });
    show();
    await waitFor(() => expect(api.paths()).toEqual(expect.arrayContaining(['/bonus/active', '/user/getUserInfo'])));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByTestId('withdraw-bonus-notice')).toBeNull();
  });
});
