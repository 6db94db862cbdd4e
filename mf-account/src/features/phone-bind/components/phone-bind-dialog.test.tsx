import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, i18n, patchUser, userStore } from '@casino/shared';
import { fakeApi, recordBus, resetState, setupI18n } from '../../../testing/test-setup';
import { PhoneBindDialog } from './phone-bind-dialog';
import { AccountOverlay } from './account-overlay';

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  resetState();
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.useRealTimers());

const phoneInput = () => screen.getByLabelText('Phone number');
const codeInput = () => screen.getByLabelText('Verification code');
const submit = () => screen.getByTestId('phone-bind-submit');
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
async function press(el: HTMLElement) {
  await act(async () => {
    fireEvent.click(el);
  });
}
/** A guest binding a phone becomes a member: the terms in force (consent). */
const CONSENT = { '/legal/consent/current': () => ({ resultData: { market: 'tr', pending: false, texts: [{ kind: 'terms', version: 3 }, { kind: 'privacy', version: 2 }] } }) };
const acceptTerms = () => {
  fireEvent.click(screen.getByTestId('consent-terms'));
  fireEvent.click(screen.getByTestId('consent-privacy'));
};

describe('PhoneBindDialog', () => {
  it("titles 'bind' MobileBinding and 'login' SwitchAccount", () => {
    const { unmount } = render(<PhoneBindDialog mode="bind" />);
    expect(screen.getByRole('dialog', { name: i18n.t('account:MobileBinding') })).toBeInTheDocument();
    unmount();
    render(<PhoneBindDialog mode="login" />);
    expect(screen.getByRole('dialog', { name: i18n.t('account:SwitchAccount') })).toBeInTheDocument();
  });

  it('validates on blur with base.EnterPhoneNumber and base.EnterCode; the code takes at most 6 characters', () => {
    render(<PhoneBindDialog mode="bind" />);
    expect(screen.queryByRole('alert')).toBeNull();
    type(phoneInput(), '12345');
    fireEvent.blur(phoneInput());
    expect(screen.getByText(i18n.t('common:base.EnterPhoneNumber'))).toBeInTheDocument();
    type(phoneInput(), '1234567');
    expect(screen.queryByText(i18n.t('common:base.EnterPhoneNumber'))).toBeNull();

    type(codeInput(), '12');
    fireEvent.blur(codeInput());
    expect(screen.getByText(i18n.t('common:base.EnterCode'))).toBeInTheDocument();
    expect(codeInput()).toHaveAttribute('maxLength', '6');
    type(codeInput(), '12345678');
    expect(codeInput()).toHaveValue('123456');
    expect(screen.queryByText(i18n.t('common:base.EnterCode'))).toBeNull();
  });

  it('disables the bind button while the code is empty', () => {
    render(<PhoneBindDialog mode="bind" />);
    type(phoneInput(), '5321234567');
    expect(submit()).toBeDisabled();
    type(codeInput(), '1234');
    expect(submit()).toBeEnabled();
  });

  it("a guest who binds becomes the player in the store at once (role and name from the bind's answer), even if the reload fails", async () => {
    patchUser({ role: 'tourist', isNewUserLogin: true, nikeName: 'Misafir123456' });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      ...CONSENT,
      '/user/bind-phone': () => ({ resultData: { mobile: '905321234567', role: 'member', nikeName: 'Oyuncu4567' } }),
      '/user/getUserInfo': () => ({ state: '503', msg: 'Hizmet kullanılamıyor' }),
    });
    render(<PhoneBindDialog mode="bind" />);
    type(phoneInput(), '5321234567');
    type(codeInput(), '123456');
    acceptTerms();
    await press(submit());
    expect(userStore).toMatchObject({ role: 'user', nikeName: 'Oyuncu4567', mobile: '905321234567' });
  });

  it('binds: /user/bind-phone {verificationCode, mobile}, stores 90+phone, reloads the user, emits success with the phone', async () => {
    const api = fakeApi({
      ...CONSENT,
      '/sms/send': () => ({ resultData: 60 }),
      '/user/bind-phone': () => ({}),
      '/user/getUserInfo': () => ({ resultData: { nikeName: 'Ayşe', vipLevel: 2 } }),
    });
    const succeeded = recordBus('dialog:phone-bind-succeeded');
    const onSuccess = jest.fn();
    render(<PhoneBindDialog mode="bind" onSuccess={onSuccess} />);
    type(phoneInput(), '5321234567');
    await press(screen.getByTestId('otp-button'));
    type(codeInput(), '123456');
    // A guest must accept the terms first: the form says so and sends nothing.
    await press(submit());
    expect(api.paths()).not.toContain('/user/bind-phone');
    expect(screen.getByText('To register, accept the Terms of Use.')).toBeInTheDocument();
    acceptTerms();
    await press(submit());
    succeeded.stop();

    expect(api.paths()).toEqual(['/legal/consent/current', '/sms/send', '/user/bind-phone', '/user/getUserInfo']);
    expect(api.bodyOf('/user/bind-phone')).toMatchObject({ verificationCode: '123456', mobile: '5321234567', termsVersion: 3, privacyVersion: 2 });
    expect(userStore.mobile).toBe('905321234567');
    expect(userStore.nikeName).toBe('Ayşe');
    expect(onSuccess).toHaveBeenCalledWith('5321234567');
    expect(succeeded.events).toEqual([{ mode: 'bind', phone: '5321234567' }]);
  });

  it('a member changing phone proves the current one (password or code to it) before the bind is sent', async () => {
    patchUser({ mobile: '905320000000' });
    const api = fakeApi({ '/user/bind-phone': () => ({}), '/user/getUserInfo': () => ({ resultData: {} }), '/sms/send': () => ({ resultData: 60 }) });
    render(<PhoneBindDialog mode="bind" />);
    expect(screen.getByTestId('current-phone-proof')).toHaveTextContent(/First confirm your current number \(\+90 .*532/);
    type(phoneInput(), '5321234567');
    type(codeInput(), '123456');
    // No proof yet: the bind cannot be sent.
    expect(submit()).toBeDisabled();
    // A code to the current number goes to that number.
    await press(screen.getAllByTestId('otp-button')[0]!);
    expect(api.bodyOf('/sms/send')).toMatchObject({ tel: '5320000000' });
    type(screen.getByLabelText('Code from your current number'), '654321');
    await press(submit());
    expect(api.bodyOf('/user/bind-phone')).toMatchObject({ mobile: '5321234567', verificationCode: '123456', currentVerificationCode: '654321' });
  });

  it('a member may prove the current phone with the password instead', async () => {
    patchUser({ mobile: '905320000000' });
    const api = fakeApi({ '/user/bind-phone': () => ({}), '/user/getUserInfo': () => ({ resultData: {} }) });
    render(<PhoneBindDialog mode="bind" />);
    fireEvent.click(screen.getByLabelText('Password'));
    type(screen.getByLabelText('Password', { selector: 'input[type=password]' }), 'secret-pass');
    type(phoneInput(), '5321234567');
    type(codeInput(), '123456');
    await press(submit());
    expect(api.bodyOf('/user/bind-phone')).toEqual(expect.objectContaining({ password: 'secret-pass' }));
    expect(api.bodyOf('/user/bind-phone')).not.toHaveProperty('currentVerificationCode');
  });

  it('a failed bind emits nothing and shows the message under the code, not as a toast', async () => {
    fakeApi({ ...CONSENT, '/user/bind-phone': () => ({ state: '400', msg: 'Kod hatalı', code: 'INVALID_CODE' }) });
    const succeeded = recordBus('dialog:phone-bind-succeeded');
    const toasts = recordBus('ui:toast-requested');
    render(<PhoneBindDialog mode="bind" />);
    type(phoneInput(), '5321234567');
    type(codeInput(), '1234');
    acceptTerms();
    await press(submit());
    succeeded.stop();
    toasts.stop();
    expect(succeeded.events).toEqual([]);
    expect(toasts.events).toEqual([]);
    expect(codeInput()).toHaveAccessibleDescription('Kod hatalı');
    expect(userStore.mobile).toBe('');
  });

  it('logs an invalid form and calls nothing', async () => {
    const api = fakeApi(CONSENT);
    render(<PhoneBindDialog mode="bind" />);
    type(phoneInput(), '123');
    type(codeInput(), '1');
    await press(submit());
    expect(api.paths()).toEqual(['/legal/consent/current']);
    expect(console.warn).toHaveBeenCalledWith('[account] phone-bind form is invalid', expect.anything());
    // The phone, the code and the two consent boxes.
    expect(screen.getAllByRole('alert')).toHaveLength(4);
  });

  it('login mode: /sso/loginNew, merges the user with mobile 90+phone and shows tip.opSuccessful', async () => {
    const api = fakeApi({
      '/sso/loginNew': () => ({ resultData: { token: 'tok-2', uid: 'u-2', userid: '42', nikeName: 'Mehmet' } }),
      '/user/uploadLoginLog': () => ({}),
    });
    patchUser({ token: 'tourist', nikeName: 'guest' });
    const toasts = recordBus('ui:toast-requested');
    const succeeded = recordBus('dialog:phone-bind-succeeded');
    render(<PhoneBindDialog mode="login" />);
    type(phoneInput(), '5320000000');
    type(codeInput(), '9876');
    await press(submit());
    toasts.stop();
    succeeded.stop();

    expect(api.bodyOf('/sso/loginNew')).toMatchObject({ verificationCode: '9876', mobile: '5320000000' });
    expect(userStore).toMatchObject({ token: 'tok-2', nikeName: 'Mehmet', mobile: '905320000000', isLogin: true });
    expect(toasts.events).toEqual([{ kind: 'success', message: i18n.t('common:tip.opSuccessful') }]);
    expect(succeeded.events).toEqual([{ mode: 'login', phone: '5320000000' }]);
  });

  it('closing emits close', async () => {
    const closed = recordBus('dialog:phone-bind-closed');
    const onClose = jest.fn();
    render(<PhoneBindDialog mode="login" onClose={onClose} />);
    await press(screen.getByRole('button', { name: i18n.t('common:base.Close') }));
    closed.stop();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(closed.events).toEqual([{ mode: 'login' }]);
  });
});

describe('AccountOverlay', () => {
  it("opens the dialog on 'dialog:phone-bind-requested' and removes it on close", async () => {
    render(<AccountOverlay />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => bus.emit('dialog:phone-bind-requested', { mode: 'bind' }));
    expect(screen.getByRole('dialog', { name: i18n.t('account:MobileBinding') })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
