import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat, bonusApi, bus, useNavigate, useUser, type TOfferView } from '@casino/shared';
import { BonusOfferCard } from './bonus-offer-card';
import './bonus-offers.css';

const DEPOSIT_PATH = '/kisiselBilgiler/recharge';

/**
 * The real bonus offers on the promotions page (`/bonus/list`), each with its terms: a no-deposit offer is
 * claimed here (a guest or a member without a verified phone is asked to verify it first, through the
 * phone-bind dialog), a deposit offer leads to the deposit screen where it is chosen.
 */
export function BonusOffers() {
  const { t } = useTranslation('mailRewards');
  const user = useUser();
  const fmt = useFormat();
  const navigate = useNavigate();
  const [offers, setOffers] = useState<TOfferView[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(() => {
    // The promotions below still show when the offers cannot be loaded.
    bonusApi.list().then(setOffers, () => setOffers([]));
  }, []);
  // Titles and terms come in the reader's language: asked again when it changes (no reload).
  useEffect(load, [load, user.lang]);
  // A phone bound from here (or anywhere) may make an offer available.
  useEffect(() => {
    const sub = bus.on('dialog:phone-bind-succeeded').subscribe(load);
    return () => sub.unsubscribe();
  }, [load]);

  const claim = async (offer: TOfferView) => {
    setBusy(offer.offerId);
    try {
      const bonus = await bonusApi.claim(offer.offerId);
      const message = offer.freeRounds ? t('bonusOffers.freeSpinsClaimed', { rounds: offer.freeRounds.rounds }) : t('bonusOffers.claimed', { amount: fmt.money(bonus.grantedMinor) });
      bus.emit('ui:toast-requested', { kind: 'success', message });
      bonusApi.announceBalance();
    } catch {
      // The API client has shown the server's message (BONUS_ALREADY_TAKEN, ...).
    } finally {
      setBusy(null);
      load();
    }
  };

  const actionOf = (offer: TOfferView) => {
    const needsPhone = offer.phoneVerifiedOnly && (user.role === 'tourist' || !user.mobile || offer.unavailableReason === 'BONUS_PHONE_REQUIRED');
    if (needsPhone) {
      return (
        <button type="button" className="mr-btn mr-btn--gold" onClick={() => bus.emit('dialog:phone-bind-requested', { mode: 'bind' })} data-testid="bonus-offer-verify">
          {t('bonusOffers.verifyPhone')}
        </button>
      );
    }
    if (!offer.available) return <span className="mr-offer__reason" data-testid="bonus-offer-reason">{t(`bonusOffers.reason.${offer.unavailableReason ?? 'BONUS_ALREADY_TAKEN'}`)}</span>;
    if (offer.takenAt === 'claim') {
      return (
        <button type="button" className="mr-btn mr-btn--gold" disabled={busy !== null} onClick={() => void claim(offer)} data-testid="bonus-offer-claim">
          {t('bonusOffers.claim')}
        </button>
      );
    }
    if (offer.takenAt === 'deposit') {
      return (
        <button type="button" className="mr-btn mr-btn--gold" onClick={() => navigate(DEPOSIT_PATH)} data-testid="bonus-offer-deposit">
          {t('bonusOffers.deposit')}
        </button>
      );
    }
    return null;
  };

  if (!offers || offers.length === 0) return null;
  return (
    <section className="mr-offers" aria-label={t('bonusOffers.title')} data-testid="bonus-offers">
      {offers.map((offer) => (
        <BonusOfferCard key={offer.offerId} offer={offer} action={actionOf(offer)} />
      ))}
    </section>
  );
}
