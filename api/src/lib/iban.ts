import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * Turkish IBANs (ISO 13616): `TR`, 2 check digits, a 5-digit bank (EFT) code, the reserve digit 0 and
 * a 16-digit account; valid when the mod-97 check gives 1 (ibantools does the check and the country
 * format). Shared by the operator and the sandbox gateway as a pure function of the text.
 */
export const normalizeIban = (text: string): string => electronicFormatIBAN(text.replace(/[\s-]/g, '')) ?? '';

export const isValidTrIban = (iban: string): boolean => /^TR\d{24}$/.test(iban) && iban[9] === '0' && isValidIBAN(iban);

/** The bank's EFT code inside a TR IBAN. */
export const bankCodeOfIban = (iban: string): string => iban.slice(4, 9);

/** For display: grouped by 4 with all but the country, check digits and last 4 hidden ("TR12 **** ... 1234"). */
export const maskIban = (iban: string): string => {
  const hidden = `${iban.slice(0, 4)}${'*'.repeat(Math.max(0, iban.length - 8))}${iban.slice(-4)}`;
  return hidden.replace(/(.{4})/g, '$1 ').trim();
};

/** A TR IBAN with valid check digits for a 5-digit bank code and a 16-digit account number. */
export const trIbanFor = (bankCode: string, account: string): string => {
  const bban = `${bankCode}0${account}`;
  // ISO 13616: "TR00" moved to the end, letters as numbers (T=29, R=27), check = 98 - (n mod 97).
  let rest = 0;
  for (const ch of `${bban}292700`) rest = (rest * 10 + Number(ch)) % 97;
  return `TR${String(98 - rest).padStart(2, '0')}${bban}`;
};
