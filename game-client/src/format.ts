import type { TLangCode } from '@provider/contract';

const LOCALES: Record<TLangCode, string> = { tk: 'tr-TR', en: 'en-US', 'zh-CN': 'zh-CN' };

/** Minor units to the site's money format: 1.234,56 in Turkish, 1,234.56 in English and Chinese; exact integers. */
export const formatMoney = (minor: number, lang: TLangCode): string => {
  const abs = Math.abs(Math.trunc(minor));
  const grouped = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 0 }).format(Math.floor(abs / 100));
  const decimal = lang === 'tk' ? ',' : '.';
  return `${minor < 0 ? '-' : ''}${grouped}${decimal}${String(abs % 100).padStart(2, '0')}`;
};

export const currencySymbol = (currency: string, lang: TLangCode): string => {
  try {
    return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
};

/** Money with its currency: ₺1.234,56. */
export const money = (minor: number, lang: TLangCode, currency: string): string => `${currencySymbol(currency, lang)}${formatMoney(minor, lang)}`;

/** A multiplier in hundredths: 2.35×. */
export const multiplier = (hundredths: number): string => `${(hundredths / 100).toFixed(2)}×`;
