import type { TAdminOfferFields, TAdminOfferView, TBonusKind, TBonusPromoSource, TOfferTranslations } from '@casino/shared/contracts';

/** What the form edits: money as typed in lira ("50" or "50,25"), lists as text; turned into the API's fields on save. */
export interface TOfferDraft {
  code: string;
  kind: TBonusKind;
  title: string;
  terms: string;
  /** The English title and terms ('' and '': none, the Turkish is shown in English, marked). */
  titleEn: string;
  termsEn: string;
  /** Translations the form does not edit (e.g. zh-CN written through the API): kept as they are. */
  otherTranslations: TOfferTranslations;
  percent: string;
  cap: string;
  amount: string;
  minDeposit: string;
  multiplier: string;
  base: 'bonus' | 'deposit_bonus';
  weights: Array<{ family: string; weight: string }>;
  excluded: string;
  maxBet: string;
  validDays: string;
  maxConversion: string;
  startsAt: string;
  endsAt: string;
  phoneVerifiedOnly: boolean;
  enabled: boolean;
  creditAs: 'bonus' | 'cash';
  promoSource: TBonusPromoSource | '';
  freeGames: string;
  freeRounds: string;
  freeStake: string;
}

const lira = (minor: number | null): string => (minor === null ? '' : (minor / 100).toFixed(2));
const local = (iso: string | null): string => (iso ? iso.slice(0, 16) : '');

export const DEFAULT_WEIGHTS = [
  { family: 'slots', weight: '100' },
  { family: 'fishing', weight: '100' },
  { family: 'crash', weight: '50' },
  { family: 'table', weight: '10' },
  { family: 'live', weight: '10' },
];

export const emptyDraft = (): TOfferDraft => ({
  code: '',
  kind: 'no_deposit',
  title: '',
  terms: '',
  titleEn: '',
  termsEn: '',
  otherTranslations: {},
  percent: '',
  cap: '',
  amount: '',
  minDeposit: '',
  multiplier: '10',
  base: 'bonus',
  weights: DEFAULT_WEIGHTS.map((w) => ({ ...w })),
  excluded: '',
  maxBet: '',
  validDays: '7',
  maxConversion: '',
  startsAt: '',
  endsAt: '',
  phoneVerifiedOnly: true,
  enabled: true,
  creditAs: 'bonus',
  promoSource: '',
  freeGames: '',
  freeRounds: '',
  freeStake: '',
});

export const draftOf = (o: TAdminOfferView): TOfferDraft => ({
  code: o.code,
  kind: o.kind,
  title: o.title,
  terms: o.terms,
  titleEn: o.translations.en?.title ?? '',
  termsEn: o.translations.en?.terms ?? '',
  otherTranslations: Object.fromEntries(Object.entries(o.translations).filter(([lang]) => lang !== 'en')),
  percent: o.percent === null ? '' : String(o.percent),
  cap: lira(o.capMinor),
  amount: lira(o.amountMinor),
  minDeposit: lira(o.minDepositMinor),
  multiplier: String(o.wageringMultiplier),
  base: o.wageringBase,
  weights: Object.entries(o.weights).map(([family, weight]) => ({ family, weight: String(weight) })),
  excluded: o.excludedGameIds.join(', '),
  maxBet: lira(o.maxBetMinor),
  validDays: String(o.validDays),
  maxConversion: lira(o.maxConversionMinor),
  startsAt: local(o.startsAt),
  endsAt: local(o.endsAt),
  phoneVerifiedOnly: o.phoneVerifiedOnly,
  enabled: o.enabled,
  creditAs: o.creditAs,
  promoSource: o.promoSource ?? '',
  freeGames: o.freeRounds?.gameIds.join(', ') ?? '',
  freeRounds: o.freeRounds ? String(o.freeRounds.rounds) : '',
  freeStake: lira(o.freeRounds?.stakeMinor ?? null),
});

