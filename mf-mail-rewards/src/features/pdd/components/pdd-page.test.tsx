import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { globalStore, patchUser, type PddPrize, MemoryRouter, Route, Routes } from '@casino/shared';
import { fakeApi, recordBus, resetState, setupI18n } from '../../../testing/test-setup';
import { PddPage } from './pdd-page';

const base: PddPrize = {
  id: 1,
  targetMinor: 10_000,
  progressMinor: 9_100,
  helpersNeeded: 2,
  status: 'open',
  createTime: new Date(Date.now() - 3_600_000).toISOString(),
  expireTime: new Date(Date.now() + 71 * 3_600_000).toISOString(),
  helpers: [{ name: 'A***e', amountMinor: 450, createTime: new Date().toISOString() }],
};

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/pdd']}>
      <Routes>
        <Route path="/pdd" element={<PddPage />} />
        <Route path="/share" element={<p>share page</p>} />
      </Routes>
    </MemoryRouter>,
  );

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  resetState();
  patchUser({ userid: '42', isLogin: true, sign: 's', token: 't', lang: 'en' });
});

describe('PddPage', () => {
  it.each([true, false])('shows the progress, the friends still needed, the countdown and the helpers; invite goes to the share page (desktop: %s)', async (isPc) => {
    globalStore.isPc = isPc;
    fakeApi({ '/pddPrizeConfig/getPrize': () => ({ resultData: base }), '/pddPrizeConfig/getInviteMsg': () => ({ resultData: [{ name: 'M***t', amountMinor: 10_000, paidTime: new Date().toISOString() }] }) });
    renderPage();
    expect(await screen.findByTestId('pdd-progress')).toHaveAttribute('aria-valuenow', '91');
    expect(screen.getByTestId('pdd-status')).toHaveTextContent('2 more friends to unlock the prize!');
    expect(screen.getByTestId('pdd-countdown').textContent).toMatch(/^70:59:\d\d$|^71:00:00$/);
    expect(screen.getByTestId('pdd-helpers')).toHaveTextContent('A***e');
    expect(await screen.findByTestId('pdd-winners')).toHaveTextContent('M***t collected a prize');
    fireEvent.click(screen.getByTestId('pdd-invite'));
    expect(screen.getByText('share page')).toBeInTheDocument();
  });

  it('collects a completed prize once and follows the server balance', async () => {
    let prize: PddPrize = { ...base, progressMinor: 10_000, helpersNeeded: 0, status: 'completed' };
    fakeApi({
      '/pddPrizeConfig/getPrize': () => ({ resultData: prize }),
      '/pddPrizeConfig/getInviteMsg': () => ({ resultData: [] }),
      '/pddPrizeConfig/getWithdrawPrize': () => {
        prize = { ...prize, status: 'paid' };
        return { resultData: { amountMinor: 10_000, totalAssets: 110_000 } };
      },
    });
    const balance = recordBus('wallet:balance-changed');
    renderPage();
    const button = await screen.findByTestId('pdd-withdraw');
    await act(async () => fireEvent.click(button));
    expect(balance.events).toEqual([{ totalAssetsMinor: 110_000 }]);
    await waitFor(() => expect(screen.getByTestId('pdd-status')).toHaveAttribute('data-status', 'paid'));
    expect(screen.queryByTestId('pdd-withdraw')).toBeNull();
    balance.stop();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    fakeApi({ '/pddPrizeConfig/getPrize': () => (fail ? { state: '500', msg: 'down' } : { resultData: { ...base, helpers: [] } }), '/pddPrizeConfig/getInviteMsg': () => ({ resultData: [] }) });
    renderPage();
    expect(await screen.findByText('The prize could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('pdd-no-helpers')).toBeInTheDocument();
  });
});
