import { render, screen, within } from '@testing-library/react';
import { patchUser, MemoryRouter, type CashierOrder } from '@casino/shared';
import { fakeApi, resetState } from '../../../testing/test-setup';
import { CashierHistory } from './cashier-history';
import { setupCashierI18n } from '../../../testing/cashier-fixtures';

const order = (o: Partial<CashierOrder> & Pick<CashierOrder, 'orderId' | 'status'>): CashierOrder => ({
  kind: 'deposit',
  channel: 'card',
  amountMinor: 100_000,
  feeMinor: 0,
  creditedMinor: null,
  currency: 'TRY',
  createTime: '2026-11-20T09:00:00.000Z',
  updateTime: '2026-11-20T09:00:00.000Z',
  expiresAt: null,
  reason: null,
  ...o,
});

describe('CashierHistory: the money history tells the truth', () => {
  beforeAll(() => setupCashierI18n('tk'));
  beforeEach(() => {
    resetState();
    patchUser({ isLogin: true, role: 'user' });
  });

  it('a declined card deposit is neutral; a paid one shows what was credited after the fee, and the fee', async () => {
    const list = [
      order({ orderId: 'D2', status: 'failed' }),
      order({ orderId: 'D1', status: 'paid', creditedMinor: 100_000, feeMinor: 2_500 }),
    ];
    fakeApi({ '/recharge/record': () => ({ resultData: { list, total: 2 } }) });
    render(
      <MemoryRouter>
        <CashierHistory />
      </MemoryRouter>,
    );
    const rows = await screen.findAllByTestId('history-row');
    const [declined, paid] = rows.map((row) => within(row).getByTestId('history-amount'));
    expect(declined).toHaveTextContent(/^1\.000,00 ₺$/);
    expect(declined).toHaveAttribute('data-tone', 'neutral');
    expect(within(rows[0]!).queryByTestId('history-fee')).toBeNull();
    expect(paid).toHaveAttribute('data-tone', 'in');
    expect(paid).toHaveTextContent(/^\+975,00 ₺/);
    expect(within(paid!).getByTestId('history-fee')).toHaveTextContent('Ücret 25,00 ₺');
  });
});
