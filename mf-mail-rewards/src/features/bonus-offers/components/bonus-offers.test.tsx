import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { bus, patchUser, MemoryRouter, Route, Routes, useLocation, type TOfferView } from '@casino/shared';
import { fakeApi, recordBus, resetState, setupI18n } from '../../../testing/test-setup';
import { BonusOffers } from './bonus-offers';

const offer = (over: Partial<TOfferView>): TOfferView => ({
  offerId: 1,
  code: 'first_deposit',
  kind: 'deposit_match',
  title: 'İlk Yatırım Bonusu',
  terms: "İlk yatırımınızın %100'ü kadar bonus.\nÇevrim şartı: bonus tutarının 10 katı.",
  percent: 100,
  amountMinor: null,
  capMinor: 100_000,
  minDepositMinor: 10_000,
  wageringMultiplier: 10,
  wageringBase: 'bonus',
  weights: { slots: 100, crash: 50, table: 10, live: 10 },
  maxBetMinor: 5_000,
  validDays: 30,
  maxConversionMinor: null,
  phoneVerifiedOnly: true,
  takenAt: 'deposit',
  available: true,
  unavailableReason: null,
  contentLang: 'tr',
  contentFallback: false,
  ...over,
});
const welcome = (over: Partial<TOfferView> = {}) =>
  offer({ offerId: 2, code: 'welcome', kind: 'no_deposit', title: 'Hoş Geldin Bonusu', terms: 'Yatırım gerekmez.', percent: null, amountMinor: 5_000, capMinor: null, minDepositMinor: null, maxBetMinor: 2_000, validDays: 7, maxConversionMinor: 25_000, takenAt: 'claim', ...over });

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}
const show = () =>
  render(
    <MemoryRouter initialEntries={['/promotions']}>
      <Routes>
        <Route path="*" element={<><BonusOffers /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
const card = async (code: string) => (await screen.findAllByTestId('bonus-offer')).find((c) => c.dataset.code === code)!;

beforeAll(() => setupI18n('tk'));
beforeEach(() => resetState());

describe('BonusOffers on the promotions page', () => {
  it('shows each offer’s rules from the server and its terms on demand; a deposit offer leads to the deposit screen', async () => {
    patchUser({ isLogin: true, role: 'user', mobile: '905321234567' });
    fakeApi({ '/bonus/list': () => ({ resultData: [offer({}), welcome()] }) });
    show();
    const first = within(await card('first_deposit'));
    expect(first.getByRole('heading')).toHaveTextContent('İlk Yatırım Bonusu');
    expect(first.getByText('Yatırımınıza %100 bonus, en fazla 1.000,00 ₺')).toBeInTheDocument();
    expect(first.getByText('Çevrim: bonusun 10 katı')).toBeInTheDocument();
    expect(first.getByText('En yüksek bahis 50,00 ₺')).toBeInTheDocument();
    expect(first.getByText('30 gün geçerli')).toBeInTheDocument();
    const w = within(await card('welcome'));
    expect(w.getByText('50,00 ₺ bonus, yatırım gerekmez')).toBeInTheDocument();
    expect(w.getByText('En fazla 250,00 ₺ nakde çevrilir')).toBeInTheDocument();
    fireEvent.click(first.getByRole('button', { name: 'Kurallar' }));
    expect(first.getByTestId('bonus-offer-terms')).toHaveTextContent('Çevrim şartı: bonus tutarının 10 katı.');
    fireEvent.click(first.getByTestId('bonus-offer-deposit'));
    expect(screen.getByTestId('location')).toHaveTextContent('/kisiselBilgiler/recharge');
  });

  it('claims a no-deposit offer for a verified member: the claim, a toast, the header balance, then the list again', async () => {
    patchUser({ isLogin: true, role: 'user', mobile: '905321234567' });
    let taken = false;
    const api = fakeApi({
      '/bonus/list': () => ({ resultData: [welcome(taken ? { available: false, unavailableReason: 'BONUS_ALREADY_RUNNING' } : {})] }),
      '/bonus/claim': () => ((taken = true), { resultData: { bonusId: 5, grantedMinor: 5_000, status: 'active' } }),
      '/user/getUserInfo': () => ({ resultData: { totalAssets: 15_000, cashAssets: 10_000, bonusAssets: 5_000, withdrawableAssets: 10_000 } }),
    });
    const toasts = recordBus('ui:toast-requested');
    const balances = recordBus('wallet:balance-changed');
    show();
    const claimButton = await screen.findByTestId('bonus-offer-claim');
    await act(async () => fireEvent.click(claimButton));
    expect(api.calls.find((c) => c.path === '/bonus/claim')?.body).toMatchObject({ offerId: 2 });
    expect(toasts.events).toContainEqual({ kind: 'success', message: expect.stringContaining('50,00\u00a0₺ bonus bakiyenize eklendi') });
    expect(balances.events).toEqual([{ totalAssetsMinor: 15_000 }]);
    expect(await screen.findByTestId('bonus-offer-reason')).toHaveTextContent('Aktif bir bonusunuz var');
    toasts.stop();
    balances.stop();
  });

  it('shows a free-spins offer by its rounds and stake, and says the spins are ready once claimed', async () => {
    patchUser({ isLogin: true, role: 'user', mobile: '905321234567' });
    const spins = offer({ offerId: 3, code: 'free_spins', kind: 'free_spins', title: '10 Bedava Dönüş', percent: null, capMinor: null, minDepositMinor: null, takenAt: 'claim', freeRounds: { gameIds: [7], rounds: 10, stakeMinor: 100 } });
    fakeApi({
      '/bonus/list': () => ({ resultData: [spins] }),
      '/bonus/claim': () => ({ resultData: { bonusId: 6, grantedMinor: 0, status: 'active' } }),
      '/user/getUserInfo': () => ({ resultData: { totalAssets: 10_000, cashAssets: 10_000, bonusAssets: 0, withdrawableAssets: 10_000 } }),
    });
    const toasts = recordBus('ui:toast-requested');
    show();
    const c = within(await card('free_spins'));
    expect(c.getByText('10 bedava dönüş, dönüş başı 1,00 ₺')).toBeInTheDocument();
    await act(async () => fireEvent.click(c.getByTestId('bonus-offer-claim')));
    expect(toasts.events).toContainEqual({ kind: 'success', message: expect.stringContaining('10 bedava dönüşünüz hazır') });
    toasts.stop();
  });

  it('asks a guest to verify the phone (the phone-bind dialog through the bus) instead of claiming, and reloads once bound', async () => {
    patchUser({ isLogin: true, isNewUserLogin: true, role: 'tourist', mobile: '' });
    const api = fakeApi({ '/bonus/list': () => ({ resultData: [welcome({ available: false, unavailableReason: 'BONUS_PHONE_REQUIRED' })] }) });
    const requested = recordBus('dialog:phone-bind-requested');
    show();
    const verify = await screen.findByRole('button', { name: 'Telefonunuzu doğrulayın' });
    expect(screen.queryByTestId('bonus-offer-claim')).toBeNull();
    fireEvent.click(verify);
    expect(requested.events).toEqual([{ mode: 'bind' }]);
    await act(async () => bus.emit('dialog:phone-bind-succeeded', { mode: 'bind', phone: '5321234567' }));
    expect(api.paths().filter((p) => p === '/bonus/list')).toHaveLength(2);
    expect(api.paths()).not.toContain('/bonus/claim');
    requested.stop();
  });

  it('names the language of an offer shown in Turkish to a player of another language (the terms too)', async () => {
    patchUser({ isLogin: true, role: 'user', mobile: '905321234567' });
    fakeApi({ '/bonus/list': () => ({ resultData: [offer({ contentLang: 'tr', contentFallback: true }), welcome({ title: 'Welcome Bonus', contentLang: 'en' })] }) });
    show();
    const first = within(await card('first_deposit'));
    expect(first.getByRole('heading')).toHaveAttribute('lang', 'tr');
    expect(first.getByTestId('content-fallback')).toHaveTextContent('Türkçe');
    fireEvent.click(first.getByTestId('bonus-offer-terms-toggle'));
    expect(first.getByTestId('bonus-offer-terms')).toHaveAttribute('lang', 'tr');
    const w = within(await card('welcome'));
    expect(w.getByRole('heading')).toHaveAttribute('lang', 'en');
    expect(w.queryByTestId('content-fallback')).toBeNull();
  });

  it('shows nothing when there is no offer (the promotions below stay)', async () => {
    patchUser({ isLogin: true, role: 'user' });
    const api = fakeApi({ '/bonus/list': () => ({ resultData: [] }) });
    show();
    await act(async () => undefined);
    expect(api.paths()).toContain('/bonus/list');
    expect(screen.queryByTestId('bonus-offers')).toBeNull();
  });
});
