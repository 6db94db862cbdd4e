import { useSnapshot } from 'valtio';
import { currencySymbol, useUser } from '@casino/shared';
import { platformStore } from '../../platform-store';

/** The market's currency symbol in front of the balance (₺ in Türkiye). */
export function CurrencyMark() {
  const { market } = useSnapshot(platformStore);
  const { lang } = useUser();
  return (
    <span className="shell-currency" aria-hidden="true">
      {currencySymbol(market?.currency ?? 'TRY', lang)}
    </span>
  );
}
