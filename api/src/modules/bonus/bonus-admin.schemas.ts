import { z } from 'zod';
import { body, MAX_INT32, ZInstant, zId, zInt, zMinorAmount, zText, zTranslations } from '../../lib/schemas';
import { PROMO_SOURCES } from './bonus.tables';

const ZMarket = zText({ min: 2, max: 16, messageKey: 'MARKET_INVALID' });
const amount = () => zMinorAmount({ min: 1n, messageKey: 'BONUS_AMOUNT_INVALID' }).nullable().default(null);
/** A game family code as the catalogue names it (slots, crash, table, live, fishing, ...). */
const ZFamily = z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, 'BONUS_WEIGHT_INVALID');
const MAX_FAMILIES = 20;
const MAX_EXCLUDED_GAMES = 500;

/** Percent of a stake that counts toward wagering per family: whole numbers 0-100, at most 20 families. */
export const ZBonusWeights = z
  .record(ZFamily, zInt(0, 100, 'BONUS_WEIGHT_INVALID'), { error: 'BONUS_WEIGHT_INVALID' })
  .refine((w) => Object.keys(w).length <= MAX_FAMILIES, 'BONUS_WEIGHT_INVALID');

export const ZFreeRounds = z.object(
  {
    gameIds: z.array(zId('BONUS_FREE_ROUNDS_INVALID'), { error: 'BONUS_FREE_ROUNDS_INVALID' }).min(1, 'BONUS_FREE_ROUNDS_INVALID').max(20, 'BONUS_FREE_ROUNDS_INVALID'),
    rounds: zInt(1, 500, 'BONUS_FREE_ROUNDS_INVALID'),
    stakeMinor: zInt(1, 100_000, 'BONUS_FREE_ROUNDS_INVALID'),
  },
  { error: 'BONUS_FREE_ROUNDS_INVALID' },
);

/** Every field staff set on an offer. Cross-field rules (what each kind needs) are checked in `offerProblem`. */
const offerFields = {
  kind: z.enum(['deposit_match', 'free_spins', 'cashback', 'no_deposit'], { error: 'BONUS_KIND_INVALID' }),
  title: zText({ min: 1, max: 120, messageKey: 'BONUS_TEXT_INVALID' }),
  terms: zText({ min: 1, max: 10_000, multiline: true, messageKey: 'BONUS_TEXT_INVALID' }),
  /** Title and terms in other languages (a complete pair per language); a language left out shows the Turkish, marked. */
  translations: zTranslations(
    { title: zText({ min: 1, max: 120, messageKey: 'BONUS_TEXT_INVALID' }), terms: zText({ min: 1, max: 10_000, multiline: true, messageKey: 'BONUS_TEXT_INVALID' }) },
    'BONUS_TEXT_INVALID',
  ).default({}),
  percent: zInt(1, 500, 'BONUS_PERCENT_INVALID').nullable().default(null),
  amountMinor: amount(),
  capMinor: amount(),
  minDepositMinor: amount(),
  wageringMultiplier: zInt(0, 100, 'BONUS_MULTIPLIER_INVALID'),
  wageringBase: z.enum(['bonus', 'deposit_bonus'], { error: 'FIELD_INVALID' }).default('bonus'),
  weights: ZBonusWeights,
  excludedGameIds: z.array(zId('BONUS_EXCLUDED_INVALID'), { error: 'BONUS_EXCLUDED_INVALID' }).max(MAX_EXCLUDED_GAMES, 'BONUS_EXCLUDED_INVALID').default([]),
  maxBetMinor: amount(),
  validDays: zInt(1, 365, 'BONUS_VALID_DAYS_INVALID'),
  maxConversionMinor: amount(),
  phoneVerifiedOnly: z.boolean({ error: 'FIELD_INVALID' }).default(true),
  enabled: z.boolean({ error: 'FIELD_INVALID' }).default(true),
  startsAt: ZInstant.nullable().default(null),
  endsAt: ZInstant.nullable().default(null),
  creditAs: z.enum(['bonus', 'cash'], { error: 'FIELD_INVALID' }).default('bonus'),
  promoSource: z.enum(PROMO_SOURCES, { error: 'FIELD_INVALID' }).nullable().default(null),
  freeRounds: ZFreeRounds.nullable().default(null),
};
const ZOfferFields = z.object(offerFields);
export type TOfferFields = z.infer<typeof ZOfferFields>;

/** Which rule the fields break (a message key and the field it is about), or null. */
export const offerProblem = (f: TOfferFields): { key: string; field: string } | null => {
  if (f.kind === 'deposit_match' && (f.percent === null || f.capMinor === null)) return { key: 'BONUS_DEPOSIT_MATCH_FIELDS', field: 'percent' };
  if (f.kind === 'no_deposit' && f.amountMinor === null && f.promoSource === null) return { key: 'BONUS_AMOUNT_REQUIRED', field: 'amountMinor' };
  if (f.kind === 'free_spins' && f.freeRounds === null) return { key: 'BONUS_FREE_ROUNDS_INVALID', field: 'freeRounds' };
  if (f.wageringMultiplier > 0 && f.creditAs === 'bonus' && !Object.values(f.weights).some((w) => w > 0)) return { key: 'BONUS_WEIGHTS_ALL_ZERO', field: 'weights' };
  if (f.creditAs === 'cash' && f.kind !== 'cashback') return { key: 'BONUS_CASH_ONLY_CASHBACK', field: 'creditAs' };
  if (f.startsAt && f.endsAt && f.endsAt.getTime() <= f.startsAt.getTime()) return { key: 'BONUS_WINDOW_INVALID', field: 'endsAt' };
  return null;
};

const withRules = <S extends z.ZodType<TOfferFields>>(schema: S) =>
  schema.superRefine((f, ctx) => {
    const problem = offerProblem(f);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.key, path: [problem.field] });
  });

export const ZAdminOfferListBody = body({ market: ZMarket.optional() });
export const ZAdminOfferVersionsBody = body({ offerId: zId('BONUS_OFFER_NOT_FOUND') });
const ZCode = z.string({ error: 'BONUS_CODE_INVALID' }).trim().regex(/^[a-z][a-z0-9_]{1,39}$/, 'BONUS_CODE_INVALID');
const ZNote = zText({ min: 0, max: 500, messageKey: 'BONUS_TEXT_INVALID' }).default('');

export const ZAdminOfferCreateBody = body({ market: ZMarket, code: ZCode, note: ZNote, offer: withRules(ZOfferFields) });
export const ZAdminOfferUpdateBody = body({
  offerId: zId('BONUS_OFFER_NOT_FOUND'),
  /** The version the staff member edited: a stale one is refused (someone saved in between). */
  expectedVersion: zInt(1, MAX_INT32, 'FIELD_INVALID'),
  note: ZNote,
  offer: withRules(ZOfferFields),
});

/** A cashback run for the week starting on `week` (its Monday, YYYY-MM-DD), or the last finished week. */
export const ZAdminCashbackRunBody = body({ week: z.string({ error: 'BONUS_CASHBACK_WEEK_INVALID' }).trim().max(10, 'BONUS_CASHBACK_WEEK_INVALID').optional() });
