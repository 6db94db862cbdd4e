import type { Bank } from '../contracts/cashier';

/**
 * The banks operating in Türkiye by their 5-digit EFT (bank) code, the digits 5-9 of a TR IBAN:
 * deposit banks, participation (katılım) banks and development and investment banks, after the
 * participant list of the central bank's payment systems (TCMB EFT/FAST) and the banks' association
 * (TBB). Institutions that hold no customer accounts (the central bank, the central registry, PTT)
 * are left out. One table for the client (the bank shown under the IBAN) and the API (the bank
 * stored with a payout account); a code missing here is a bank we do not pay to.
 */
export const TR_BANKS: readonly Bank[] = [
  // Public deposit banks
  { bankCode: '00010', bankName: 'T.C. Ziraat Bankası' },
  { bankCode: '00012', bankName: 'Türkiye Halk Bankası' },
  { bankCode: '00015', bankName: 'Türkiye Vakıflar Bankası' },
  { bankCode: '00160', bankName: 'Ziraat Dinamik Banka' },
  // Private and foreign deposit banks
  { bankCode: '00029', bankName: 'Birleşik Fon Bankası' },
  { bankCode: '00032', bankName: 'Türk Ekonomi Bankası (TEB)' },
  { bankCode: '00046', bankName: 'Akbank' },
  { bankCode: '00059', bankName: 'Şekerbank' },
  { bankCode: '00060', bankName: 'Türk Ticaret Bankası' },
  { bankCode: '00062', bankName: 'Türkiye Garanti Bankası' },
  { bankCode: '00064', bankName: 'Türkiye İş Bankası' },
  { bankCode: '00067', bankName: 'Yapı ve Kredi Bankası' },
  { bankCode: '00091', bankName: 'Arap Türk Bankası (A&T Bank)' },
  { bankCode: '00092', bankName: 'Citibank' },
  { bankCode: '00094', bankName: 'Bank Mellat' },
  { bankCode: '00096', bankName: 'Turkish Bank' },
  { bankCode: '00097', bankName: 'Habib Bank Limited' },
  { bankCode: '00098', bankName: 'JPMorgan Chase Bank' },
  { bankCode: '00099', bankName: 'ING Bank' },
  { bankCode: '00100', bankName: 'Adabank' },
  { bankCode: '00103', bankName: 'Fibabanka' },
  { bankCode: '00108', bankName: 'Turkland Bank' },
  { bankCode: '00109', bankName: 'ICBC Turkey Bank' },
  { bankCode: '00111', bankName: 'QNB Bank' },
  { bankCode: '00115', bankName: 'Deutsche Bank' },
  { bankCode: '00122', bankName: 'Société Générale' },
  { bankCode: '00123', bankName: 'HSBC Bank' },
  { bankCode: '00124', bankName: 'Alternatifbank' },
  { bankCode: '00125', bankName: 'Burgan Bank' },
  { bankCode: '00134', bankName: 'DenizBank' },
  { bankCode: '00135', bankName: 'Anadolubank' },
  { bankCode: '00137', bankName: 'Hepsi Bank' },
  { bankCode: '00146', bankName: 'Odea Bank' },
  { bankCode: '00147', bankName: 'MUFG Bank Turkey' },
  { bankCode: '00148', bankName: 'Intesa Sanpaolo' },
  { bankCode: '00149', bankName: 'Bank of China Turkey' },
  { bankCode: '00157', bankName: 'Enpara Bank' },
  { bankCode: '00158', bankName: 'Colendi Bank' },
  { bankCode: '00159', bankName: 'FUPS Bank' },
  // Participation (katılım) banks
  { bankCode: '00203', bankName: 'Albaraka Türk Katılım Bankası' },
  { bankCode: '00205', bankName: 'Kuveyt Türk Katılım Bankası' },
  { bankCode: '00206', bankName: 'Türkiye Finans Katılım Bankası' },
  { bankCode: '00209', bankName: 'Ziraat Katılım Bankası' },
  { bankCode: '00210', bankName: 'Vakıf Katılım Bankası' },
  { bankCode: '00211', bankName: 'Türkiye Emlak Katılım Bankası' },
  { bankCode: '00212', bankName: 'Hayat Finans Katılım Bankası' },
  { bankCode: '00213', bankName: 'T.O.M. Katılım Bankası' },
  { bankCode: '00214', bankName: 'Dünya Katılım Bankası' },
  { bankCode: '00215', bankName: 'Adil Katılım Bankası' },
  { bankCode: '00216', bankName: 'İktisat Katılım Bankası' },
  // Development and investment banks
  { bankCode: '00004', bankName: 'İller Bankası' },
  { bankCode: '00014', bankName: 'Türkiye Sınai Kalkınma Bankası' },
  { bankCode: '00016', bankName: 'Türk Eximbank' },
  { bankCode: '00017', bankName: 'Türkiye Kalkınma ve Yatırım Bankası' },
  { bankCode: '00116', bankName: 'Pasha Yatırım Bankası' },
  { bankCode: '00121', bankName: 'Standard Chartered Yatırım Bankası Türk' },
  { bankCode: '00129', bankName: 'Bank of America Yatırım Bank' },
  { bankCode: '00132', bankName: 'İstanbul Takas ve Saklama Bankası' },
  { bankCode: '00138', bankName: 'Diler Yatırım Bankası' },
  { bankCode: '00139', bankName: 'GSD Yatırım Bankası' },
  { bankCode: '00141', bankName: 'Nurol Yatırım Bankası' },
  { bankCode: '00142', bankName: 'Bankpozitif Kredi ve Kalkınma Bankası' },
  { bankCode: '00143', bankName: 'Aktif Yatırım Bankası' },
  { bankCode: '00150', bankName: 'Golden Global Yatırım Bankası' },
  { bankCode: '00151', bankName: 'D Yatırım Bankası' },
  { bankCode: '00152', bankName: 'Destek Yatırım Bankası' },
  { bankCode: '00153', bankName: 'Misyon Yatırım Bankası' },
  { bankCode: '00154', bankName: 'Tera Yatırım Bankası' },
  { bankCode: '00155', bankName: 'Q Yatırım Bankası' },
  { bankCode: '00156', bankName: 'Hedef Yatırım Bankası' },
  { bankCode: '00161', bankName: 'Aytemiz Yatırım Bankası' },
];

const BY_CODE: ReadonlyMap<string, Bank> = new Map(TR_BANKS.map((bank) => [bank.bankCode, bank]));

/** The bank of a 5-digit EFT code, or undefined when no bank in Türkiye has it. */
export const trBankByCode = (bankCode: string): Bank | undefined => BY_CODE.get(bankCode);

/** The bank (EFT) code inside a TR IBAN in electronic form ("TR33 00061 0 ..." -> "00061"). */
export const bankCodeOfTrIban = (iban: string): string => iban.slice(4, 9);

/** The bank of a TR IBAN in electronic form, or undefined when its code is not a bank of Türkiye. */
export const trBankOfIban = (iban: string): Bank | undefined => trBankByCode(bankCodeOfTrIban(iban));
