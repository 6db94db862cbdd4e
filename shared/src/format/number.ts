import type { Lang } from '../constants';
import { localeOf, numberFormat } from './locale';

/** A plain number in the language's separators (counts, rates): 1.234 / 1,234; up to `maxFractionDigits` decimals. */
export const formatNumber = (value: number, lang: Lang, maxFractionDigits = 2, minFractionDigits = 0): string =>
  numberFormat(localeOf(lang), { maximumFractionDigits: maxFractionDigits, minimumFractionDigits: minFractionDigits }).format(value);

/**
 * A percentage given in percent (7.3 -> "%7,3" in Turkish, "7.3%" in English): the language puts the sign
 * where its readers expect it.
 */
export const formatPercent = (percent: number, lang: Lang, maxFractionDigits = 2, minFractionDigits = 0): string =>
  numberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: maxFractionDigits, minimumFractionDigits: minFractionDigits }).format(percent / 100);

/** Basis points (1/100 of a percent, as rates are stored) as a percentage: 730 -> "%7,3". */
export const formatBps = (bps: number, lang: Lang, maxFractionDigits = 2, minFractionDigits = 0): string =>
  formatPercent(bps / 100, lang, maxFractionDigits, minFractionDigits);
