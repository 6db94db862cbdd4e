import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from '@casino/shared';
import { ScrollToTop } from './scroll-to-top';

let navigate: NavigateFunction;
function Grab() {
  navigate = useNavigate();
  return null;
}

describe('ScrollToTop', () => {
  const before = window.scrollTo;
  // As in Chromium: scrollTo returns a promise, which must never become the effect's clean-up.
  const scrollTo = jest.fn(() => Promise.resolve()) as unknown as jest.Mock & typeof window.scrollTo;
  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo;
  });
  afterAll(() => {
    window.scrollTo = before;
  });

  const show = () =>
    render(
      <MemoryRouter initialEntries={['/kisiselBilgiler/recharge']}>
        <ScrollToTop />
        <Grab />
      </MemoryRouter>,
    );

  it('a page opened by a link or a redirect starts at its top (the order detail after the deposit form)', () => {
    const view = show();
    scrollTo.mockClear();
    act(() => void navigate('/RechargeDetail?orderId=D1'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    act(() => void navigate('/legal/terms', { replace: true }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(() => view.unmount()).not.toThrow();
  });

  it('Back keeps where the browser puts it; a query or a #fragment alone does not move the page', () => {
    show();
    act(() => void navigate('/RechargeDetail'));
    scrollTo.mockClear();
    act(() => void navigate(-1));
    act(() => void navigate('/kisiselBilgiler/recharge?channel=eft'));
    act(() => void navigate('/kisiselBilgiler/withdrawl#history'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
