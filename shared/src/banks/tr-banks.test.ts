import { TR_BANKS, bankCodeOfTrIban, trBankByCode, trBankOfIban } from './tr-banks';

describe('TR_BANKS', () => {
  it('lists each bank once, by a 5-digit code, with a name', () => {
    const codes = TR_BANKS.map((b) => b.bankCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const bank of TR_BANKS) {
      expect(bank.bankCode).toMatch(/^\d{5}$/);
      expect(bank.bankName.trim().length).toBeGreaterThan(2);
    }
    // The whole market, not only the largest banks: about fifty deposit, participation and investment banks.
    expect(TR_BANKS.length).toBeGreaterThanOrEqual(50);
  });

  it('has the participation banks and the banks the issue names', () => {
    for (const code of ['00203', '00205', '00206', '00209', '00210', '00211', '00212', '00213', '00214', '00215', '00216']) {
      expect(trBankByCode(code)?.bankName).toMatch(/Katılım/);
    }
    expect(trBankByCode('00032')?.bankName).toMatch(/Türk Ekonomi Bankası/);
    expect(trBankByCode('00059')?.bankName).toBe('Şekerbank');
    expect(trBankByCode('00099')?.bankName).toBe('ING Bank');
  });

  it('reads the bank of an IBAN from its digits 5-9, and knows no bank for an unused code', () => {
    expect(bankCodeOfTrIban('TR330006100519786457841326')).toBe('00061');
    expect(trBankOfIban('TR330006100519786457841326')).toBeUndefined();
    expect(trBankOfIban('TR320001000000999990123456')?.bankName).toBe('T.C. Ziraat Bankası');
    expect(trBankByCode('00001')).toBeUndefined();
  });
});
