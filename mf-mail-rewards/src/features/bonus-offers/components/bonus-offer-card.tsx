import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLangTag, useFormat, type Formatter, type TOfferView } from '@casino/shared';

/** What the offer gives, in one line: "%100, en fazla 1.000,00 ₺" or "50,00 ₺ bonus". */
function headline(offer: TOfferView, fmt: Formatter, t: (key: string, o?: Record<string, unknown>) => string): string {
  if (offer.freeRounds) return t('bonusOffers.freeSpins', { rounds: offer.freeRounds.rounds, stake: fmt.money(offer.freeRounds.stakeMinor) });
  if (offer.percent !== null) return offer.capMinor !== null ? t('bonusOffers.percentCap', { percent: fmt.percent(offer.percent), cap: fmt.money(offer.capMinor) }) : t('bonusOffers.percent', { percent: fmt.percent(offer.percent) });
  return t('bonusOffers.amount', { amount: fmt.money(offer.amountMinor ?? 0) });
}

/**
 * One bonus offer of `/bonus/list`: what it gives, its rules at a glance (wagering, max bet, validity, max
 * conversion), its terms on demand, and its action (claim, verify the phone, or deposit).
 */
export function BonusOfferCard({ offer, action }: { offer: TOfferView; action: React.ReactNode }) {
  const { t } = useTranslation('mailRewards');
  const fmt = useFormat();
  const [terms, setTerms] = useState(false);
  const id = `mr-offer-${offer.offerId}`;
  return (
    <article className="mr-offer" data-testid="bonus-offer" data-code={offer.code} aria-labelledby={id}>
      <div className="mr-offer__head">
        <h2 id={id} lang={offer.contentLang}>
          {offer.title}
          <ContentLangTag content={offer} />
        </h2>
        <strong className="mr-offer__headline">{headline(offer, fmt, t)}</strong>
      </div>
      <ul className="mr-offer__facts">
        <li>{t(offer.wageringBase === 'bonus' ? 'bonusOffers.wagering' : 'bonusOffers.wageringBoth', { x: offer.wageringMultiplier })}</li>
        {offer.maxBetMinor !== null && <li>{t('bonusOffers.maxBet', { amount: fmt.money(offer.maxBetMinor) })}</li>}
        <li>{t('bonusOffers.validDays', { count: offer.validDays })}</li>
        {offer.minDepositMinor !== null && <li>{t('bonusOffers.minDeposit', { amount: fmt.money(offer.minDepositMinor) })}</li>}
        {offer.maxConversionMinor !== null && <li>{t('bonusOffers.maxConversion', { amount: fmt.money(offer.maxConversionMinor) })}</li>}
        {offer.phoneVerifiedOnly && <li>{t('bonusOffers.phoneOnly')}</li>}
      </ul>
      {terms && (
        <div className="mr-promo__terms" data-testid="bonus-offer-terms" lang={offer.contentLang}>
          {offer.terms.split('\n').map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
      <div className="mr-promo__actions">
        {action}
        <button type="button" className="mr-btn mr-btn--ghost" aria-expanded={terms} onClick={() => setTerms((v) => !v)} data-testid="bonus-offer-terms-toggle">
          {terms ? t('promotions.hideTerms') : t('promotions.terms')}
        </button>
      </div>
    </article>
  );
}