/** A typed lira amount -> minor units; '' -> null; anything else (negative, 3 decimals, text) -> NaN. */
export const minorOf = (text: string): number | null => {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
};

const idsOf = (text: string): number[] | null => {
  const parts = text.split(',').map((p) => p.trim()).filter((p) => p !== '');
  return parts.every((p) => /^[1-9]\d{0,8}$/.test(p)) ? parts.map(Number) : null;
};

export type TDraftError = { key: 'errWeight' | 'errFamily' | 'errMoney' | 'errIds' | 'errEnglish'; field?: string };

/**
 * The API's fields from the draft, or the first thing the form can already tell is wrong (the API checks
 * everything again and answers in the staff member's language).
 */
export const fieldsOf = (d: TOfferDraft): { fields: TAdminOfferFields } | { error: TDraftError } => {
  const money: Record<string, number | null> = {};
  for (const [field, text] of [['cap', d.cap], ['amount', d.amount], ['minDeposit', d.minDeposit], ['maxBet', d.maxBet], ['maxConversion', d.maxConversion], ['freeStake', d.freeStake]] as const) {
    const v = minorOf(text);
    if (v !== null && (Number.isNaN(v) || v <= 0)) return { error: { key: 'errMoney', field } };
    money[field] = v;
  }
  const weights: Record<string, number> = {};
  for (const w of d.weights) {
    if (w.family.trim() === '' && w.weight.trim() === '') continue;
    if (!/^[a-z][a-z0-9_]{0,31}$/.test(w.family.trim())) return { error: { key: 'errFamily' } };
    if (!/^\d{1,3}$/.test(w.weight.trim()) || Number(w.weight) > 100) return { error: { key: 'errWeight' } };
    weights[w.family.trim()] = Number(w.weight);
  }
  const excluded = idsOf(d.excluded);
  const freeGames = idsOf(d.freeGames);
  if (!excluded || !freeGames) return { error: { key: 'errIds' } };
  const english = { title: d.titleEn.trim(), terms: d.termsEn.trim() };
  // A card is never half English: both English texts, or neither.
  if ((english.title === '') !== (english.terms === '')) return { error: { key: 'errEnglish' } };
  const translations: TOfferTranslations = english.title === '' ? { ...d.otherTranslations } : { ...d.otherTranslations, en: english };
  const whole = (text: string): number => (/^\d{1,6}$/.test(text.trim()) ? Number(text) : Number.NaN);
  return {
    fields: {
      kind: d.kind,
      title: d.title,
      terms: d.terms,
      translations,
      percent: d.percent.trim() === '' ? null : whole(d.percent),
      amountMinor: money.amount ?? null,
      capMinor: money.cap ?? null,
      minDepositMinor: money.minDeposit ?? null,
      wageringMultiplier: whole(d.multiplier),
      wageringBase: d.base,
      weights,
      excludedGameIds: excluded,
      maxBetMinor: money.maxBet ?? null,
      validDays: whole(d.validDays),
      maxConversionMinor: money.maxConversion ?? null,
      phoneVerifiedOnly: d.phoneVerifiedOnly,
      enabled: d.enabled,
      startsAt: d.startsAt ? `${d.startsAt}:00Z` : null,
      endsAt: d.endsAt ? `${d.endsAt}:00Z` : null,
      creditAs: d.creditAs,
      promoSource: d.promoSource === '' ? null : d.promoSource,
      freeRounds: d.kind === 'free_spins' ? { gameIds: freeGames, rounds: whole(d.freeRounds), stakeMinor: money.freeStake ?? 0 } : null,
    },
  };
};

/** The fields that differ between two saved versions (for the history). */
export const changedFields = (a: Partial<TAdminOfferFields>, b: Partial<TAdminOfferFields> | undefined): string[] =>
  b === undefined ? [] : (Object.keys({ ...a, ...b }) as Array<keyof TAdminOfferFields>).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
