import { currencySymbol, formatMoney, useUser } from '@casino/shared';

/** Minor units in the player's language with the currency's symbol: 1.050,00 ₺. */
export function BonusMoney({ minor, testId }: { minor: number; testId?: string }) {
  const { lang } = useUser();
  return (
    <span className="bonus-money" data-testid={testId}>
      {formatMoney(minor, lang)} {currencySymbol('TRY', lang)}
    </span>
  );
}

/** The same as text, for sentences. */
export const moneyText = (minor: number, lang: Parameters<typeof formatMoney>[1]) => `${formatMoney(minor, lang)} ${currencySymbol('TRY', lang)}`;
