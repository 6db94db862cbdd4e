import { act, fireEvent, render, screen } from '@testing-library/react';
import { fakeApi, recordBus, resetState, setupI18n } from '../../../testing/test-setup';
import { OtpButton, countdownSeconds } from './otp-button';

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  resetState();
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.useRealTimers());

const button = () => screen.getByTestId('otp-button');
/** Clicks and lets the fake API answer. */
async function click() {
  await act(async () => {
    fireEvent.click(button());
  });
}
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('OtpButton', () => {
  it('is idle at first: shows OTP and is enabled', () => {
    render(<OtpButton phone="5321234567" />);
    expect(button()).toHaveTextContent('OTP');
    expect(button()).toBeEnabled();
  });

  it('does not send with an empty phone', async () => {
    const api = fakeApi({ '/sms/send': () => ({ resultData: 60 }) });
    render(<OtpButton phone="" />);
    await click();
    expect(api.calls).toEqual([]);
    expect(button()).toHaveTextContent('OTP');
  });

  it('sends {tel}, then is disabled and counts down from resultData every second, back to idle at 0', async () => {
    const api = fakeApi({ '/sms/send': () => ({ resultData: 3 }) });
    render(<OtpButton phone="5321234567" />);
    await click();
    expect(api.bodyOf('/sms/send')).toMatchObject({ tel: '5321234567' });
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent('3s');
    tick(1000);
    expect(button()).toHaveTextContent('2s');
    tick(1000);
    expect(button()).toHaveTextContent('1s');
    tick(1000);
    expect(button()).toHaveTextContent('OTP');
    expect(button()).toBeEnabled();
  });

  it('counts down from 60 when the server gives no value', async () => {
    fakeApi({ '/sms/send': () => ({ resultData: null }) });
    render(<OtpButton phone="5321234567" />);
    await click();
    expect(button()).toHaveTextContent('60s');
    tick(59_000);
    expect(button()).toHaveTextContent('1s');
    tick(1000);
    expect(button()).toHaveTextContent('OTP');
  });

  it('does not send again while the countdown runs', async () => {
    const api = fakeApi({ '/sms/send': () => ({ resultData: 10 }) });
    render(<OtpButton phone="5321234567" />);
    await click();
    tick(2000);
    await click();
    expect(api.paths()).toEqual(['/sms/send']);
    expect(button()).toHaveTextContent('8s');
  });

  it('stays idle after a failed send; the only message is the client toast', async () => {
    const toasts = recordBus('ui:toast-requested');
    fakeApi({ '/sms/send': () => ({ state: '429', msg: 'Çok fazla deneme' }) });
    render(<OtpButton phone="5321234567" />);
    await click();
    toasts.stop();
    expect(button()).toHaveTextContent('OTP');
    expect(button()).toBeEnabled();
    expect(toasts.events).toEqual([{ kind: 'error', message: 'Çok fazla deneme' }]);
  });

  it('reads the countdown from resultData, defaulting to 60', () => {
    expect(countdownSeconds(45)).toBe(45);
    expect(countdownSeconds('30')).toBe(30);
    expect(countdownSeconds(null)).toBe(60);
    expect(countdownSeconds(0)).toBe(60);
    expect(countdownSeconds('x')).toBe(60);
  });
});
