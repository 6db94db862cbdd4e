import { render, screen } from '@testing-library/react';
import { globalStore, i18n, MemoryRouter } from '@casino/shared';
import { resetState, setupI18n } from '../../../testing/test-setup';
import { ensureCashierMessages } from '../i18n';
import { RegisterGate } from './common';

describe('RegisterGate: what registration asks, before a deposit', () => {
  beforeAll(async () => {
    await setupI18n('tk');
    await ensureCashierMessages();
    await i18n.loadNamespaces(['cashier']);
  });
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
