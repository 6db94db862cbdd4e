import { act, render, screen } from '@testing-library/react';
import { initI18n, patchUser, resetUser, MemoryRouter } from '@casino/shared';
import { GuestRegister } from './guest-register';

const show = (at = '/') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <GuestRegister to="/login?type=register" />
    </MemoryRouter>,
  );

describe('GuestRegister (Kaydol next to a guest balance)', () => {
  beforeAll(() => initI18n('tk'));
  beforeEach(() => resetUser());

  it('shows a guest the way to registration, and goes once the guest has become a player', async () => {
    patchUser({ role: 'tourist', isNewUserLogin: true, token: 'tok', nikeName: 'Misafir123456' });
    show();
    const link = screen.getByTestId('guest-register');
    expect(link).toHaveAttribute('href', '/login?type=register');
    expect(link).toHaveTextContent('register');
    // What the phone-bind dialog or the registration writes into the store.
    await act(async () => patchUser({ role: 'user', nikeName: 'Oyuncu4567' }));
    expect(screen.queryByTestId('guest-register')).toBeNull();
  });

  it('is not shown on the registration page itself', () => {
    patchUser({ role: 'tourist', isNewUserLogin: true, token: 'tok' });
    show('/login');
    expect(screen.queryByTestId('guest-register')).toBeNull();
  });

  it('is not shown to a logged-out visitor (the header has Giriş Yap and Kaydol) nor to a member', () => {
    patchUser({ role: 'tourist', isNewUserLogin: false, isLogin: false, token: '' });
    const { unmount } = show();
    expect(screen.queryByTestId('guest-register')).toBeNull();
    unmount();
    patchUser({ role: 'user', isNewUserLogin: true, isLogin: true, token: 'tok' });
    show();
    expect(screen.queryByTestId('guest-register')).toBeNull();
  });
});
