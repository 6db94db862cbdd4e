import { trIbanFor } from '../../lib/iban';

/**
 * The gateway's bank list (EFT participant codes of Turkish banks) and its own receiving accounts:
 * an EFT order is given one of them at random, with a reference unique to the order.
 */
export const GATEWAY_BANKS: ReadonlyArray<{ bankCode: string; bankName: string }> = [
  { bankCode: '00010', bankName: 'T.C. Ziraat Bankası' },
  { bankCode: '00012', bankName: 'Türkiye Halk Bankası' },
  { bankCode: '00015', bankName: 'Türkiye Vakıflar Bankası' },
  { bankCode: '00046', bankName: 'Akbank' },
  { bankCode: '00062', bankName: 'Türkiye Garanti Bankası' },
  { bankCode: '00064', bankName: 'Türkiye İş Bankası' },
  { bankCode: '00067', bankName: 'Yapı ve Kredi Bankası' },
  { bankCode: '00111', bankName: 'QNB Bank' },
  { bankCode: '00134', bankName: 'DenizBank' },
  { bankCode: '00205', bankName: 'Kuveyt Türk Katılım Bankası' },
  { bankCode: '00206', bankName: 'Türkiye Finans Katılım Bankası' },
  { bankCode: '00209', bankName: 'Ziraat Katılım Bankası' },
];

export const bankNameOf = (bankCode: string): string | undefined => GATEWAY_BANKS.find((b) => b.bankCode === bankCode)?.bankName;

const makeTrIban = trIbanFor;

export const RECEIVING_ACCOUNTS: ReadonlyArray<{ iban: string; holder: string; bankName: string }> = [
  { iban: makeTrIban('00064', '1000020260000417'), holder: 'Sandbox Ödeme Hizmetleri A.Ş.', bankName: 'Türkiye İş Bankası' },
  { iban: makeTrIban('00062', '6290000000712031'), holder: 'Sandbox Ödeme Hizmetleri A.Ş.', bankName: 'Türkiye Garanti Bankası' },
  { iban: makeTrIban('00046', '0009000026580090'), holder: 'Sandbox Ödeme Hizmetleri A.Ş.', bankName: 'Akbank' },
];
