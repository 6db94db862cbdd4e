import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/** As typed -> electronic form ("tr33 0006 ..." -> "TR330006..."). */
export const normalizeIban = (text: string): string => electronicFormatIBAN(text.replace(/[\s-]/g, '')) ?? '';

/** A TR IBAN: 26 characters, reserve digit 0, mod-97 check (the server checks again). */
export const isValidTrIban = (iban: string): boolean => /^TR\d{24}$/.test(iban) && iban[9] === '0' && isValidIBAN(iban);

/** Grouped by 4 for reading and copying by eye: "TR33 0006 1005 ...". */
export const groupIban = (iban: string): string => iban.replace(/\s/g, '').replace(/(.{4})/g, '$1 ').trim();

