import { act, fireEvent, render, screen } from '@testing-library/react';
import type { HttpRequest } from '@casino/shared';
import { bus, http, i18n, initI18n, patchUser, registerNamespace, resetUser, setLoginTime, MemoryRouter, Route, Routes } from '@casino/shared';
import en from '../locales/en.json';
import { msUntilNextCheck, RealityCheck } from './reality-check';

/** The API at the HTTP adapter of the shared client (envelope handling stays real). */
const answer = (routes: Record<string, () => unknown>) => {
  const paths: string[] = [];
  http.defaults.adapter = async (config: HttpRequest) => {
    paths.push(config.url ?? '');
    const resultData = routes[config.url ?? '']?.() ?? null;
    return { data: { state: '200', msg: '', success: true, resultData }, status: 200, statusText: 'OK', headers: {}, config };
  };
  return paths;
};

const session = (realityCheckMinutes: number | null, netMinor = -12_550) => ({ startedAt: null, previousLoginAt: null, wageredMinor: 50_000, netMinor, realityCheckMinutes });
const flush = () => act(async () => undefined);

describe('RealityCheck', () => {
  beforeAll(async () => {
    await registerNamespace('shell', async () => en);
    await initI18n('en');
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['shell']);
  });
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-06-01T09:00:00Z') });
    resetUser();
    patchUser({ isLogin: true, isNewUserLogin: true, token: 'tok', userid: '7', lang: 'en' });
    setLoginTime(Date.now());
  });
  afterEach(() => jest.useRealTimers());

  const mount = () =>
    render(
      <MemoryRouter initialEntries={['/gamePlaying/5/1']}>
        <Routes>
          <Route path="*" element={<RealityCheck />} />
        </Routes>
      </MemoryRouter>,
    );

  it('appears after each interval of the session with the time played and the net result; continue waits for the next', async () => {
    const paths = answer({ '/protection/session': () => session(15) });
    mount();
    await flush();
    act(() => jest.advanceTimersByTime(15 * 60_000 - 1_000));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    act(() => jest.advanceTimersByTime(1_000));
    await flush();
    const dialog = screen.getByTestId('reality-check');
    expect(dialog).toHaveTextContent('You have been playing for 15:00 this session.');
    expect(screen.getByTestId('reality-net')).toHaveTextContent('Net result of this session: -125.50 ₺');
    fireEvent.click(screen.getByTestId('reality-continue'));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    act(() => jest.advanceTimersByTime(15 * 60_000));
    await flush();
    expect(screen.getByTestId('reality-check')).toHaveTextContent('30:00');
    expect(paths.filter((p) => p === '/protection/session')).toHaveLength(3);
  });

  it('stays off without an interval, and follows the page that changes it', async () => {
    answer({ '/protection/session': () => session(null, 500) });
    mount();
    await flush();
    act(() => jest.advanceTimersByTime(3 * 60 * 60_000));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    act(() => bus.emit('protection:reality-check-changed', { minutes: 30 }));
    act(() => jest.advanceTimersByTime(30 * 60_000));
    await flush();
    expect(screen.getByTestId('reality-net')).toHaveTextContent('+5.00 ₺');
  });

  it('schedules on multiples of the interval since login', () => {
    expect(msUntilNextCheck(0, 900_000, 0)).toBe(900_000);
    expect(msUntilNextCheck(0, 900_000, 899_000)).toBe(1_000);
    expect(msUntilNextCheck(0, 900_000, 900_000)).toBe(900_000);
  });

  it('tells the previous login time once per login session', async () => {
    localStorage.clear();
    answer({ '/protection/session': () => ({ ...session(null), startedAt: '2026-06-01T09:00:00.000Z', previousLoginAt: '2026-05-30T17:05:00.000Z' }) });
    const toasts: string[] = [];
    const placements: (string | undefined)[] = [];
    const sub = bus.on('ui:toast-requested').subscribe((e) => {
      toasts.push(e.message);
      placements.push(e.placement);
    });
    const first = mount();
    await flush();
    first.unmount();
    mount();
    await flush();
    sub.unsubscribe();
    expect(toasts).toEqual(['Your previous login: 30 May 2026, 20:05']);
    // At the bottom, never over the balance in the header.
    expect(placements).toEqual(['bottom']);
  });
});
