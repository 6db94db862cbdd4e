import { TR_BANKS } from '@casino/shared/banks';
import { trIbanFor } from '../../lib/iban';

/**
 * The gateway's bank list: it pays out to every bank of Türkiye (the EFT codes of `TR_BANKS`, the
 * table the operator and the client use too), and its own receiving accounts: an EFT order is given
 * one of them at random, with a reference unique to the order.
 */
export const GATEWAY_BANKS: ReadonlyArray<{ bankCode: string; bankName: string }> = TR_BANKS;

export const bankNameOf = (bankCode: string): string | undefined => GATEWAY_BANKS.find((b) => b.bankCode === bankCode)?.bankName;

const makeTrIban = trIbanFor;

export const RECEIVING_ACCOUNTS: ReadonlyArray<{ iban: string; holder: string; bankName: string }> = [
  { iban: makeTrIban('00064', '1000020260000417'), holder: 'Sandbox Ödeme Hizmetleri A.Ş.', bankName: 'Türkiye İş Bankası' },
  { iban: makeTrIban('00062', '6290000000712031'), holder: 'Sandbox Ödeme Hizmetleri A.Ş.', bankName: 'Türkiye Garanti Bankası' },
  { iban: makeTrIban('00046', '0009000026580090'), holder: 'Sandbox Ödeme Hizmetleri A.Ş.', bankName: 'Akbank' },
];
