import { render, screen, within } from '@testing-library/react';
import { globalStore, i18n, userStore, type VipInfo, MemoryRouter } from '@casino/shared';
import { fakeApi, setupI18n } from '../../../testing/test-setup';
import { ensureVipMessages } from '../i18n';
import { VipPage } from './vip-page';

const info: VipInfo = {
  market: 'tr',
  currency: 'TRY',
  vipLevel: 2,
  vipUrl: 'data:image/svg+xml,V2',
  wageredMinor: 250_000,
  nextLevel: 3,
  nextThresholdMinor: 300_000,
  remainingMinor: 50_000,
  progressPct: 50,
  period: 'week',
  levels: [0, 1, 2, 3].map((level) => ({ level, thresholdMinor: level * 100_000, wheelSpinsPerPeriod: level, levelUpRewardMinor: level * 1_000, cashbackBps: level * 50, badgeUrl: `data:image/svg+xml,V${level}` })),
  rewards: [],
  totalPaidMinor: 0,
  lastCashback: null,
};

const showPage = async (lang: 'en' | 'tk', lastCashback: VipInfo['lastCashback']) => {
  globalStore.isPc = true;
  userStore.lang = lang;
  await i18n.changeLanguage(lang);
  fakeApi({ '/vip/getVipInfo': () => ({ resultData: { ...info, lastCashback } }) });
  render(
    <MemoryRouter>
      <VipPage />
    </MemoryRouter>,
  );
  return screen.findByTestId('vip-cashback');
};

describe('VIP page: the last weekly cashback (lastCashback of /vip/getVipInfo)', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await ensureVipMessages();
    await i18n.loadNamespaces(['vip']);
  });

  it('before any is paid, says how it works', async () => {
    const box = await showPage('en', null);
    expect(within(box).getByRole('heading', { name: 'Last weekly cashback' })).toBeInTheDocument();
    expect(within(box).getByTestId('vip-cashback-none')).toHaveTextContent('No cashback paid yet.');
    expect(within(box).queryByTestId('vip-cashback-amount')).toBeNull();
  });

  it('shows the amount, the Istanbul week and that it came as cash, with how it was computed', async () => {
    const box = await showPage('en', { weekStart: '2026-06-01', netLossMinor: 40_000, cashbackBps: 100, amountMinor: 400, creditAs: 'cash', paidTime: '2026-06-08T00:05:00.000Z' });
    expect(within(box).getByTestId('vip-cashback-amount')).toHaveTextContent('4.00 ₺');
    expect(within(box).getByTestId('vip-cashback-as')).toHaveTextContent('Cash');
    expect(within(box).getByTestId('vip-cashback-week')).toHaveTextContent(/^Week of 1 June – 7 June 2026$/);
    expect(box).toHaveTextContent('Net loss: 400.00 ₺ · Rate: 1% · Paid: 8 Jun 2026');
  });

  it('in Turkish, a cashback paid as bonus money says so', async () => {
    const box = await showPage('tk', { weekStart: '2026-06-29', netLossMinor: 123_456, cashbackBps: 150, amountMinor: 1_851, creditAs: 'bonus', paidTime: '2026-07-06T01:00:00.000Z' });
    expect(within(box).getByRole('heading', { name: 'Son haftalık nakit iade' })).toBeInTheDocument();
    expect(within(box).getByTestId('vip-cashback-amount')).toHaveTextContent('18,51 ₺');
    expect(within(box).getByTestId('vip-cashback-as')).toHaveTextContent('Bonus');
    expect(within(box).getByTestId('vip-cashback-week')).toHaveTextContent(/^29 Haziran – 5 Temmuz 2026 haftası$/);
    expect(box).toHaveTextContent('Net kayıp: 1.234,56 ₺');
  });
});
