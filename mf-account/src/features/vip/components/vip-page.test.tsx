import { render, screen, waitFor, within } from '@testing-library/react';
import { globalStore, i18n, userStore, type VipInfo, MemoryRouter } from '@casino/shared';
import { fakeApi, setupI18n } from '../../../testing/test-setup';
import { ensureVipMessages } from '../i18n';
import { VipPage } from './vip-page';

const levels = Array.from({ length: 11 }, (_, level) => ({ level, thresholdMinor: level * 100_000, wheelSpinsPerPeriod: Math.ceil(level / 2), levelUpRewardMinor: level * 1_000, cashbackBps: level * 50, badgeUrl: `data:image/svg+xml,V${level}` }));
const info: VipInfo = {
  market: 'tr',
  currency: 'TRY',
  vipLevel: 1,
  vipUrl: 'data:image/svg+xml,V1',
  wageredMinor: 135_000,
  nextLevel: 2,
  nextThresholdMinor: 200_000,
  remainingMinor: 65_000,
  progressPct: 35,
  period: 'week',
  levels,
  rewards: [{ id: 1, kind: 'level_up', level: 1, amountMinor: 1_000, currency: 'TRY', createTime: '2026-06-01T10:00:00.000Z' }],
  totalPaidMinor: 1_000,
  lastCashback: null,
};

describe('VIP page', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await ensureVipMessages();
    await i18n.loadNamespaces(['vip']);
  });

  it.each([true, false])('shows the level card with its progress, the levels table and the rewards (desktop: %s)', async (isPc) => {
    globalStore.isPc = isPc;
    userStore.lang = 'en';
    fakeApi({ '/vip/getVipInfo': () => ({ resultData: info }) });
    render(
      <MemoryRouter>
        <VipPage />
      </MemoryRouter>,
    );
    const card = await screen.findByTestId('vip-level');
    expect(card).toHaveAttribute('data-level', '1');
    expect(card).toHaveTextContent('VIP 1');
    expect(card).toHaveTextContent('Total wagered: 1,350.00 ₺');
    expect(screen.getByTestId('vip-progress')).toHaveAttribute('aria-valuenow', '35');
    expect(card).toHaveTextContent('Wager 650.00 ₺ more for VIP 2');
    const table = screen.getByTestId('vip-levels');
    expect(within(table).getAllByText(/^VIP \d+$/).length).toBeGreaterThanOrEqual(11);
    expect(table.querySelector('[aria-current="true"]')).toHaveTextContent('VIP 1');
    expect(screen.getByTestId('vip-rewards')).toHaveTextContent('VIP 1 level reward');
    expect(screen.getByTestId('vip-rewards')).toHaveTextContent('+10.00 ₺');
    // The header badge follows the server.
    await waitFor(() => expect(userStore.vipUrl).toBe('data:image/svg+xml,V1'));
    expect(userStore.vipLevel).toBe(1);
  });

  it('tells one story with the wheel: no weekly VIP spins, and the four spins from deposits with their source', async () => {
    globalStore.isPc = true;
    userStore.lang = 'en';
    const level0 = { ...info, vipLevel: 0, nextLevel: 1 };
    fakeApi({
      '/vip/getVipInfo': () => ({ resultData: level0 }),
      '/wheel/getWheelInfo': () => ({ resultData: { spinsLeft: 4, isWheelEnough: true, vipSpinsPerPeriod: 0, spinSources: [{ source: 'deposit', spinsLeft: 4, expiresAt: '2026-06-05T09:00:00.000Z' }] } }),
    });
    render(
      <MemoryRouter>
        <VipPage />
      </MemoryRouter>,
    );
    const spins = await screen.findByTestId('vip-wheel-spins');
    expect(spins).toHaveTextContent('Your spins now4');
    expect(spins).toHaveTextContent('4 from deposits');
    expect(screen.getByText('Weekly VIP wheel spins').nextSibling).toHaveTextContent('0');
    expect(screen.getByTestId('vip-wheel-link')).toHaveAttribute('href', '/vip-wheel');
  });

  it('without a wheel (no answer) the page shows no spins and no toast', async () => {
    globalStore.isPc = true;
    fakeApi({ '/vip/getVipInfo': () => ({ resultData: info }) });
    render(
      <MemoryRouter>
        <VipPage />
      </MemoryRouter>,
    );
    await screen.findByTestId('vip-level');
    expect(screen.queryByTestId('vip-wheel-spins')).toBeNull();
  });
});
