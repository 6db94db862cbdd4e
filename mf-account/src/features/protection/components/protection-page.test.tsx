import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { globalStore, i18n, patchUser, userStore, type ProtectionStatus, MemoryRouter, Route, Routes } from '@casino/shared';
import { fakeApi, recordBus, resetState, setupI18n } from '../../../testing/test-setup';
import { ensureProtectionMessages } from '../i18n';
import { historyCsv } from './protection-history';
import { endOf } from './exclusion-cards';
import { ProtectionPage } from './protection-page';

const status = (over: Partial<ProtectionStatus> = {}): ProtectionStatus => ({
  limits: [
    {
      kind: 'deposit',
      period: 'day',
      value: 50_000,
      used: 30_000,
      remaining: 20_000,
      periodEndsAt: '2026-06-01T21:00:00.000Z',
      pending: { value: 80_000, effectiveAt: '2026-06-02T09:00:00.000Z' },
    },
  ],
  exclusion: null,
  ageConfirmed: true,
  realityCheckMinutes: null,
  ...over,
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/kisiselBilgiler/sorumluOyun']}>
      <Routes>
        <Route path="/kisiselBilgiler/sorumluOyun" element={<ProtectionPage />} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('Sorumlu Oyun page', () => {
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

  it('shows limits with usage and the pending raise with its date', async () => {
    fakeApi({ '/protection/limits': () => ({ resultData: status() }) });
    renderPage();
    const card = await screen.findByTestId('limit-deposit-day');
    expect(card).toHaveTextContent('Daily · Deposit');
    expect(card).toHaveTextContent('500.00 ₺');
    expect(card).toHaveTextContent('Used: 300.00 ₺ · Left: 200.00 ₺');
    expect(within(card).getByTestId('limit-pending')).toHaveTextContent(/^800\.00 ₺ — pending until 2 Jun 2026, 12:00/);
  });

  it('sends a new limit in minor units, refuses a bad amount locally, and says when a raise waits', async () => {
    const api = fakeApi({
      '/protection/limits': () => ({ resultData: status({ limits: [] }) }),
      '/protection/setLimit': (body) => ({ resultData: status({ limits: [{ ...status().limits[0]!, kind: 'wager', period: 'week', value: Number(body.value) }] }) }),
    });
    renderPage();
    await screen.findByText('You have not set any limit yet.');
    fireEvent.change(screen.getByTestId('limit-kind'), { target: { value: 'wager' } });
    fireEvent.change(screen.getByTestId('limit-period'), { target: { value: 'week' } });
    fireEvent.change(screen.getByTestId('limit-value'), { target: { value: '-5' } });
    fireEvent.submit(screen.getByTestId('limit-form'));
    expect(screen.getByTestId('limit-note')).toHaveTextContent('Enter a valid amount.');
    expect(api.paths().filter((p) => p !== '/protection/history')).toEqual(['/protection/limits']);
    fireEvent.change(screen.getByTestId('limit-value'), { target: { value: '1.250,50' } });
    await act(async () => fireEvent.submit(screen.getByTestId('limit-form')));
    expect(api.bodyOf('/protection/setLimit')).toMatchObject({ kind: 'wager', period: 'week', value: 125_050 });
    expect(await screen.findByTestId('limit-wager-week')).toHaveTextContent('1,250.50 ₺');
    expect(screen.getByTestId('limit-note')).toHaveTextContent('The raise applies after the 24-hour cooling-off.');
  });

  it('confirms a time-out naming the end date, then logs out locally', async () => {
    jest.useFakeTimers({ now: new Date('2026-06-01T09:00:00Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    const api = fakeApi({
      '/protection/limits': () => ({ resultData: status({ limits: [] }) }),
      '/protection/exclude': (body) => ({ resultData: { kind: body.kind, duration: body.duration, startsAt: '2026-06-01T09:00:00.000Z', endsAt: '2026-06-08T09:00:00.000Z' } }),
    });
    renderPage();
    fireEvent.change(await screen.findByTestId('timeout-duration'), { target: { value: '7d' } });
    fireEvent.click(screen.getByTestId('timeout-start'));
    const dialog = screen.getByTestId('exclusion-confirm');
    expect(dialog).toHaveTextContent('Your account will be closed until 8 Jun 2026, 12:00.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('exclusion-confirm')).toBeNull();
    fireEvent.click(screen.getByTestId('timeout-start'));
    await act(async () => fireEvent.click(screen.getByTestId('exclusion-confirm-button')));
    expect(api.bodyOf('/protection/exclude')).toMatchObject({ kind: 'timeout', duration: '7d' });
    await waitFor(() => expect(screen.getByText('login page')).toBeInTheDocument());
    expect(userStore.token).toBeFalsy();
    jest.useRealTimers();
  });

  it('names no end for an indefinite self-exclusion', async () => {
    fakeApi({ '/protection/limits': () => ({ resultData: status({ limits: [] }) }) });
    renderPage();
    fireEvent.change(await screen.findByTestId('exclusion-duration'), { target: { value: 'indefinite' } });
    fireEvent.click(screen.getByTestId('exclusion-start'));
    expect(screen.getByTestId('exclusion-confirm')).toHaveTextContent('Your account will be closed indefinitely.');
  });

  it('computes the end of each duration', () => {
    const now = new Date('2026-01-31T10:00:00Z');
    expect(endOf('24h', now)?.toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(endOf('6w', now)?.toISOString()).toBe('2026-03-14T10:00:00.000Z');
    expect(endOf('1y', now)?.toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(endOf('indefinite', now)).toBeNull();
  });

  it('sets the reality-check interval and tells the shell', async () => {
    const api = fakeApi({
      '/protection/limits': () => ({ resultData: status({ limits: [] }) }),
      '/protection/setRealityCheck': (body) => ({ resultData: status({ limits: [], realityCheckMinutes: body.minutes as number | null }) }),
    });
    const events = recordBus('protection:reality-check-changed');
    renderPage();
    const select = await screen.findByTestId('reality-interval');
    await act(async () => fireEvent.change(select, { target: { value: '30' } }));
    expect(api.bodyOf('/protection/setRealityCheck')).toMatchObject({ minutes: 30 });
    expect(events.events).toEqual([{ minutes: 30 }]);
    expect(screen.getByTestId('reality-interval')).toHaveValue('30');
    events.stop();
  });

  it('lists the history, filters it by type on the server, and exports CSV', async () => {
    const list = [
      { at: '2026-06-01T10:00:00.000Z', kind: 'win' as const, code: 'WIN', amountMinor: 1_500, detail: null },
      { at: '2026-06-01T09:59:00.000Z', kind: 'bet' as const, code: 'BET', amountMinor: -700, detail: null },
      { at: '2026-05-30T08:00:00.000Z', kind: 'limit' as const, code: 'limit.set', amountMinor: null, detail: '{"kind":"deposit","period":"day","value":"50000","pending":null}' },
    ];
    const api = fakeApi({
      '/protection/limits': () => ({ resultData: status({ limits: [] }) }),
      '/protection/history': (body) => ({ resultData: { from: '2025-12-01T00:00:00.000Z', to: '2026-06-01T12:00:00.000Z', truncated: false, list: body.kinds ? list.filter((e) => (body.kinds as string[]).includes(e.kind)) : list } }),
    });
    renderPage();
    const section = await screen.findByTestId('protection-history');
    await waitFor(() => expect(within(section).getAllByRole('row')).toHaveLength(3));
    expect(section).toHaveTextContent('+15.00 ₺');
    expect(section).toHaveTextContent('-7.00 ₺');
    expect(within(section).getByTestId('history-change')).toHaveTextContent('Daily deposit limit set: 500.00 ₺');
    expect(section).not.toHaveTextContent('limit.set');
    const select = within(section).getByTestId('history-kind');
    await act(async () => fireEvent.change(select, { target: { value: 'bet' } }));
    await waitFor(() => expect(within(section).getAllByRole('row')).toHaveLength(1));
    expect(api.calls.filter((c) => c.path === '/protection/history').at(-1)?.body).toMatchObject({ kinds: ['bet'] });

    const csv = historyCsv(list, (k) => k.toUpperCase());
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFtime,type,code,amount,detail',
      '2026-06-01T10:00:00.000Z,WIN,WIN,15.00,',
      '2026-06-01T09:59:00.000Z,BET,BET,-7.00,',
      '2026-05-30T08:00:00.000Z,LIMIT,limit.set,,"{""kind"":""deposit"",""period"":""day"",""value"":""50000"",""pending"":null}"',
      '',
    ]);
  });
});
