import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { getLoginTime, globalStore, patchUser, setLoginTime, userStore, MemoryRouter, Route, Routes } from '@casino/shared';
import { sectionsFor } from '../kisisel-bilgiler-sections';
import manifest from '../routes';
import { fakeApi, recordBus, resetState, setupI18n } from '../testing/test-setup';
import PersonalPage from './personal';
import MobilCihaziBaglaPage from './mobil-cihazi-bagla';

beforeAll(() => setupI18n('tk'));
beforeEach(() => resetState());

function renderPage(element: React.ReactNode, at = '/personal') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={at} element={element} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PersonalPage', () => {
  it('shows name, phone without 90, VIP level and the balance with 2 decimals and grouping', () => {
    patchUser({ isLogin: true, nikeName: 'Ayşe', mobile: '905321234567', vipLevel: 3, totalAssets: 123456789 });
    renderPage(<PersonalPage />);
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Ayşe');
    expect(screen.getByTestId('profile-phone')).toHaveTextContent(/^5321234567$/);
    expect(screen.getByTestId('profile-vip')).toHaveTextContent('3');
    expect(screen.getByTestId('profile-balance')).toHaveTextContent('1.234.567,89');
    expect(screen.queryByRole('button', { name: 'Telefon Bağla' })).toBeNull();
  });

  it('offers bind phone without a mobile, and switch account; both open the dialog on the bus', () => {
    patchUser({ isLogin: true, name: 'Can' });
    const requested = recordBus('dialog:phone-bind-requested');
    renderPage(<PersonalPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Telefon Bağla' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hesap Değiştir' }));
    requested.stop();
    expect(requested.events).toEqual([{ mode: 'bind' }, { mode: 'login' }]);
  });

  it('logs out: /sso/logout, then the local session is cleared and login is shown', async () => {
    const api = fakeApi({ '/sso/logout': () => ({}) });
    patchUser({ isLogin: true, token: 'tok', nikeName: 'Ayşe' });
    setLoginTime();
    const loggedOut = recordBus('auth:logged-out');
    renderPage(<PersonalPage />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('logout'));
    });
    loggedOut.stop();
    expect(api.paths()).toEqual(['/sso/logout']);
    expect(userStore.isLogin).toBe(false);
    expect(userStore.token).toBe('');
    expect(getLoginTime()).toBeNull();
    expect(loggedOut.events).toEqual([{ reason: 'user' }]);
    expect(screen.getByText('login page')).toBeInTheDocument();
  });
});

describe('MobilCihaziBaglaPage', () => {
  it('shows the bound phone, or the bind form when there is none', () => {
    patchUser({ isLogin: true, mobile: '905551112233' });
    const { unmount } = renderPage(<MobilCihaziBaglaPage />, '/kisiselBilgiler/mobilCihaziBagla');
    expect(screen.getByTestId('bound-phone')).toHaveTextContent('+90 5551112233');
    expect(screen.queryByTestId('phone-bind-submit')).toBeNull();
    unmount();
    patchUser({ mobile: '' });
    renderPage(<MobilCihaziBaglaPage />, '/kisiselBilgiler/mobilCihaziBagla');
    expect(screen.getByTestId('phone-bind-submit')).toHaveTextContent('Bağla');
  });
});

describe('the personal page lists every section of kisiselBilgiler', () => {
  const desktop = ['Mobil Cihazı Bağla', 'Banka Kartı Bilgileri', 'Para Yatır', 'Çekim Şifresi', 'Para Çek', 'Hesap Hareketleri', 'Sorumlu Oyun', 'Oyun alışkanlıklarım', 'Bonuslarım', 'Kimlik Doğrulama', 'Kişisel Verilerim', 'Hesabı Kapat'];

  it.each([
    ['desktop', true],
    ['mobile', false],
  ])('on %s: the route data’s children, in order, each a link to its page (no index, no hidden detail page)', (_layout, isPc) => {
    globalStore.isPc = isPc;
    patchUser({ isLogin: true, nikeName: 'Ayşe' });
    renderPage(<PersonalPage />);
    const links = within(screen.getByRole('navigation', { name: 'Hesap ayarları' })).getAllByRole('link');
    expect(links.map((a) => a.textContent?.replace('›', '').trim())).toEqual(desktop);
    expect(screen.getByRole('link', { name: /Hesap Hareketleri/ })).toHaveAttribute('href', '/kisiselBilgiler/transactions');
    expect(screen.getByRole('link', { name: /Sorumlu Oyun/ })).toHaveAttribute('href', '/kisiselBilgiler/sorumluOyun');
    expect(screen.getByRole('link', { name: /Oyun alışkanlıklarım/ })).toHaveAttribute('href', '/kisiselBilgiler/oyunAliskanliklarim');
    expect(screen.getByRole('link', { name: /Bonuslarım/ })).toHaveAttribute('href', '/kisiselBilgiler/bonuslarim');
    expect(screen.getByRole('link', { name: /Kimlik Doğrulama/ })).toHaveAttribute('href', '/kisiselBilgiler/kimlik');
    expect(screen.getByRole('link', { name: /Kişisel Verilerim/ })).toHaveAttribute('href', '/kisiselBilgiler/verilerim');
    expect(screen.getByRole('link', { name: /Hesabı Kapat/ })).toHaveAttribute('href', '/kisiselBilgiler/hesabiKapat');
    expect(screen.queryByRole('link', { name: /Yatırım Detayı/ })).toBeNull();
  });

  it('lists exactly the visible children of the route table, so a new section shows up by itself', () => {
    const kisisel = manifest.routes.find((r) => r.name === 'kisiselBilgiler');
    for (const layout of ['desktop', 'mobile'] as const) {
      const visible = (kisisel?.children ?? []).filter((c) => c.path !== '' && !c.hideInMenu && c.layouts.includes(layout)).map((c) => c.path);
      expect(sectionsFor(layout).map((s) => s.path)).toEqual(visible);
    }
  });
});
