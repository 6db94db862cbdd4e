import { fireEvent, render, screen, within } from '@testing-library/react';
import { globalStore, i18n, patchUser, MemoryRouter, Route, Routes, type ProtectionMyPlay, type ProtectionMyPlayDay, type ProtectionStatus } from '@casino/shared';
import { fakeApi, resetState, setupI18n } from '../../../testing/test-setup';
import { ensureProtectionMessages } from '../i18n';
import { MyPlayPage } from './my-play-page';

const day = (date: string, over: Partial<ProtectionMyPlayDay> = {}): ProtectionMyPlayDay => ({ date, depositsMinor: 0, withdrawalsMinor: 0, wageredMinor: 0, netMinor: 0, minutesPlayed: 0, ...over });
/** 4 November ... 3 December 2026, nothing played. */
const days = Array.from({ length: 30 }, (_, i) => day(new Date(Date.UTC(2026, 10, 4 + i)).toISOString().slice(0, 10)));
const play = (over: Partial<ProtectionMyPlay> = {}): ProtectionMyPlay => {
  const list = over.days ?? days;
  const sum = (k: keyof Omit<ProtectionMyPlayDay, 'date'>) => list.reduce((total, d) => total + d[k], 0);
  return {
    from: '2026-11-03T21:00:00.000Z',
    to: '2026-12-03T12:00:00.000Z',
    timeZone: 'Europe/Istanbul',
    currency: 'TRY',
    days: list,
    totals: { depositsMinor: sum('depositsMinor'), withdrawalsMinor: sum('withdrawalsMinor'), wageredMinor: sum('wageredMinor'), netMinor: sum('netMinor'), minutesPlayed: sum('minutesPlayed') },
    ...over,
  };
};
const status: ProtectionStatus = {
  limits: [{ kind: 'loss', period: 'day', value: 50_000, used: 0, remaining: 50_000, periodEndsAt: '2026-12-03T21:00:00.000Z', pending: null }],
  exclusion: null,
  ageConfirmed: true,
  realityCheckMinutes: 30,
};

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/kisiselBilgiler/oyunAliskanliklarim']}>
      <Routes>
        <Route path="/kisiselBilgiler/oyunAliskanliklarim" element={<MyPlayPage />} />
        <Route path="/kisiselBilgiler/sorumluOyun" element={<p>responsible gaming page</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('Oyun alışkanlıklarım page', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await ensureProtectionMessages();
    await i18n.loadNamespaces(['protection']);
  });
  beforeEach(() => {
    resetState();
    globalStore.isPc = true;
    patchUser({ lang: 'en', isLogin: true, token: 'tok' });
  });

  it('shows the 30 days summed, a loss in red with its sign, and the protection tools as they stand', async () => {
    const played = [...days.slice(0, 28), day('2026-12-02', { depositsMinor: 50_000, wageredMinor: 80_000, netMinor: -32_050, minutesPlayed: 95 }), day('2026-12-03', { withdrawalsMinor: 10_000, wageredMinor: 2_000, netMinor: 1_500, minutesPlayed: 20 })];
    fakeApi({ '/protection/myPlay': () => ({ resultData: play({ days: played }) }), '/protection/limits': () => ({ resultData: status }) });
    renderPage();
    expect(await screen.findByTestId('my-play-deposits')).toHaveTextContent('Deposited500.00 ₺');
    expect(screen.getByTestId('my-play-withdrawals')).toHaveTextContent('100.00 ₺');
    const net = screen.getByTestId('my-play-net');
    expect(net).toHaveTextContent('-305.50 ₺');
    expect(within(net).getByText('-305.50 ₺')).toHaveClass('rg__minus');
    expect(screen.getByTestId('my-play-time')).toHaveTextContent('1 h 55 min');
    const tools = screen.getByTestId('my-play-tools');
    expect(await within(tools).findByText('Limits set: 1')).toBeVisible();
    expect(within(tools).getByText('Every 30 minutes')).toBeVisible();
    // The table lists the days newest first, with a win signed +.
    const rows = screen.getAllByTestId('my-play-day');
    expect(rows).toHaveLength(30);
    expect(rows[0]).toHaveTextContent('+15.00 ₺');
    expect(rows[1]).toHaveTextContent('-320.50 ₺');
    fireEvent.click(within(tools).getByTestId('my-play-manage'));
    expect(await screen.findByText('responsible gaming page')).toBeVisible();
  });

  it('switches the chart between result, time and deposits, and names the metric for screen readers', async () => {
    fakeApi({ '/protection/myPlay': () => ({ resultData: play({ days: [...days.slice(0, 29), day('2026-12-03', { wageredMinor: 100, netMinor: -100, minutesPlayed: 5 })] }) }), '/protection/limits': () => ({ resultData: status }) });
    renderPage();
    const chart = await screen.findByTestId('my-play-chart');
    expect(within(chart).getByRole('img')).toHaveAccessibleName('Daily chart of the last 30 days: Result');
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(chart.querySelector('rect:last-of-type')).toHaveClass('rg-play__bar--loss');
    fireEvent.click(within(chart).getByTestId('my-play-metric-minutesPlayed'));
    expect(within(chart).getByTestId('my-play-metric-minutesPlayed')).toHaveAttribute('aria-pressed', 'true');
    expect(within(chart).getByRole('img')).toHaveAccessibleName('Daily chart of the last 30 days: Time');
    expect(chart.querySelector('rect:last-of-type')?.getAttribute('height')).toBe('100');
  });

  it('says so when nothing happened, and offers a retry when the figures cannot be loaded', async () => {
    let fail = true;
    fakeApi({ '/protection/myPlay': () => (fail ? { state: '500', msg: 'internal' } : { resultData: play() }), '/protection/limits': () => ({ resultData: status }) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your play history could not be loaded right now.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('my-play-empty')).toHaveTextContent('No play and no deposits or withdrawals in the last 30 days.');
    expect(screen.queryByTestId('my-play-chart')).toBeNull();
  });
});
