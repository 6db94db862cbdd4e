import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n, MemoryRouter, Route, Routes } from '@casino/shared';
import { fakeApi, recordBus, resetState, setupI18n } from '../testing/test-setup';
import PasswordResetPage from './password-reset';

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  resetState();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('reset-submit'));
  });
}

function fill() {
  render(
    <MemoryRouter>
      <PasswordResetPage />
    </MemoryRouter>,
  );
  type('Phone number', '5321234567');
  type('Verification code', '654321');
  type('New password', 'newsecret1');
}

describe('PasswordResetPage', () => {
  it('goes back to the page that asked for a password (a deposit) once it is set', async () => {
    fakeApi({ '/sso/modify': () => ({ resultData: true }) });
    render(
      <MemoryRouter initialEntries={['/password-reset?redirect=%2FkisiselBilgiler%2Frecharge']}>
        <Routes>
          <Route path="/password-reset" element={<PasswordResetPage />} />
          <Route path="/kisiselBilgiler/recharge" element={<p>recharge page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    type('Phone number', '5321234567');
    type('Verification code', '654321');
    type('New password', 'newsecret1');
    await submit();
    expect(screen.getByText('recharge page')).toBeInTheDocument();
  });

  it('resets by phone + OTP + new password (/sso/modify) and confirms', async () => {
    const api = fakeApi({ '/sso/modify': () => ({ resultData: true }) });
    fill();
    await submit();
    expect(api.bodyOf('/sso/modify')).toMatchObject({ mobile: '5321234567', verificationCode: '654321', password: 'newsecret1' });
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('account:reset.done'));
  });

  it('keeps the form after a failure, with the message under the code and no toast', async () => {
    fakeApi({ '/sso/modify': () => ({ state: '400', msg: 'Kod hatalı', code: 'INVALID_CODE' }) });
    const toasts = recordBus('ui:toast-requested');
    fill();
    await submit();
    toasts.stop();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('reset-submit')).toBeEnabled();
    expect(toasts.events).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('Kod hatalı');
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects a too-short password before calling the API', async () => {
    const api = fakeApi({});
    fill();
    type('New password', '123');
    await submit();
    expect(api.calls).toEqual([]);
    expect(screen.getByText(i18n.t('account:form.passwordRule'))).toBeInTheDocument();
  });
});
