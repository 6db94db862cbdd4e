import type { Lang } from '../constants';

const LOCALES: Record<Lang, string> = { tk: 'tr-TR', en: 'en-US', 'zh-CN': 'zh-CN' };

/** Minor units (kuruş) to a display string with 2 decimals and thousands separators. */
export function formatMoney(amountMinor: number | bigint, lang: Lang = 'tk'): string {
  const minor = typeof amountMinor === 'bigint' ? amountMinor : BigInt(Math.trunc(amountMinor));
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const major = abs / 100n;
  const cents = Number(abs % 100n);
  const locale = LOCALES[lang] ?? LOCALES.tk;
  const grouped = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(major);
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return `${negative ? '-' : ''}${grouped}${decimal}${String(cents).padStart(2, '0')}`;
}

/** The symbol of a currency in the active language, e.g. TRY -> '₺', AZN -> '₼'; the code when unknown. */
export function currencySymbol(currency: string, lang: Lang = 'tk'): string {
  try {
    const parts = new Intl.NumberFormat(LOCALES[lang] ?? LOCALES.tk, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
