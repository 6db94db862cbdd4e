import { render, screen } from '@testing-library/react';
import { patchUser, MemoryRouter } from '@casino/shared';
import { fakeApi, resetState } from '../testing/test-setup';
import RechargeDetailPage from './recharge-detail';
import { setupCashierI18n } from '../testing/cashier-fixtures';

const order = {
  orderId: 'D1',
  kind: 'deposit',
  channel: 'card',
  status: 'paid',
  amountMinor: 25_000,
  feeMinor: 0,
  creditedMinor: 25_000,
  currency: 'TRY',
  createTime: '2026-12-03T10:00:00.000Z',
  timeline: [{ status: 'created', at: '2026-12-03T10:00:00.000Z' }, { status: 'paid', at: '2026-12-03T10:01:00.000Z' }],
};

describe('RechargeDetail page', () => {
  const before = window.scrollTo;
  beforeAll(() => setupCashierI18n('tk'));
  beforeEach(() => {
    resetState();
    patchUser({ isLogin: true, role: 'user', lang: 'tk' });
  });
  afterAll(() => {
    window.scrollTo = before;
  });

  it('opens at its top (after a long deposit form on a phone), and is left without an error', async () => {
    // As in Chromium: scrollTo returns a promise, which must never become the effect's clean-up.
    const scrollTo = jest.fn(() => Promise.resolve());
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    fakeApi({ '/recharge/orderRecordDetail': () => ({ resultData: order }) });
    const view = render(
      <MemoryRouter initialEntries={['/RechargeDetail?orderId=D1']}>
        <RechargeDetailPage />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('order-panel')).toHaveTextContent('250,00');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(() => view.unmount()).not.toThrow();
  });
});
