import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@casino/shared';
import { platformStore } from '../platform-store';

/**
 * Says when the page is not the market its link asked for: the device's player belongs to another market (their
 * money stays in its currency), or no market has the id in the link (the default market opened). Above every page
 * until the player closes it.
 */
export function MarketNotice() {
  const { t } = useTranslation('shell');
  const { market, marketNotice } = useStore(platformStore);
  const [closed, setClosed] = useState(false);
  if (!market || !marketNotice || closed) return null;
  const nameOf = (id: string, fallback: string) => t(`marketNotice.names.${id}`, { defaultValue: fallback });
  const params = { market: nameOf(market.id, market.name), currency: market.currency, requested: nameOf(marketNotice.requested, marketNotice.requested.toUpperCase()) };
  return (
    <div className="shell-market-notice" role="status" data-testid="market-notice">
      <p>{t(marketNotice.kind === 'own' ? 'marketNotice.own' : 'marketNotice.unknown', params)}</p>
      <button type="button" onClick={() => setClosed(true)}>
        {t('marketNotice.close')}
      </button>
    </div>
  );
}
