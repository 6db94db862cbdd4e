import { useMemo } from 'react';
import { useGlobal, useUser } from '../stores/hooks';
import type { Lang } from '../constants';
import { formatAmount, formatMoney, type MoneyOptions } from './money';
import { formatBps, formatNumber, formatPercent } from './number';
import { formatDate, formatRelative, type DateInput, type DateStyle } from './date';
import { currencySymbol } from './money';

export interface Formatter {
  lang: Lang;
  /** The market's currency (ISO 4217). */
  currency: string;
  /** "1.050,00 ₺": in the market's currency unless the record names its own. */
  money: (amountMinor: number | bigint, options?: MoneyOptions & { currency?: string }) => string;
  /** "1.050,00" without a symbol (inputs, ranges). */
  amount: (amountMinor: number | bigint) => string;
  /** The market currency's symbol: "₺". */
  symbol: string;
  number: (value: number, maxFractionDigits?: number) => string;
  percent: (percent: number, maxFractionDigits?: number, minFractionDigits?: number) => string;
  bps: (bps: number, maxFractionDigits?: number, minFractionDigits?: number) => string;
  date: (value: DateInput | null | undefined, style?: DateStyle) => string;
  relative: (value: DateInput, nowMs?: number) => string;
}

/** Pure: a formatter bound to a language and a currency (tests, code outside React). */
export function createFormatter(lang: Lang, currency: string): Formatter {
  return {
    lang,
    currency,
    money: (minor, options = {}) => formatAmount(minor, lang, options.currency ?? currency, options),
    amount: (minor) => formatMoney(minor, lang),
    symbol: currencySymbol(currency, lang),
    number: (value, max) => formatNumber(value, lang, max),
    percent: (value, max, min) => formatPercent(value, lang, max, min),
    bps: (value, max, min) => formatBps(value, lang, max, min),
    date: (value, style) => formatDate(value, lang, style),
    relative: (value, nowMs) => formatRelative(value, lang, nowMs),
  };
}

/** The formatter of this page: the player's language and the market's currency; re-renders when either changes. */
export function useFormat(): Formatter {
  const { lang } = useUser();
  const { currency } = useGlobal();
  return useMemo(() => createFormatter(lang, currency), [lang, currency]);
}
