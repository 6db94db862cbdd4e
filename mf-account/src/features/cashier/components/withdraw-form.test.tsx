import { act, fireEvent, render, screen } from '@testing-library/react';
import { patchUser, MemoryRouter, type CashierOrder } from '@casino/shared';
import { fakeApi, recordBus, resetState } from '../../../testing/test-setup';
import { withdrawInfo as info, setupCashierI18n } from '../../../testing/cashier-fixtures';
import { WithdrawForm } from './withdraw-form';

const amountField = async () => (await screen.findByTestId('withdraw-form')).querySelector<HTMLInputElement>('input[name=amount]')!;

const show = (onCreated: (o: CashierOrder) => void = () => undefined) =>
  render(
    <MemoryRouter>
      <WithdrawForm onCreated={onCreated} />
    </MemoryRouter>,
  );

describe('WithdrawForm', () => {
  beforeAll(() => setupCashierI18n('tk'));
  beforeEach(() => {
    resetState();
    patchUser({ isLogin: true, role: 'user', lang: 'tk' });
  });

  it('after a successful withdrawal the form is fresh: empty, no "enter an amount", the earlier error toasts cleared', async () => {
    let attempt = 0;
    fakeApi({
      '/withdraw/getWithdrawInfo': () => ({ resultData: info() }),
      '/withdraw/apply': () => (++attempt === 1 ? { state: '400', msg: 'Çekim şifresi hatalı.', code: 'BAD_PASSWORD' } : { resultData: { orderId: 'W1', kind: 'withdrawal', status: 'review' } }),
    });
    const created = jest.fn();
    show(created);
    const amount = await amountField();
    const cleared = recordBus('ui:toasts-cleared');
    const submit = async () => {
      fireEvent.change(amount, { target: { value: '250' } });
      fireEvent.change(document.querySelector('input[name=withdrawPwd]')!, { target: { value: '123456' } });
      await act(async () => fireEvent.click(screen.getByTestId('withdraw-submit')));
    };
    await submit();
    expect(created).not.toHaveBeenCalled();
    expect(cleared.events).toEqual([]);
    await submit();
    cleared.stop();
    expect(created).toHaveBeenCalledTimes(1);
    expect(cleared.events).toEqual([{ kind: 'error' }]);
    expect(amount).toHaveValue('');
    expect(amount).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Bir tutar girin.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the range reads in the player\'s format; with nothing withdrawable it says so instead of "100.00 - 0.00"', async () => {
    fakeApi({ '/withdraw/getWithdrawInfo': () => ({ resultData: info() }) });
    const first = show();
    expect(await amountField()).toHaveAttribute('placeholder', '100,00 – 5.000,00');
    first.unmount();
    fakeApi({ '/withdraw/getWithdrawInfo': () => ({ resultData: info({ withdrawableMinor: 0 }) }) });
    show();
    const amount = await amountField();
    expect(amount.getAttribute('placeholder')).not.toMatch(/0[.,]00$/);
    expect(amount).toHaveAttribute('placeholder', 'En az 100,00\u00a0₺.');
    expect(screen.getByText('Çekilebilir bakiyeniz en az çekim tutarının (100,00 ₺) altında.')).toBeInTheDocument();
  });
});

describe('WithdrawForm payout controls', () => {
  beforeAll(() => setupCashierI18n('tk'));
  beforeEach(() => {
    resetState();
    patchUser({ isLogin: true, role: 'user', lang: 'tk' });
  });

  it('before identity verification shows what is missing instead of the form', async () => {
    fakeApi({ '/withdraw/getWithdrawInfo': () => ({ resultData: info({ kycStatus: 'none' }) }) });
    show();
    expect((await screen.findByTestId('withdraw-need-kyc')).textContent).toBe('Kimliğinizi doğrulayın');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });

  it('shows the deposit turnover still to play as a bar, and what it unlocks', async () => {
    fakeApi({ '/withdraw/getWithdrawInfo': () => ({ resultData: info({ withdrawableMinor: 100_000, turnover: { multiplierBps: 10_000, requiredMinor: 200_000, doneMinor: 50_000, remainingMinor: 150_000, lockedMinor: 150_000 } }) }) });
    show();
    expect((await screen.findByTestId('turnover-done')).textContent).toBe('500,00\u00a0₺ / 2.000,00\u00a0₺');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('turnover-body').textContent).toBe('Yatırımlar çekilmeden önce 1 kez oyunda çevrilmelidir. 1.500,00\u00a0₺ daha oynadığınızda 1.500,00\u00a0₺ çekilebilir olur.');
  });

  it('shows the sandbox test money apart, as never withdrawable, and says so when asked for it', async () => {
    fakeApi({ '/withdraw/getWithdrawInfo': () => ({ resultData: info({ balanceMinor: 150_000, withdrawableMinor: 50_000, testMinor: 100_000 }) }) });
    show();
    const row = await screen.findByTestId('withdraw-test-money');
    expect(row.textContent).toBe("Test parası1.000,00\u00a0₺Sandbox'ın test parasıdır; oynanır ama hiçbir zaman çekilemez.");
    expect(screen.getByTestId('withdrawable').textContent).toBe('500,00\u00a0₺');
    fireEvent.change(await amountField(), { target: { value: '1000' } });
    expect(screen.getByRole('alert').textContent).toBe('Bu tutar çekilebilir bakiyenizi aşıyor: test parası çekilemez.');
  });

  it('without test money shows no test money row', async () => {
    fakeApi({ '/withdraw/getWithdrawInfo': () => ({ resultData: info() }) });
    show();
    await amountField();
    expect(screen.queryByTestId('withdraw-test-money')).toBeNull();
  });

  it('with a running bonus asks to forfeit it first; cancel sends nothing, confirm forfeits then withdraws', async () => {
    const api = fakeApi({
      '/withdraw/getWithdrawInfo': () => ({ resultData: info({ activeBonusId: 7 }) }),
      '/bonus/forfeit': () => ({ resultData: { bonusId: 7, status: 'forfeited' } }),
      '/withdraw/apply': () => ({ resultData: { orderId: 'W9', kind: 'withdrawal', status: 'review' } }),
    });
    show();
    const amount = await amountField();
    fireEvent.change(amount, { target: { value: '150' } });
    fireEvent.change(document.querySelector('input[name=withdrawPwd]')!, { target: { value: '482915' } });
    await act(async () => void fireEvent.click(screen.getByTestId('withdraw-submit')));
    expect(screen.getByTestId('withdraw-forfeit').textContent).toContain('Aktif bonusunuz iptal edilecek');
    await act(async () => void fireEvent.click(screen.getByText('Vazgeç')));
    expect(api.paths()).not.toContain('/bonus/forfeit');
    expect(api.paths()).not.toContain('/withdraw/apply');
    await act(async () => void fireEvent.click(screen.getByTestId('withdraw-submit')));
    await act(async () => void fireEvent.click(screen.getByTestId('withdraw-forfeit-confirm')));
    expect(api.paths().filter((p) => p === '/bonus/forfeit' || p === '/withdraw/apply')).toEqual(['/bonus/forfeit', '/withdraw/apply']);
    expect(api.bodyOf('/bonus/forfeit')).toMatchObject({ bonusId: 7 });
  });
});
