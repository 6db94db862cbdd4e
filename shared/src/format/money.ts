import type { Lang } from '../constants';
import { localeOf, numberFormat } from './locale';

/**
 * Minor units (kuruş) to a number with 2 decimals and the language's separators: 1.234,56 / 1,234.56.
 * Exact for bigint. No bigint literals here: the game client bundles this module for ES2019 (Safari 13),
 * and a plain number never touches BigInt.
 */
export function formatMoney(amountMinor: number | bigint, lang: Lang = 'tk'): string {
  const { negative, major, cents } = splitMinor(amountMinor);
  const locale = localeOf(lang);
  const grouped = numberFormat(locale, { maximumFractionDigits: 0 }).format(major);
  return `${negative ? '-' : ''}${grouped}${decimalOf(locale)}${String(cents).padStart(2, '0')}`;
}

// A page formats many amounts in one language and currency: their separator and symbol are looked up once.
const decimals = new Map<string, string>();
const symbols = new Map<string, string>();

/** The locale's decimal separator: ',' for tr-TR, '.' for en-GB. */
function decimalOf(locale: string): string {
  let decimal = decimals.get(locale);
  if (decimal === undefined) {
    decimal = numberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    decimals.set(locale, decimal);
  }
  return decimal;
}

function splitMinor(amountMinor: number | bigint): { negative: boolean; major: number | bigint; cents: number } {
  if (typeof amountMinor === 'bigint') {
    const zero = BigInt(0);
    const hundred = BigInt(100);
    const abs = amountMinor < zero ? -amountMinor : amountMinor;
    return { negative: amountMinor < zero, major: abs / hundred, cents: Number(abs % hundred) };
  }
  const minor = Math.trunc(amountMinor);
  const abs = Math.abs(minor);
  return { negative: minor < 0, major: Math.floor(abs / 100), cents: abs % 100 };
}

/** Whether an amount is whole (no kuruş). */
const isWhole = (amountMinor: number | bigint): boolean => splitMinor(amountMinor).cents === 0;

/** The sign of an amount: -1, 0 or 1. */
const signOf = (amountMinor: number | bigint): number => {
  const { negative, major, cents } = splitMinor(amountMinor);
  if (negative) return -1;
  return cents !== 0 || (typeof major === 'bigint' ? major > BigInt(0) : major > 0) ? 1 : 0;
};

/** The symbol of a currency in the active language, e.g. TRY -> '₺', AZN -> '₼'; the code when unknown. */
export function currencySymbol(currency: string, lang: Lang = 'tk'): string {
  const key = `${currency}|${lang}`;
  let symbol = symbols.get(key);
  if (symbol === undefined) {
    try {
      const parts = numberFormat(localeOf(lang), { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
      symbol = parts.find((p) => p.type === 'currency')?.value ?? currency;
    } catch {
      symbol = currency;
    }
    symbols.set(key, symbol);
  }
  return symbol;
}

export interface MoneyOptions {
  /** 'always' writes '+' before a positive amount (a credit in a history); 'auto' only '-' before a negative one. */
  sign?: 'auto' | 'always';
  /** Drop ",00" of a whole amount (a preset chip: "10.000 ₺"). */
  trimWhole?: boolean;
}

/**
 * An amount as the market writes money: the number in the language's separators, then the currency's symbol
 * (tr market: "1.050,00 ₺", "-5,00 ₺"; in English "1,050.00 ₺"). The currency comes from the market or the
 * record, never from the display code.
 */
export function formatAmount(amountMinor: number | bigint, lang: Lang, currency: string, options: MoneyOptions = {}): string {
  let number = formatMoney(amountMinor, lang);
  if (options.trimWhole && isWhole(amountMinor)) number = number.slice(0, -3);
  const plus = options.sign === 'always' && signOf(amountMinor) > 0 ? '+' : '';
  // A no-break space keeps the symbol on the amount's line.
  return `${plus}${number}\u00a0${currencySymbol(currency, lang)}`;
}
