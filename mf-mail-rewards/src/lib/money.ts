import { currencySymbol, formatMoney, type Lang } from '@casino/shared';

/** Minor units with the currency mark, e.g. ₺50,00 (the ledger's currency is TRY). */
export const money = (amountMinor: number, lang: Lang): string => `${currencySymbol('TRY', lang)}${formatMoney(amountMinor, lang)}`;
