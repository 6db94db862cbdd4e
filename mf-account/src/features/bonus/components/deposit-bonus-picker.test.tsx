import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n, patchUser, MemoryRouter, type ChargeInfo } from '@casino/shared';
import { fakeApi, resetState, setupI18n, type TFakeRoutes } from '../../../testing/test-setup';
import { firstDepositOffer, runningBonus } from '../../../testing/bonus-fixtures';
import { ensureCashierMessages, RechargeForm } from '../../cashier';
import { ensureBonusMessages } from '../i18n';

const chargeInfo: ChargeInfo = {
  currency: 'TRY',
  eligibility: 'ok',
  firstRecharge: false,
  isFirstDeposit: false,
  channels: [{ code: 'eft', kind: 'bank-transfer', name: 'Havale/EFT', minMinor: 10_000, maxMinor: 5_000_000, presetsMinor: [10_000, 50_000], feeBps: 0, feeFixedMinor: 0, expiresInS: 1800 }],
};
const order = { orderId: 'D1', kind: 'deposit', channel: 'eft', status: 'created', amountMinor: 50_000 };

const show = (routes: TFakeRoutes) => {
  const api = fakeApi({ '/recharge/getChargeInfo': () => ({ resultData: chargeInfo }), '/recharge/createRechargeOrder': () => ({ resultData: order }), ...routes });
  const created = jest.fn();
  render(
    <MemoryRouter>
      <RechargeForm onCreated={created} returnUrl="http://localhost/kisiselBilgiler/recharge" />
    </MemoryRouter>,
  );
  return { api, created };
};
const typeAmount = async (value: string) => fireEvent.change((await screen.findByTestId('recharge-form')).querySelector('input[name=amount]')!, { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByTestId('recharge-submit')));

beforeAll(async () => {
  await setupI18n('tk');
  await Promise.all([ensureCashierMessages(), ensureBonusMessages()]);
  await i18n.loadNamespaces(['cashier', 'bonus']);
});
beforeEach(() => {
  resetState();
  patchUser({ isLogin: true, role: 'user', lang: 'tk' });
});

