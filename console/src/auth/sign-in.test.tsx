import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from '../app';
import { setLanguage } from '../i18n';
import { installFakeApi, me, registryList, type TFakeApi } from '../testing/fake-api';

let api: TFakeApi;
beforeEach(() => {
  // These tests read the English texts; the console opens in Turkish (see the last test).
  setLanguage(null, 'en');
  sessionStorage.clear();
  window.history.pushState({}, '', '/');
});
afterEach(() => api.restore());

const fill = (login: string, password: string, totp: string) => {
  fireEvent.change(screen.getByLabelText('Login'), { target: { value: login } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: totp } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('staff sign-in', () => {
  it('signs in with login, password and TOTP, then shows the console with the staff member and sends the session', async () => {
    api = installFakeApi({
      '/admin/staff/login': () => ({ data: { ...me('operator', 'ayse'), token: 'tok-1' } }),
      '/admin/registry/list': () => ({ data: registryList }),
    });
    render(<App />);
    fill(' ayse ', 'correct horse battery', '123 456');
    expect(await screen.findByTestId('who')).toHaveTextContent('ayse · operator');
    expect(api.calls[0]).toMatchObject({ path: '/admin/staff/login', body: { login: 'ayse', password: 'correct horse battery', totp: '123456' }, authorization: null });
    expect(await screen.findByRole('heading', { name: 'Markets & remotes' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/admin/registry/list' && c.authorization === 'Bearer tok-1')).toBe(true));
    expect(sessionStorage.getItem('casino-console-session')).toBe('tok-1');
  });

  it('shows the server message on a wrong password or code, clears the code, and stays on the sign-in page', async () => {
    api = installFakeApi({ '/admin/staff/login': () => ({ status: 400, code: 'INVALID_CREDENTIALS', msg: 'The login, password or verification code is wrong.' }) });
    render(<App />);
    fill('ayse', 'wrong', '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('The login, password or verification code is wrong.');
    expect(screen.getByLabelText('Authenticator code')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(sessionStorage.getItem('casino-console-session')).toBeNull();
  });

  it('asks to sign in again over the page, saying why, when the session expires (401)', async () => {
    sessionStorage.setItem('casino-console-session', 'old');
    let expired = false;
    api = installFakeApi({
      '/admin/staff/me': () => ({ data: me('viewer') }),
      '/admin/registry/list': () => (expired ? { status: 401, code: 'UNAUTHORIZED', msg: 'Your session has ended.' } : { data: registryList }),
    });
    render(<App />);
    expect(await screen.findByTestId('who')).toHaveTextContent('viewer.one · viewer');
    expired = true;
    fireEvent.click(screen.getByRole('link', { name: /Versions/ }));
    expect(await screen.findByText(/Your session has ended\. Sign in again to carry on/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(sessionStorage.getItem('casino-console-session')).toBeNull();
  });

  it('signs out: the session is revoked on the server and forgotten here', async () => {
    sessionStorage.setItem('casino-console-session', 'tok-2');
    api = installFakeApi({ '/admin/staff/me': () => ({ data: me('admin') }), '/admin/registry/list': () => ({ data: registryList }), '/admin/staff/logout': () => ({ data: true }) });
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/staff/logout')?.authorization).toBe('Bearer tok-2');
    expect(sessionStorage.getItem('casino-console-session')).toBeNull();
  });

  it('opens in Turkish before anyone has signed in (the tr market’s language)', async () => {
    setLanguage(null, 'tk');
    api = installFakeApi({});
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Personel girişi' })).toBeInTheDocument();
    expect(screen.getByLabelText('Doğrulama kodu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Giriş yap' })).toBeInTheDocument();
  });
});
