import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, http } from '@casino/shared';
import { fakeApi, recordBus, resetState, setupI18n, type TFakeAnswer } from '../../../testing/test-setup';
import { LoginForm } from './login-form';
import { PasswordResetForm } from './password-reset-form';
import { RegisterForm } from './register-form';

/**
 * On the mobile auth pages (no toaster) a refused submit used to show nothing.
 * Every refusal is now on the form: next to the field it is about, or above the button.
 */
beforeAll(() => setupI18n('tk'));
beforeEach(() => {
  resetState();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (el: HTMLElement) => act(async () => void fireEvent.click(el));
const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('auth forms show the server refusal on the form, never only as a toast', () => {
  it('login by password: a wrong password under the password field', async () => {
    fakeApi({ '/tracking/uploadTrack': () => ({}), '/sso/loginNew': () => ({ state: '400', code: 'INVALID_CREDENTIALS', msg: 'Telefon numarası veya şifre hatalı.' }) });
    const toasts = recordBus('ui:toast-requested');
    inRouter(<LoginForm onLoggedIn={() => undefined} />);
    await press(screen.getByRole('button', { name: 'Şifre' }));
    type('Telefon numarası', '5321112233');
    type('Şifre', 'yanlis-sifre');
    await press(screen.getByTestId('login-submit'));
    toasts.stop();
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription('Telefon numarası veya şifre hatalı.');
    expect(toasts.events).toEqual([]);
    // Typing again clears it.
    type('Şifre', 'yeni-deneme');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('login by code: a phone the server refuses under the phone field, from the OTP button', async () => {
    fakeApi({ '/sms/send': () => ({ state: '400', code: 'VALIDATION_FAILED', field: 'tel', msg: 'Geçersiz numara. Cep telefonu numaranızı kontrol edin.' }) });
    inRouter(<LoginForm onLoggedIn={() => undefined} />);
    type('Telefon numarası', '5321234567');
    await press(screen.getByTestId('otp-button'));
    expect(screen.getByLabelText('Telefon numarası')).toHaveAccessibleDescription('Geçersiz numara. Cep telefonu numaranızı kontrol edin.');
    expect(screen.getByTestId('otp-button')).toBeEnabled();
  });

  it('register: a taken phone under the phone field, an age refusal under the date of birth', async () => {
    let answer: TFakeAnswer = { state: '409', code: 'PHONE_TAKEN', msg: 'Bu telefon numarası zaten kayıtlı.' };
    fakeApi({ '/tracking/uploadTrack': () => ({}), '/sso/register': () => answer });
    inRouter(<RegisterForm onRegistered={() => undefined} />);
    type('Telefon numarası', '5321112233');
    type('Doğrulama kodu', '1234');
    type('Şifre', 'gizli123');
    type('Doğum tarihi', '1990-05-05');
    fireEvent.click(screen.getByTestId('consent-terms'));
    fireEvent.click(screen.getByTestId('consent-privacy'));
    await press(screen.getByTestId('register-submit'));
    expect(screen.getByLabelText('Telefon numarası')).toHaveAccessibleDescription('Bu telefon numarası zaten kayıtlı.');
    answer = { state: '400', code: 'VALIDATION_FAILED', field: 'birthDate', msg: '18 yaşından küçükler kayıt olamaz.' };
    await press(screen.getByTestId('register-submit'));
    expect(screen.getByLabelText('Doğum tarihi')).toHaveAccessibleDescription('18 yaşından küçükler kayıt olamaz.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // New terms published meanwhile: the server's words above the button.
    answer = { state: '400', code: 'CONSENT_VERSION_INVALID', msg: 'Kullanım Şartları veya Aydınlatma Metni güncellendi. Lütfen yeni sürümü okuyup kabul edin.' };
    await press(screen.getByTestId('register-submit'));
    expect(screen.getByRole('alert')).toHaveTextContent('Kullanım Şartları veya Aydınlatma Metni güncellendi.');
  });

  it('a refusal about no field (too many tries) shows above the button as an alert', async () => {
    fakeApi({ '/sso/modify': () => ({ state: '429', code: 'RATE_LIMITED', msg: 'Çok fazla deneme. 60 saniye sonra tekrar deneyin.' }) });
    inRouter(<PasswordResetForm onDone={() => undefined} />);
    type('Telefon numarası', '5321112233');
    type('Doğrulama kodu', '123456');
    type('Yeni şifre', 'gizli123');
    await press(screen.getByTestId('reset-submit'));
    expect(screen.getByTestId('form-alert')).toHaveTextContent('Çok fazla deneme. 60 saniye sonra tekrar deneyin.');
    expect(screen.getByTestId('form-alert')).toHaveAttribute('role', 'alert');
  });

  it('no answer at all (network) says so above the button', async () => {
    http.defaults.adapter = async () => Promise.reject(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    inRouter(<PasswordResetForm onDone={() => undefined} />);
    type('Telefon numarası', '5321112233');
    type('Doğrulama kodu', '123456');
    type('Yeni şifre', 'gizli123');
    await press(screen.getByTestId('reset-submit'));
    expect(screen.getByTestId('form-alert')).toHaveTextContent('Bağlantı hatası. Lütfen internet bağlantınızı kontrol edip tekrar deneyin.');
  });
});