describe('the deposit bonus on the recharge screen', () => {
  it('offers the first-deposit bonus with its terms and what the typed amount gets (percent up to the cap), and sends bonusOfferId', async () => {
    const { api, created } = show({ '/bonus/list': () => ({ resultData: [firstDepositOffer(), firstDepositOffer({ offerId: 2, kind: 'no_deposit', takenAt: 'claim', title: 'Hoş Geldin Bonusu' })] }) });
    const picker = await screen.findByTestId('deposit-bonus');
    // Only deposit offers here; none is chosen for the player ("Bonus istemiyorum" first), the player opts in.
    expect(within(picker).getAllByTestId('deposit-bonus-offer')).toHaveLength(1);
    expect(within(picker).getByTestId('deposit-bonus-none')).toBeChecked();
    fireEvent.click(within(picker).getByRole('radio', { name: /İlk Yatırım Bonusu/ }));
    expect(within(picker).getByRole('radio', { name: /İlk Yatırım Bonusu/ })).toBeChecked();
    expect(picker).toHaveTextContent('Yatırımınıza %100 bonus, en fazla 1.000,00 ₺');
    expect(picker).toHaveTextContent('çevrim: bonusun 10 katı');
    await typeAmount('500');
    expect(screen.getByTestId('deposit-bonus-gain')).toHaveTextContent('Bu yatırımla alacağınız bonus: 500,00 ₺');
    await typeAmount('2500');
    expect(screen.getByTestId('deposit-bonus-gain')).toHaveTextContent('1.000,00 ₺');
    fireEvent.click(within(picker).getByTestId('bonus-terms-toggle'));
    expect(within(picker).getByTestId('bonus-terms')).toHaveTextContent('Çevrim şartı: bonus tutarının 10 katı.');
    await submit();
    expect(api.bodyOf('/recharge/createRechargeOrder')).toMatchObject({ channel: 'eft', amount: '2500.00', bonusOfferId: 1 });
    expect(created).toHaveBeenCalled();
  });

  it('sends no bonus when the player chooses "Bonus istemiyorum"', async () => {
    const { api } = show({ '/bonus/list': () => ({ resultData: [firstDepositOffer()] }) });
    fireEvent.click(await screen.findByRole('radio', { name: 'Bonus istemiyorum' }));
    await typeAmount('500');
    expect(screen.queryByTestId('deposit-bonus-gain')).toBeNull();
    await submit();
    expect(api.bodyOf('/recharge/createRechargeOrder')).not.toHaveProperty('bonusOfferId');
  });

  it('says why an offer cannot be taken, defaults to no bonus, and says when the amount is under the bonus minimum', async () => {
    const { api } = show({ '/bonus/list': () => ({ resultData: [firstDepositOffer({ available: false, unavailableReason: 'BONUS_ALREADY_TAKEN' })] }) });
    const picker = await screen.findByTestId('deposit-bonus');
    expect(within(picker).getByRole('radio', { name: /İlk Yatırım Bonusu/ })).toBeDisabled();
    expect(picker).toHaveTextContent('Bu bonusu daha önce aldınız.');
    expect(within(picker).getByRole('radio', { name: 'Bonus istemiyorum' })).toBeChecked();
    await typeAmount('500');
    await submit();
    expect(api.bodyOf('/recharge/createRechargeOrder')).not.toHaveProperty('bonusOfferId');
  });

  it('says a USDT deposit takes no bonus and sends none with it; back on EFT the choice is there again', async () => {
    const coinInfo: ChargeInfo = { ...chargeInfo, channels: [...chargeInfo.channels, { code: 'usdt', kind: 'crypto', name: 'USDT', minMinor: 10_000, maxMinor: 5_000_000, presetsMinor: [10_000], feeBps: 0, feeFixedMinor: 0, expiresInS: 1800, network: 'TRC20' }] };
    const { api } = show({
      '/recharge/getChargeInfo': () => ({ resultData: coinInfo }),
      '/recharge/createCoinOrder': () => ({ resultData: { ...order, channel: 'usdt' } }),
      '/bonus/list': () => ({ resultData: [firstDepositOffer()] }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /İlk Yatırım Bonusu/ }));
    fireEvent.click(screen.getByTestId('channel-usdt'));
    expect(screen.getByTestId('deposit-bonus-channel')).toHaveTextContent('Bu ödeme yöntemiyle yatırım bonusu alınamaz');
    expect(screen.queryByRole('radio', { name: /İlk Yatırım Bonusu/ })).toBeNull();
    fireEvent.click(screen.getByTestId('channel-eft'));
    expect(screen.getByRole('radio', { name: /İlk Yatırım Bonusu/ })).toBeChecked();
    fireEvent.click(screen.getByTestId('channel-usdt'));
    await typeAmount('500');
    await submit();
    expect(api.bodyOf('/recharge/createCoinOrder')).not.toHaveProperty('bonusOfferId');
  });

  it('warns under the offer’s minimum deposit', async () => {
    show({ '/bonus/list': () => ({ resultData: [firstDepositOffer({ minDepositMinor: 20_000 })] }) });
    fireEvent.click(await screen.findByRole('radio', { name: /İlk Yatırım Bonusu/ }));
    await typeAmount('150');
    expect(screen.getByTestId('deposit-bonus-gain')).toHaveTextContent('Bu bonus için en az 200,00 ₺ yatırmalısınız.');
  });

  it('warns at the bonus choice when a bonus is already running: the new one cannot start, the deposit is cash', async () => {
    show({
      '/bonus/list': () => ({ resultData: [firstDepositOffer({ available: false, unavailableReason: 'BONUS_ALREADY_RUNNING' })] }),
      '/bonus/active': () => ({ resultData: runningBonus({ title: 'Hoş Geldin Bonusu' }) }),
    });
    const warning = await screen.findByTestId('deposit-bonus-running');
    expect(warning).toHaveTextContent('Aktif bir bonusunuz var (Hoş Geldin Bonusu). Aynı anda tek bonus çalışır: bu yatırıma yeni bonus eklenemez, yatırımınız nakit olarak eklenir.');
    expect(within(screen.getByTestId('deposit-bonus')).getByRole('radio', { name: /İlk Yatırım Bonusu/ })).toBeDisabled();
  });

  it('says nothing about a running bonus when there is none', async () => {
    show({ '/bonus/list': () => ({ resultData: [firstDepositOffer()] }), '/bonus/active': () => ({ resultData: null }) });
    await screen.findByTestId('deposit-bonus');
    expect(screen.queryByTestId('deposit-bonus-running')).not.toBeInTheDocument();
  });
});
