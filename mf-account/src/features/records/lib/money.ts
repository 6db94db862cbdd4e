import { currencySymbol, formatMoney, type Lang } from '@casino/shared';

/** An amount with its currency mark, as the header shows the balance: "1.234,56 ₺". */
export const money = (amountMinor: number, currency: string, lang: Lang): string => `${formatMoney(amountMinor, lang)} ${currencySymbol(currency, lang)}`;

/** The round's net with an explicit sign: "+5,00 ₺", "-1,00 ₺", "0,00 ₺". */
export const signedMoney = (amountMinor: number, currency: string, lang: Lang): string => `${amountMinor > 0 ? '+' : ''}${money(amountMinor, currency, lang)}`;

export const netTone = (amountMinor: number): 'up' | 'down' | 'even' => (amountMinor > 0 ? 'up' : amountMinor < 0 ? 'down' : 'even');
