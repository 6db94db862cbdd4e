import type { Bank, BankCardList } from '@casino/shared/contracts';
import { oneDialect } from '../../../test-support/harness';
import { trIbanFor } from '../../lib/iban';
import { cashierHelpers, startCashierSystem, type TCashierSystem } from '../../../test-support/cashier-system';

let ibanSeq = Math.floor(Math.random() * 1e9);
const newIban = (bank: string) => trIbanFor(bank, String(++ibanSeq).padStart(16, '0'));

/** A test IBAN: valid mod-97, bank code 00061, which no bank of Türkiye has. */
const UNKNOWN_BANK_IBAN = 'TR330006100519786457841326';

describe.each(oneDialect())('bank cards: every bank of Türkiye, and plain words for the rest (%s)', (dialect) => {
  let s: TCashierSystem;
  let h: ReturnType<typeof cashierHelpers>;

  beforeAll(async () => {
    s = await startCashierSystem(dialect);
    h = cashierHelpers(s);
  }, 120_000);
  afterAll(async () => s?.close());

  it('offers the whole table of Turkish banks, participation banks included', async () => {
    const banks = await s.t.post<Bank[]>('/withdraw/getMangirPayBankList', {});
    const codes = banks.body.resultData?.map((b) => b.bankCode) ?? [];
    expect(codes.length).toBeGreaterThanOrEqual(50);
    expect(codes).toEqual(expect.arrayContaining(['00010', '00032', '00059', '00099', '00203', '00211', '00215']));
  });

  it('saves a valid IBAN of any bank of Türkiye, with the bank named from the table', async () => {
    const m = await h.member();
    const seker = newIban('00059');
    const res = await s.t.post<BankCardList>('/user/bank/add', { iban: seker, holderName: 'Zeynep Kaya' }, { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body.resultData?.cards).toEqual([expect.objectContaining({ bankCode: '00059', bankName: 'Şekerbank', isDefault: true })]);
    const albaraka = await s.t.post<BankCardList>('/user/bank/add', { iban: newIban('00203'), holderName: 'Zeynep Kaya', bankCode: '00203' }, { token: m.token });
    expect(albaraka.body.resultData?.cards.map((c) => c.bankName)).toEqual(['Şekerbank', 'Albaraka Türk Katılım Bankası']);
  });

  it('refuses a valid IBAN whose bank code is no bank of Türkiye, saying so in every language', async () => {
    const m = await h.member();
    const tk = await s.t.post('/user/bank/add', { iban: UNKNOWN_BANK_IBAN, holderName: 'Zeynep Kaya' }, { token: m.token });
    expect(tk.status).toBe(400);
    expect(tk.body).toMatchObject({ code: 'VALIDATION_FAILED', success: false });
    expect(tk.body.msg).toBe("Bu IBAN geçerli, ancak bankası (banka kodu 00061) desteklenmiyor. Türkiye'de faaliyet gösteren bir bankadaki hesabınızın IBAN'ını girin.");
    const en = await s.t.post('/user/bank/add', { iban: UNKNOWN_BANK_IBAN, holderName: 'Zeynep Kaya' }, { token: m.token, headers: { 'accept-language': 'en' } });
    expect(en.body.msg).toContain('its bank (bank code 00061) is not supported');
    const zh = await s.t.post('/user/bank/add', { iban: UNKNOWN_BANK_IBAN, holderName: 'Zeynep Kaya' }, { token: m.token, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.msg).toContain('00061');
    // Nothing was saved.
    const list = await s.t.post<BankCardList>('/user/bank', {}, { token: m.token });
    expect(list.body.resultData?.cards).toEqual([]);
  });
});
