import { act, fireEvent, render, screen } from '@testing-library/react';
import { getLoginTime, i18n, patchUser, userStore, MemoryRouter, Route, Routes, useLocation } from '@casino/shared';
import { fakeApi, recordBus, resetState, setupI18n } from '../testing/test-setup';
import LoginPage from './login';

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  resetState();
  // The player chose "all" in the cookie banner: clicks are tracked (the test without a choice says otherwise).
  localStorage.setItem('casino.consent', JSON.stringify({ v: 1, analytics: true }));
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The texts in force (consent) and the player ticking both boxes. */
const CONSENT = { '/legal/consent/current': () => ({ resultData: { market: 'tr', pending: false, texts: [{ kind: 'terms', version: 3 }, { kind: 'privacy', version: 2 }] } }) };
const acceptTerms = () => {
  fireEvent.click(screen.getByTestId('consent-terms'));
  fireEvent.click(screen.getByTestId('consent-privacy'));
};

async function press(el: HTMLElement) {
  await act(async () => {
    fireEvent.click(el);
  });
}

// As the API answers: numeric ids, role 'member'.
const session = { token: 'tok-9', sign: 'sig-9', uid: 'u-9', userid: 9, id: 9, role: 'member', isNewUserLogin: true, nikeName: 'Zeynep', totalAssets: 123456 };

