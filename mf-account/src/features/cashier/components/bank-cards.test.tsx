import { act, fireEvent, render, screen } from '@testing-library/react';
import { TR_BANKS, patchUser, MemoryRouter, type BankCardList } from '@casino/shared';
import { composeIBAN } from 'ibantools';
import { fakeApi, resetState } from '../../../testing/test-setup';
import { BankCards } from './bank-cards';
import { setupCashierI18n } from '../../../testing/cashier-fixtures';

/** A valid TR IBAN: the bank's 5-digit code, the reserve digit 0, a 16-digit account. */
const trIbanFor = (bankCode: string, account: string): string => composeIBAN({ countryCode: 'TR', bban: `${bankCode}0${account}` }) ?? '';

const EMPTY: BankCardList = { cards: [], maxCards: 3 };
const saved = (bankCode: string, bankName: string): BankCardList => ({
  maxCards: 3,
  cards: [{ cardId: 1, bankCode, bankName, holderName: 'Ayşe Yılmaz', ibanMasked: 'TR12 **** 1234', isDefault: true, createTime: '2026-06-01T09:00:00.000Z' }],
});

const show = async () => {
  render(
    <MemoryRouter>
      <BankCards />
    </MemoryRouter>,
  );
  return screen.findByTestId('add-card-form');
};
const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByTestId('add-card-submit')));

describe('BankCards: adding a payout account never fails in silence', () => {
  beforeAll(() => setupCashierI18n('tk'));
  beforeEach(() => {
    resetState();
    patchUser({ isLogin: true, role: 'user', name: 'Ayşe Yılmaz' });
  });

  it('says plainly that the bank of a valid IBAN with an unknown code (00061) is not supported, and sends nothing', async () => {
    const api = fakeApi({ '/user/bank': () => ({ resultData: EMPTY }), '/withdraw/getMangirPayBankList': () => ({ resultData: TR_BANKS }) });
    await show();
    type('IBAN', 'TR33 0006 1005 1978 6457 8413 26');
    expect(screen.getByRole('alert')).toHaveTextContent("Bu IBAN geçerli, ancak bankası (banka kodu 00061) desteklenmiyor. Türkiye'de faaliyet gösteren bir bankadaki hesabınızın IBAN'ını girin.");
    await save();
    expect(api.paths()).not.toContain('/user/bank/add');
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the bank of any bank of Türkiye from the table and saves it (Şekerbank, not among the old 12)', async () => {
    const iban = trIbanFor('00059', '0000000012345678');
    const api = fakeApi({
      '/user/bank': () => ({ resultData: EMPTY }),
      '/withdraw/getMangirPayBankList': () => ({ resultData: TR_BANKS }),
      '/user/bank/add': () => ({ resultData: saved('00059', 'Şekerbank') }),
    });
    await show();
    type('IBAN', iban.toLowerCase());
    expect(screen.getByTestId('iban-hint')).toHaveTextContent('Banka: Şekerbank');
    await save();
    expect(api.bodyOf('/user/bank/add')).toMatchObject({ iban, holderName: 'Ayşe Yılmaz', bankCode: '00059' });
    expect(screen.getByTestId('bank-card')).toHaveTextContent('Şekerbank');
  });

  it('shows a malformed IBAN and a missing surname next to their fields when Kaydet is pressed', async () => {
    const api = fakeApi({ '/user/bank': () => ({ resultData: EMPTY }), '/withdraw/getMangirPayBankList': () => ({ resultData: TR_BANKS }) });
    await show();
    type('IBAN', 'TR12 3456');
    type('Hesap sahibi (ad soyad)', 'Ayşe');
    await save();
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(['Geçerli bir TR IBAN girin (26 karakter).', 'Hesap sahibinin adı ve soyadı, bankadaki gibi']);
    expect(api.paths()).not.toContain('/user/bank/add');
  });

  it("shows the server's refusal above the button", async () => {
    fakeApi({
      '/user/bank': () => ({ resultData: EMPTY }),
      '/withdraw/getMangirPayBankList': () => ({ resultData: TR_BANKS }),
      '/user/bank/add': () => ({ state: '409', msg: 'Bu IBAN eklenemez: başka bir hesapta kayıtlı.' }),
    });
    await show();
    type('IBAN', trIbanFor('00010', '0000000000000042'));
    await save();
    expect(screen.getByTestId('add-card-error')).toHaveTextContent('Bu IBAN eklenemez: başka bir hesapta kayıtlı.');
    expect(screen.getByTestId('add-card-error')).toHaveAttribute('role', 'alert');
  });
});
