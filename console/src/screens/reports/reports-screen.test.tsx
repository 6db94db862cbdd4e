import type { TDailyReport, TGameReport, TReportDay } from '@casino/shared/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../app';
import { setLanguage } from '../../i18n';
import { installFakeApi, me, type TFakeApi } from '../../testing/fake-api';
import { addDays, istanbulToday } from './range';

let api: TFakeApi;
const figures = (bets: number, wins: number) => ({
  betsMinor: bets, winsMinor: wins, ggrMinor: bets - wins, bonusGrantedMinor: 1_000, bonusConvertedMinor: 0, bonusRemovedMinor: 0, bonusCostMinor: 1_000,
  cashbackMinor: 0, ngrMinor: bets - wins - 1_000, depositsMinor: 50_000, deposits: 2, withdrawalsMinor: 10_000, withdrawals: 1, registrations: 3, firstDepositors: 1, activePlayers: 4,
});
const report = (from: string, to: string): TDailyReport => {
  const days: TReportDay[] = [{ day: from, ...figures(200_000, 150_000) }, ...(from === to ? [] : [{ day: to, ...figures(100_000, 130_000) }])];
  return { market: 'tr', currency: 'TRY', from, to, timeZone: 'Europe/Istanbul', days, total: { ...figures(300_000, 280_000), activePlayers: 6 }, computedUntil: '2026-06-01T09:05:00.000Z' };
};
const games: TGameReport = {
  market: 'tr', currency: 'TRY', from: '2026-06-01', to: '2026-06-01', computedUntil: null,
  providers: [{ providerCode: 'PP', providerName: 'Pragmatic Play', games: 1, rounds: 12, betsMinor: 5_000, winsMinor: 4_000, ggrMinor: 1_000 }],
  games: [{ gameId: 7, gameName: 'Gates of Olympus', providerCode: 'PP', providerName: 'Pragmatic Play', rounds: 12, betsMinor: 5_000, winsMinor: 4_000, ggrMinor: 1_000 }],
};

const start = (role: 'viewer' | 'operator', lang: 'en' | 'tk' | null = 'en') => {
  sessionStorage.setItem('casino-console-session', 'tok');
  window.history.pushState({}, '', '/reports');
  api = installFakeApi({
    '/admin/staff/me': () => ({ data: me(role, undefined, lang) }),
    '/admin/registry/list': () => ({ data: [{ market: { id: 'tr', name: 'Türkiye' }, remotes: [] }] }),
    '/admin/backoffice/reports/daily': (body) => ({ data: report(String(body.from), String(body.to)) }),
    '/admin/backoffice/reports/games': () => ({ data: games }),
    '/admin/backoffice/reports/csv': () => ({ file: 'day,bets\r\n2026-06-01,2000.00\r\n' }),
  });
  render(<App />);
};
afterEach(() => {
  api.restore();
  sessionStorage.clear();
  localStorage.clear();
  setLanguage(null, 'en');
});

describe('reports: the books per day, per provider and game', () => {
  it('shows the last 7 Istanbul days: key figures, a chart and the table with a total', async () => {
    start('viewer');
    const table = await screen.findByRole('table', { name: 'Figures per day' });
    const today = istanbulToday();
    expect(api.calls.find((c) => c.path === '/admin/backoffice/reports/daily')?.body).toMatchObject({ market: 'tr', from: addDays(today, -6), to: today });
    expect(within(table).getByRole('columnheader', { name: 'NGR' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(table).getAllByText('-300.00 ₺').length).toBeGreaterThan(0); // a day the house lost
    expect(screen.getByTestId('report-chart').querySelector('svg')).not.toBeNull();
    expect(screen.getByText('GGR', { selector: 'dt' }).nextSibling).toHaveTextContent('200.00 ₺');
    expect(screen.getByText(/Figures up to 2026-06-01 12:05 \(Istanbul\)/)).toBeInTheDocument(); // 09:05 UTC
  });

  it('a viewer cannot download (the button is off and says why; the API refuses it too)', async () => {
    start('viewer');
    await screen.findByRole('table', { name: 'Figures per day' });
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.getAllByText('Downloading a report needs the operator role.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Recalculate now' })).toBeNull();
  });

  it('refuses a ten-year range before asking, and a reversed one; a quick range asks at once', async () => {
    start('operator');
    await screen.findByRole('table', { name: 'Figures per day' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2016-01-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('A report covers at most 366 days');
    expect(screen.getByRole('button', { name: 'Show' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The last day cannot be before the first day.');
    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    const yesterday = addDays(istanbulToday(), -1);
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/admin/backoffice/reports/daily').at(-1)?.body).toMatchObject({ from: yesterday, to: yesterday }));
  });

  it('an operator downloads the CSV of the view shown; per provider and game', async () => {
    start('operator');
    await screen.findByRole('table', { name: 'Figures per day' });
    const created: string[] = [];
    URL.createObjectURL = () => 'blob:report';
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      created.push(this.download);
    };
    fireEvent.click(screen.getByRole('tab', { name: 'Per provider and game' }));
    expect(await screen.findByRole('table', { name: 'Per game' })).toHaveTextContent('Gates of Olympus');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(created[0]).toMatch(/^report-games-tr-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/));
    expect(api.calls.find((c) => c.path === '/admin/backoffice/reports/csv')?.body).toMatchObject({ kind: 'games', market: 'tr' });
  });

  it('speaks Turkish to a staff member who has not chosen a language (the tr market’s default)', async () => {
    localStorage.clear(); // a browser the console was never used in
    start('viewer', null);
    const table = await screen.findByRole('table', { name: 'Günlük rakamlar' });
    expect(within(table).getByRole('columnheader', { name: 'Bahisler' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV indir' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Raporlar' })).toBeInTheDocument();
  });
});
