import { currencySymbol, DISPLAY_TIME_ZONE, formatAmount, formatNumber } from '@casino/shared/format';
import { i18n } from '../i18n';

/**
 * Minor units as the market writes money, in the console's language: 148650 in TRY -> "1.486,50 ₺" in Turkish,
 * "1,486.50 ₺" in English; AZN -> "₼". The currency is always the record's or the player's, never assumed.
 */
export const money = (minor: number, currency: string): string => formatAmount(minor, i18n.language === 'en' ? 'en' : 'tk', currency);

/**
 * A count (rounds, players, games, a chart's axis) in the separators of the console's language (`i18n.language`):
 * 1,234 in English, 1.234 in Turkish, whatever the browser's own locale.
 */
export const count = (value: number, lang: string): string => formatNumber(value, lang === 'en' ? 'en' : 'tk');

/** A currency's sign in the console's language (TRY -> '₺', AZN -> '₼'); '' while the currency is not known. */
export const currencySign = (currency: string | undefined, lang: string): string => (currency ? currencySymbol(currency, lang === 'en' ? 'en' : 'tk') : '');

/** Staff read every moment in the market's time zone (Europe/Istanbul), as "YYYY-MM-DD HH:MM:SS" (sortable, unambiguous). */
const ISTANBUL = new Intl.DateTimeFormat('sv-SE', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export const when = (iso: string | null | undefined): string => {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : ISTANBUL.format(d);
};

export const short = (value: string | null | undefined, length = 12): string => (!value ? '—' : value.length > length ? `${value.slice(0, length)}…` : value);

export const json = (value: unknown): string => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));
