import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, globalStore } from '@casino/shared';
import { fakeApi, resetState, setupI18n } from '../../../testing/test-setup';
import { LoginForm } from './login-form';

/** Issue 44: the phone is checked as the market's mobile number before any send; the countdown belongs to a number. */
beforeEach(() => {
  resetState();
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  globalStore.market = 'tr';
});

const phone = () => screen.getByLabelText(/Telefon numarası|Phone number/);
const type = (value: string) => fireEvent.change(phone(), { target: { value } });
const sendCode = () => act(async () => void fireEvent.click(screen.getByTestId('otp-button')));
const login = () => render(<MemoryRouter><LoginForm onLoggedIn={() => undefined} /></MemoryRouter>);

describe('the phone field (tk)', () => {
  beforeAll(() => setupI18n('tk'));

  it('keeps 16 typed digits (never cut to 11) and says "Geçersiz numara" inline: nothing is sent', async () => {
    const api = fakeApi({ '/sms/send': () => ({ resultData: 60 }) });
    login();
    type('5811941292412345');
    expect(phone()).toHaveValue('5811941292412345');
    await sendCode();
    expect(api.calls).toEqual([]);
    expect(phone()).toHaveAccessibleDescription('Geçersiz numara');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refuses the 11 digits "58119412924" before any send, and a number not starting with 5', async () => {
    const api = fakeApi({ '/sms/send': () => ({ resultData: 60 }) });
    login();
    type('58119412924');
    await sendCode();
    expect(phone()).toHaveAccessibleDescription('Geçersiz numara');
    type('4321234567');
    await sendCode();
    expect(api.calls).toEqual([]);
  });

  it('corrected, sends the national number with the market and says "Kod gönderildi"; the button keeps OTP for a second number', async () => {
    const api = fakeApi({ '/sms/send': () => ({ resultData: 60 }) });
    login();
    type('5811941292412345');
    await sendCode();
    type('0532 123 45 67');
    expect(phone()).not.toHaveAccessibleDescription('Geçersiz numara');
    await sendCode();
    expect(api.bodyOf('/sms/send')).toMatchObject({ tel: '5321234567', market: 'tr' });
    expect(screen.getByRole('status')).toHaveTextContent('Kod gönderildi');
    expect(screen.getByTestId('otp-button')).toBeDisabled();

    // Another number: no countdown of its own yet, so its code goes out at once.
    type('5339876543');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('otp-button')).toHaveTextContent('OTP');
    await sendCode();
    expect(api.calls.map((c) => c.body.tel)).toEqual(['5321234567', '5339876543']);
    // Back to the first: its own countdown is still running.
    type('5321234567');
    expect(screen.getByTestId('otp-button')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Kod gönderildi');
  });
});

describe('the phone field (en, az market)', () => {
  beforeAll(() => setupI18n('en'));

  it('shows +994 and takes an Azerbaijani mobile; a Turkish one is "Invalid number"', async () => {
    globalStore.market = 'az';
    const api = fakeApi({ '/sms/send': () => ({ resultData: 60 }) });
    login();
    expect(screen.getByText('+994')).toBeInTheDocument();
    type('5321234567');
    await sendCode();
    expect(phone()).toHaveAccessibleDescription('Invalid number');
    type('050 123 45 67');
    await sendCode();
    expect(api.bodyOf('/sms/send')).toMatchObject({ tel: '501234567', market: 'az' });
    expect(screen.getByRole('status')).toHaveTextContent('Code sent');
  });
});
