import type { HttpRequest } from '@casino/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, http, i18n, initI18n, registerNamespace, userStore, type WheelInfo, type WheelSpinResult, MemoryRouter } from '@casino/shared';
import manifest from '../routes';
import VipWheelPage from './vip-wheel';

const prizes = [500, 1000, 0, 2500, 5000, 10000, 25000, 100000].map((amountMinor, index) => ({ index, kind: amountMinor ? ('cash' as const) : ('nothing' as const), amountMinor }));
const info: WheelInfo = {
  market: 'tr',
  currency: 'TRY',
  version: 1,
  prizes,
  spinsLeft: 1,
  isWheelEnough: true,
  vipLevel: 1,
  vipSpinsPerPeriod: 1,
  periodEndsAt: '2026-06-07T21:00:00.000Z',
  spinSources: [{ source: 'vip', spinsLeft: 1, expiresAt: '2026-06-07T21:00:00.000Z' }],
};
/** What the server says after the spin: nothing left. */
const spent: WheelInfo = { ...info, spinsLeft: 0, isWheelEnough: false, spinSources: [] };

describe('vip-wheel page', () => {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  beforeAll(async () => {
    await registerNamespace('wheel', manifest.messages);
    await initI18n('en');
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['wheel']);
  });
  let spun = false;
  beforeEach(() => {
    jest.useFakeTimers();
    calls.length = 0;
    spun = false;
    http.defaults.adapter = async (config: HttpRequest) => {
      const path = config.url ?? '';
      const body = (typeof config.data === 'string' ? JSON.parse(config.data) : {}) as Record<string, unknown>;
      calls.push({ path, body });
      const spin: WheelSpinResult = { spinId: 9, index: 6, prize: prizes[6]!, currency: 'TRY', version: 1, totalAssets: 125_000, spinsLeft: 0, createTime: '2026-06-01T10:00:00.000Z' };
      if (path === '/wheel/spin') spun = true;
      const data: Record<string, unknown> = { '/wheel/getWheelInfo': spun ? spent : info, '/wheel/spin': spin, '/wheel/history': { list: [], total: 0, page: 1, pageSize: 10 } };
      return { data: { state: '200', msg: '', success: true, resultData: data[path] ?? null }, status: 200, statusText: 'OK', headers: {}, config };
    };
  });
  afterEach(() => jest.useRealTimers());

  it('spins on the server draw: sends no prize, stops on the index it is given, shows the prize and raises the balance', async () => {
    const balances: number[] = [];
    const sub = bus.on('wallet:balance-changed').subscribe((e) => balances.push(e.totalAssetsMinor));
    render(
      <MemoryRouter>
        <VipWheelPage />
      </MemoryRouter>,
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('wheel-spins-left')).toHaveTextContent('1 spin left');
    const wheel = screen.getByTestId('lucky-wheel');
    expect(wheel).toHaveAttribute('data-state', 'idle');
    await act(async () => {
      fireEvent.click(screen.getByTestId('wheel-spin'));
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(wheel.getAttribute('data-state')).toMatch(/accelerating|constant/);
    const spinCall = calls.find((c) => c.path === '/wheel/spin')!;
    expect(Object.keys(spinCall.body).filter((k) => !['appId', 'sign', 'uid', 'deviceNumber', 'adid', 'gaid'].includes(k))).toEqual(['requestId']);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(8_000);
    });
    expect(wheel).toHaveAttribute('data-state', 'stopped');
    expect(screen.getByTestId('wheel-result')).toHaveAttribute('data-index', '6');
    expect(screen.getByTestId('wheel-result')).toHaveTextContent('Congratulations! You won 250.00 ₺');
    expect(screen.getByTestId('wheel-spins-left')).toHaveTextContent('0 spins left');
    expect(userStore.totalAssets).toBe(125_000);
    expect(balances).toEqual([125_000]);
    expect(screen.getByTestId('wheel-spin')).toBeDisabled();
    sub.unsubscribe();
  });

  it('says where each spin comes from: four from deposits, none from the VIP week', async () => {
    const fromDeposits: WheelInfo = { ...info, spinsLeft: 4, vipLevel: 0, vipSpinsPerPeriod: 0, spinSources: [{ source: 'deposit', spinsLeft: 4, expiresAt: '2026-06-05T09:00:00.000Z' }] };
    http.defaults.adapter = async (config: HttpRequest) => {
      const history = { list: [{ spinId: 1, index: 0, kind: 'cash', amountMinor: 500, currency: 'TRY', version: 1, createTime: '2026-06-01T10:00:00.000Z', source: 'deposit' }], total: 1, page: 1, pageSize: 10 };
      const data: Record<string, unknown> = { '/wheel/getWheelInfo': fromDeposits, '/wheel/history': history };
      return { data: { state: '200', msg: '', success: true, resultData: data[config.url ?? ''] ?? null }, status: 200, statusText: 'OK', headers: {}, config };
    };
    render(
      <MemoryRouter>
        <VipWheelPage />
      </MemoryRouter>,
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('wheel-spins-left')).toHaveTextContent('4 spins left');
    const sources = screen.getByTestId('wheel-spin-sources');
    expect(sources.querySelectorAll('li')).toHaveLength(1);
    expect(sources).toHaveTextContent('4 spins from your deposits');
    expect(sources).toHaveTextContent('until 5 June');
    // Each spin of the history says where it came from.
    expect(screen.getByTestId('wheel-history-source')).toHaveTextContent('Deposit spin');
  });
});
