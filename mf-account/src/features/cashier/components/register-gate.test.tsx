import { render, screen } from '@testing-library/react';
import { globalStore, MemoryRouter } from '@casino/shared';
import { resetState } from '../../../testing/test-setup';
import { RegisterGate } from './common';
import { setupCashierI18n } from '../../../testing/cashier-fixtures';

describe('RegisterGate: what registration asks, before a deposit', () => {
  beforeAll(() => setupCashierI18n('tk'));
  beforeEach(() => resetState());

  it('asks a member without a password (a phone login, a bound phone) to set one, and comes back', () => {
    render(
      <MemoryRouter>
        <RegisterGate eligibility="set-password" back="/kisiselBilgiler/recharge" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Bir şifre belirleyin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Şifre belirle' })).toHaveAttribute('href', '/password-reset?redirect=%2FkisiselBilgiler%2Frecharge');
  });

  it('still sends a guest to registration', () => {
    globalStore.isPc = true;
    render(
      <MemoryRouter>
        <RegisterGate eligibility="register" back="/kisiselBilgiler/recharge" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Para yatırmak için kaydolun')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/login?type=register&redirect=%2FkisiselBilgiler%2Frecharge');
  });
});
