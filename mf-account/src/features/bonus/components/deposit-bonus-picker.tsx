import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusApi, depositBonusOf, useFormat, type TBonusView, type TOfferView } from '@casino/shared';
import { BONUS_NS, ensureBonusMessages } from '../i18n';
import { BonusMoney } from './bonus-money';
import { OfferTerms } from './offer-terms';
import './bonus.css';

/**
 * The deposit screen's bonus choice: each deposit_match offer with its terms and what it gives for the amount
 * typed, or "Bonus istemiyorum", the default: a bonus is the player's choice, never added silently (a bonus
 * locks its winnings under wagering). Reports the chosen offer id (null: none).
 * `allowed` false (a channel that takes no bonus): says so, and the choice waits until another channel is picked.
 */
export function DepositBonusPicker({ amountMinor, value, onChange, allowed = true }: { amountMinor: number | null; value: number | null; onChange: (offerId: number | null) => void; allowed?: boolean }) {
  const { t } = useTranslation(BONUS_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  const [offers, setOffers] = useState<TOfferView[] | null>(null);
  // The bonus already running: a new one cannot start beside it (one running bonus per player), the player is told first.
  const [running, setRunning] = useState<TBonusView | null>(null);

  useEffect(() => {
    let live = true;
    // No offers (or a failed load) leaves the deposit without a bonus: the deposit itself must not wait on it.
    Promise.all([bonusApi.list(), ensureBonusMessages()]).then(
      ([list]) => {
        if (!live) return;
        const deposit = list.filter((o) => o.takenAt === 'deposit');
        setOffers(deposit);
        onChange(null);
      },
      () => live && (setOffers([]), onChange(null)),
    );
    bonusApi.active().then(
      (active) => live && setRunning(active),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // Loaded once per screen; onChange is the parent's setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const runningNotice = running && (
    <div className="bonus-notice" role="note" data-testid="deposit-bonus-running">
      <p>{t('bonus.deposit.running', { title: running.title })}</p>
    </div>
  );
  if (!offers || offers.length === 0) {
    return runningNotice ? (
      <fieldset className="bonus-pick" data-testid="deposit-bonus">
        <legend>{t('bonus.deposit.title')}</legend>
        {runningNotice}
      </fieldset>
    ) : null;
  }
  if (!allowed) {
    return (
      <fieldset className="bonus-pick" data-testid="deposit-bonus">
        <legend>{t('bonus.deposit.title')}</legend>
        <p className="bonus-muted" data-testid="deposit-bonus-channel">{t('bonus.deposit.notThisChannel')}</p>
      </fieldset>
    );
  }
  return (
    <fieldset className="bonus-pick" data-testid="deposit-bonus">
      <legend>{t('bonus.deposit.title')}</legend>
      {runningNotice}
      {offers.map((offer) => {
        const gain = amountMinor === null ? 0 : depositBonusOf(offer, amountMinor);
        const belowMin = amountMinor !== null && offer.minDepositMinor !== null && amountMinor < offer.minDepositMinor;
        const on = value === offer.offerId;
        return (
          <div key={offer.offerId} className={`bonus-option${on ? ' bonus-option--on' : ''}`} data-testid="deposit-bonus-offer">
            <label>
              <input type="radio" name="bonusOfferId" value={offer.offerId} checked={on} disabled={!offer.available} onChange={() => onChange(offer.offerId)} />
              <span className="bonus-option__title">
                <strong lang={offer.contentLang}>{offer.title}</strong>
                <span className="bonus-muted">
                  {offer.percent !== null && (offer.capMinor !== null ? t('bonus.deposit.percentCap', { percent: fmt.percent(offer.percent), cap: fmt.money(offer.capMinor) }) : t('bonus.deposit.percent', { percent: fmt.percent(offer.percent) }))}
                  {' · '}
                  {t(offer.wageringBase === 'bonus' ? 'bonus.deposit.wagering' : 'bonus.deposit.wageringBoth', { x: offer.wageringMultiplier })}
                  {offer.maxBetMinor !== null && ` · ${t('bonus.deposit.maxBet', { amount: fmt.money(offer.maxBetMinor) })}`}
                </span>
                {!offer.available && offer.unavailableReason && <span className="bonus-muted">{t(`bonus.reason.${offer.unavailableReason}`)}</span>}
              </span>
            </label>
            {offer.available && on && (
              <p className="bonus-option__gain" data-testid="deposit-bonus-gain" role="status">
                {belowMin && offer.minDepositMinor !== null ? (
                  t('bonus.deposit.belowMin', { min: fmt.money(offer.minDepositMinor) })
                ) : (
                  <>
                    {t('bonus.deposit.youGet')} <BonusMoney minor={gain} />
                  </>
                )}
              </p>
            )}
            <OfferTerms offerId={offer.offerId} terms={offer.terms} />
          </div>
        );
      })}
      <div className={`bonus-option${value === null ? ' bonus-option--on' : ''}`}>
        <label>
          <input type="radio" name="bonusOfferId" value="" checked={value === null} onChange={() => onChange(null)} data-testid="deposit-bonus-none" />
          <span className="bonus-option__title">
            <strong>{t('bonus.deposit.none')}</strong>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
