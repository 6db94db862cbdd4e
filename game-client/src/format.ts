// Money and times come from the site's one formatting module (`shared/src/format`, pure: no React, no
// stores), so the game frame writes "1.050,00 ₺" and Istanbul times exactly as the operator's pages do.
import { formatAmount, formatDate } from '@casino/format';
import type { TLangCode } from '@provider/contract';

export { formatMoney } from '@casino/format';

/** Money in the site's format with the game's currency: 1.234,56 ₺. */
export const money = (minor: number, lang: TLangCode, currency: string): string => formatAmount(minor, lang, currency);

/** A moment's clock time in Istanbul: 10:29:05. */
export const clockTime = (iso: string, lang: TLangCode): string => formatDate(iso, lang, 'timeSeconds');

/** A multiplier in hundredths: 2.35×. */
export const multiplier = (hundredths: number): string => `${(hundredths / 100).toFixed(2)}×`;
