import type { TBonusOfferRow, TPlayerBonusRow } from './bonus.repository';
import type { TBonusView, TOfferUnavailableReason, TOfferView } from '@casino/shared/contracts';
import type { TLang } from '../../i18n/define';
import { localize, type TLocalized } from '../../lib/localized-content';

/** Wire shapes: declared once, in @casino/shared (contracts/bonus.ts). */
export type { TBonusView, TOfferView };

const num = (v: bigint | null): number | null => (v === null ? null : Number(v));

/** Offers are written in Turkish (every market's seed and the console's first fields); other languages are translations. */
export const OFFER_BASE_LANG = 'tk';
const OFFER_TEXTS = ['title', 'terms'] as const;

/** The offer's title and terms in `lang`, or the Turkish ones marked as a fallback (never a mix). */
export const offerText = (offer: Pick<TBonusOfferRow, 'title' | 'terms' | 'translations'>, lang: TLang): TLocalized<{ title: string; terms: string }> =>
  localize({ title: offer.title, terms: offer.terms }, OFFER_TEXTS, OFFER_BASE_LANG, offer.translations, lang);

/** What a grant is worth: the fixed amount, or percent of the deposit up to the cap; 0 when nothing is due. */
export const grantOf = (offer: Pick<TBonusOfferRow, 'kind' | 'amountMinor' | 'percent' | 'capMinor' | 'minDepositMinor'>, depositMinor: bigint | null): bigint => {
  if (offer.kind === 'deposit_match') {
    if (depositMinor === null || offer.percent === null) return 0n;
    if (offer.minDepositMinor !== null && depositMinor < offer.minDepositMinor) return 0n;
    const matched = (depositMinor * BigInt(offer.percent)) / 100n;
    return offer.capMinor === null ? matched : matched < offer.capMinor ? matched : offer.capMinor;
  }
  return offer.amountMinor ?? 0n;
};

/** Wagering required: multiplier x the bonus, or x (deposit + bonus). */
export const requiredOf = (offer: Pick<TBonusOfferRow, 'wageringMultiplier' | 'wageringBase'>, bonusMinor: bigint, depositMinor: bigint | null): bigint =>
  BigInt(offer.wageringMultiplier) * (offer.wageringBase === 'deposit_bonus' ? bonusMinor + (depositMinor ?? 0n) : bonusMinor);

export const toOfferView = (offer: TBonusOfferRow, unavailableReason: TOfferUnavailableReason | null, lang: TLang): TOfferView => {
  const text = offerText(offer, lang);
  return {
  offerId: offer.id,
  code: offer.code,
  kind: offer.kind,
  ...text.value,
  contentLang: text.contentLang,
  contentFallback: text.contentFallback,
  percent: offer.percent,
  amountMinor: num(offer.amountMinor),
  capMinor: num(offer.capMinor),
  minDepositMinor: num(offer.minDepositMinor),
  wageringMultiplier: offer.wageringMultiplier,
  wageringBase: offer.wageringBase,
  weights: offer.weights,
  maxBetMinor: num(offer.maxBetMinor),
  validDays: offer.validDays,
  maxConversionMinor: num(offer.maxConversionMinor),
  phoneVerifiedOnly: offer.phoneVerifiedOnly,
  takenAt: offer.kind === 'deposit_match' ? 'deposit' : offer.kind === 'no_deposit' || offer.kind === 'free_spins' ? 'claim' : 'staff',
  available: unavailableReason === null && (offer.kind === 'deposit_match' || offer.kind === 'no_deposit' || offer.kind === 'free_spins'),
  freeRounds: offer.freeRounds,
  unavailableReason,
  };
};

export const toBonusView = (row: TPlayerBonusRow, offer: TBonusOfferRow | undefined, balanceMinor: bigint, now: Date, lang: TLang): TBonusView => {
  const text = offer ? offerText(offer, lang) : { value: { title: '' }, contentLang: 'tr', contentFallback: false };
  const required = Number(row.requiredMinor);
  const wagered = Number(row.wageredMinor);
  const running = row.status === 'active';
  return {
    bonusId: row.id,
    offerId: row.offerId,
    title: text.value.title,
    contentLang: text.contentLang,
    contentFallback: text.contentFallback,
    kind: offer?.kind ?? null,
    status: row.status,
    grantedMinor: Number(row.grantedMinor),
    balanceMinor: running ? Number(balanceMinor) : 0,
    wageredMinor: wagered,
    requiredMinor: required,
    progressPercent: required === 0 ? 100 : Math.min(100, Math.floor((wagered * 100) / required)),
    maxBetMinor: num(row.maxBetMinor),
    maxConversionMinor: num(row.maxConversionMinor),
    convertedMinor: num(row.convertedMinor),
    grantedAt: row.grantedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    secondsLeft: running ? Math.max(0, Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000)) : 0,
  };
};