describe('LoginPage', () => {
  it('has a way back to the lobby (login and register alike)', async () => {
    renderAt('/login');
    await press(screen.getByRole('link', { name: /Back to lobby/ }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    renderAt('/login?type=register');
    expect(screen.getByRole('link', { name: /Back to lobby/ })).toHaveAttribute('href', '/');
  });

  it('logs in by phone + OTP: tracks the click (tracking allowed), stores the session, uploads the login log and goes to the redirect', async () => {
    localStorage.setItem('casino.consent', JSON.stringify({ v: 1, analytics: true }));
    const api = fakeApi({
      '/tracking/uploadTrack': () => ({}),
      '/sms/send': () => ({ resultData: 60 }),
      '/sso/loginNew': () => ({ resultData: session }),
      '/user/uploadLoginLog': () => ({}),
    });
    const loggedIn = recordBus('auth:logged-in');
    renderAt('/login?redirect=%2Fvip');
    type('Phone number', '5321112233');
    await press(screen.getByTestId('otp-button'));
    type('Verification code', '4321');
    await press(screen.getByTestId('login-submit'));
    loggedIn.stop();

    expect(api.bodyOf('/tracking/uploadTrack')).toMatchObject({ eventType: '2', eventId: 3, consent: '1' });
    expect(api.bodyOf('/sso/loginNew')).toMatchObject({ mobile: '5321112233', verificationCode: '4321' });
    expect(userStore).toMatchObject({ token: 'tok-9', nikeName: 'Zeynep', mobile: '905321112233', isLogin: true, totalAssets: 123456, userid: '9', role: 'user' });
    expect(getLoginTime()).not.toBeNull();
    expect(loggedIn.events).toEqual([{ uid: 'u-9', userid: '9', role: 'user' }]);
    expect(api.bodyOf('/user/uploadLoginLog')).toMatchObject({ mobile: '5321112233' });
    // The API revokes the tourist token on login: the next call must already carry the new one.
    expect(api.calls.find((c) => c.path === '/user/uploadLoginLog')?.token).toBe('tok-9');
    expect(screen.getByTestId('where')).toHaveTextContent('/vip');
  });

  it('logs in by phone + password and goes Home', async () => {
    const api = fakeApi({ '/tracking/uploadTrack': () => ({}), '/sso/loginNew': () => ({ resultData: session }), '/user/uploadLoginLog': () => ({}) });
    renderAt('/login');
    await press(screen.getByRole('button', { name: 'Password' }));
    type('Phone number', '5321112233');
    type('Password', 'secret123');
    await press(screen.getByTestId('login-submit'));
    expect(api.bodyOf('/sso/loginNew')).toMatchObject({ mobile: '5321112233', password: 'secret123' });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('stays on the form when the login fails: not logged in, the message under the code field and no toast', async () => {
    fakeApi({ '/tracking/uploadTrack': () => ({}), '/sso/loginNew': () => ({ state: '400', msg: 'Telefon veya kod hatalı', code: 'INVALID_CODE' }) });
    const toasts = recordBus('ui:toast-requested');
    renderAt('/login');
    type('Phone number', '5321112233');
    type('Verification code', '0000');
    await press(screen.getByTestId('login-submit'));
    toasts.stop();
    expect(userStore.isLogin).toBe(false);
    expect(getLoginTime()).toBeNull();
    // The mobile login page has no toaster: the message is on the form, once.
    expect(toasts.events).toEqual([]);
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('Telefon veya kod hatalı');
    expect(screen.getByTestId('account-login')).toBeInTheDocument();
    expect(screen.getByTestId('login-submit')).toBeEnabled();
  });

  it('shows validation messages and sends nothing but the track event for an invalid form', async () => {
    const api = fakeApi({ '/tracking/uploadTrack': () => ({}) });
    renderAt('/login');
    await press(screen.getByTestId('login-submit'));
    expect(api.paths()).toEqual(['/tracking/uploadTrack']);
    expect(screen.getByText(i18n.t('common:base.EnterPhoneNumber'))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('common:base.EnterCode'))).toBeInTheDocument();
  });

  it('a restricted login (time-out, self-exclusion) lands on the withdrawal, whatever the redirect', async () => {
    fakeApi({ '/tracking/uploadTrack': () => ({}), '/sso/loginNew': () => ({ resultData: { ...session, restriction: { kind: 'timeout', endsAt: '2026-06-08T09:00:00.000Z' } } }), '/user/uploadLoginLog': () => ({}) });
    renderAt('/login?redirect=%2Fvip');
    await press(screen.getByRole('button', { name: 'Password' }));
    type('Phone number', '5321112233');
    type('Password', 'secret123');
    await press(screen.getByTestId('login-submit'));
    expect(userStore.restriction).toEqual({ kind: 'timeout', endsAt: '2026-06-08T09:00:00.000Z' });
    expect(screen.getByTestId('where')).toHaveTextContent('/kisiselBilgiler/withdrawl');
  });

  it('tracks nothing before the player chose in the cookie banner, nor after "necessary only"', async () => {
    for (const choice of [null, JSON.stringify({ v: 1, analytics: false })]) {
      if (choice === null) localStorage.removeItem('casino.consent');
      else localStorage.setItem('casino.consent', choice);
      const api = fakeApi({ '/tracking/uploadTrack': () => ({}) });
      const view = renderAt('/login');
      await press(screen.getByTestId('login-submit'));
      expect(api.paths()).toEqual([]);
      view.unmount();
    }
  });

  it('?type=register opens registration: tracks the register click, registers by OTP + password + date of birth + the terms accepted, then offers limits (skipped)', async () => {
    const api = fakeApi({ ...CONSENT, '/tracking/uploadTrack': () => ({}), '/sso/register': () => ({ resultData: session }), '/user/uploadLoginLog': () => ({}) });
    patchUser({ inviteUUID: 'inv-7', deviceNumber: 'dev-7' });
    renderAt('/login?type=register');
    expect(screen.getByTestId('account-register')).toBeInTheDocument();
    type('Phone number', '5329998877');
    type('Verification code', '123456');
    type('Password', 'secret123');
    type('Date of birth', '1990-04-01');
    type('Nickname (optional)', 'Ali');
    // Without the two boxes nothing is sent, and each says why.
    await press(screen.getByTestId('register-submit'));
    expect(api.paths()).not.toContain('/sso/register');
    expect(screen.getByText('To register, accept the Terms of Use.')).toBeInTheDocument();
    expect(screen.getByText('To register, confirm you have read the privacy notice.')).toBeInTheDocument();
    acceptTerms();
    await press(screen.getByTestId('register-submit'));
    expect(api.bodyOf('/tracking/uploadTrack')).toMatchObject({ eventType: '2', eventId: 2 });
    expect(api.bodyOf('/sso/register')).toMatchObject({ mobile: '5329998877', verificationCode: '123456', password: 'secret123', birthDate: '1990-04-01', nikeName: 'Ali', inviteUUID: 'inv-7', deviceNumber: 'dev-7', termsVersion: 3, privacyVersion: 2 });
    expect(userStore).toMatchObject({ isLogin: true, mobile: '905329998877' });
    // The optional limits step: one tap skips it and sets nothing.
    expect(await screen.findByTestId('limits-step-registration')).toHaveTextContent('Set your limits');
    await press(screen.getByTestId('limits-skip'));
    expect(api.paths()).not.toContain('/protection/setLimit');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('the limits step after registration saves the deposit limits given (minor units) and refuses a bad amount', async () => {
    const api = fakeApi({ ...CONSENT, '/tracking/uploadTrack': () => ({}), '/sso/register': () => ({ resultData: session }), '/user/uploadLoginLog': () => ({}), '/protection/setLimit': () => ({ resultData: { limits: [], exclusion: null, ageConfirmed: true, realityCheckMinutes: null } }) });
    renderAt('/login?type=register&redirect=%2Fvip');
    type('Phone number', '5329998877');
    type('Verification code', '123456');
    type('Password', 'secret123');
    type('Date of birth', '1990-04-01');
    acceptTerms();
    await press(screen.getByTestId('register-submit'));
    await screen.findByTestId('limits-step-registration');
    fireEvent.change(screen.getByTestId('setup-deposit-day'), { target: { value: 'abc' } });
    await press(screen.getByTestId('limits-save'));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid amount.');
    fireEvent.change(screen.getByTestId('setup-deposit-day'), { target: { value: '500' } });
    fireEvent.change(screen.getByTestId('setup-deposit-month'), { target: { value: '2.000,50' } });
    await press(screen.getByTestId('limits-save'));
    expect(api.calls.filter((c) => c.path === '/protection/setLimit').map((c) => c.body)).toEqual([
      expect.objectContaining({ kind: 'deposit', period: 'day', value: 50_000 }),
      expect.objectContaining({ kind: 'deposit', period: 'month', value: 200_050 }),
    ]);
    expect(screen.getByTestId('where')).toHaveTextContent('/vip');
  });

  it('refuses an under-18 or missing date of birth before anything is sent', async () => {
    const api = fakeApi({ '/tracking/uploadTrack': () => ({}) });
    renderAt('/login?type=register');
    type('Phone number', '5329998877');
    type('Verification code', '123456');
    type('Password', 'secret123');
    await press(screen.getByTestId('register-submit'));
    expect(screen.getByText('Enter a valid date of birth.')).toBeInTheDocument();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    type('Date of birth', `${Number(today.slice(0, 4)) - 17}${today.slice(4)}`);
    await press(screen.getByTestId('register-submit'));
    expect(screen.getByText('You must be 18 or over to register.', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(api.paths().filter((p) => p !== '/legal/consent/current')).toEqual(['/tracking/uploadTrack', '/tracking/uploadTrack']);
  });
});

describe('registration for who needs it', () => {
  it('says the 18+ rule once: an under-18 date replaces the hint with the field message', async () => {
    fakeApi({ '/tracking/uploadTrack': () => ({}) });
    renderAt('/login?type=register');
    expect(screen.getAllByText('You must be 18 or over to register.')).toHaveLength(1);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    type('Date of birth', `${Number(today.slice(0, 4)) - 17}${today.slice(4)}`);
    await press(screen.getByTestId('register-submit'));
    expect(screen.getAllByText('You must be 18 or over to register.')).toHaveLength(1);
  });

  it('a member who opens registration is sent on (to the redirect, else Home); a guest sees the form', async () => {
    fakeApi({});
    patchUser({ isLogin: true, role: 'tourist' });
    const guest = renderAt('/login?type=register');
    expect(screen.getByTestId('account-register')).toBeInTheDocument();
    guest.unmount();
    patchUser({ isLogin: true, role: 'user' });
    renderAt('/login?type=register&redirect=%2Fvip');
    expect(screen.queryByTestId('account-register')).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/vip');
  });
});
