import { act, render, screen } from '@testing-library/react';
import { clearLoginTime, i18n, initI18n, registerNamespace, setLoginTime } from '@casino/shared';
import en from '../../locales/en.json';
import { formatElapsed, SessionClock } from './session-clock';

describe('SessionClock', () => {
  beforeAll(async () => {
    await registerNamespace('shell', async () => en);
    await initI18n('en');
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['shell']);
  });
  afterEach(() => {
    clearLoginTime();
    jest.useRealTimers();
  });

  it('counts the time since login every second', () => {
    jest.useFakeTimers({ now: new Date('2026-06-01T09:00:00Z') });
    setLoginTime(Date.parse('2026-06-01T08:58:55Z'));
    render(<SessionClock />);
    expect(screen.getByTestId('session-clock')).toHaveTextContent('01:05');
    expect(screen.getByRole('timer')).toHaveAccessibleName('Session time 01:05');
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.getByTestId('session-clock')).toHaveTextContent('01:08');
    act(() => jest.advanceTimersByTime(60 * 60 * 1000));
    expect(screen.getByTestId('session-clock')).toHaveTextContent('1:01:08');
  });

  it('has a compact variant for the mobile header', () => {
    jest.useFakeTimers({ now: new Date('2026-06-01T09:00:00Z') });
    setLoginTime(Date.parse('2026-06-01T07:59:00Z'));
    render(<SessionClock compact />);
    expect(screen.getByTestId('session-clock')).toHaveClass('shell-session-clock--compact');
    expect(screen.getByTestId('session-clock')).toHaveTextContent('1:01:00');
    // A visible label on a phone too, not only the accessible name.
    expect(screen.getByText('Session')).toBeVisible();
  });

  it('shows nothing without a login time', () => {
    render(<SessionClock />);
    expect(screen.queryByTestId('session-clock')).toBeNull();
  });

  it('formats elapsed time', () => {
    expect(formatElapsed(-5)).toBe('00:00');
    expect(formatElapsed(59_999)).toBe('00:59');
    expect(formatElapsed(36_000_000)).toBe('10:00:00');
  });
});
