import { z } from 'zod';
import { body, zId, zInt, zMinorAmount, ZInstant } from '../../lib/schemas';

export const ZLimitsBody = body({});

export const ZSetLimitBody = body({
  kind: z.enum(['deposit', 'loss', 'wager', 'session'], { error: 'LIMIT_KIND_INVALID' }),
  period: z.enum(['day', 'week', 'month'], { error: 'LIMIT_PERIOD_INVALID' }),
  /** Minor units (minutes for a session limit), an integer from 1; null removes the limit (after the cooling-off). */
  value: z.union([z.null(), zMinorAmount({ min: 1n, messageKey: 'LIMIT_VALUE_INVALID' })], { error: 'LIMIT_VALUE_INVALID' }),
});

/** A time-out (24h, 7d, 6w) or a self-exclusion (6m, 1y, 5y, indefinite); the pair is checked by the service. */
export const ZExcludeBody = body({
  kind: z.enum(['timeout', 'self_exclusion'], { error: 'EXCLUSION_KIND_INVALID' }),
  duration: z.enum(['24h', '7d', '6w', '6m', '1y', '5y', 'indefinite'], { error: 'EXCLUSION_DURATION_INVALID' }),
});

/** A calendar date YYYY-MM-DD that exists (no 31 February). */
export const ZBirthDate = z
  .string({ error: 'BIRTH_DATE_INVALID' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'BIRTH_DATE_INVALID')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getUTCFullYear() >= 1900;
  }, 'BIRTH_DATE_INVALID');

export const ZConfirmAgeBody = body({ birthDate: ZBirthDate });

export const ZStaffPlayerBody = body({ userId: zId('FIELD_INVALID') });

/** Minutes between reality checks, 15-120; null turns them off. */
export const ZRealityCheckBody = body({ minutes: z.union([z.null(), zInt(15, 120, 'REALITY_CHECK_INVALID')], { error: 'REALITY_CHECK_INVALID' }) });

export const ZHistoryBody = body({
  startTime: ZInstant.optional(),
  endTime: ZInstant.optional(),
  kinds: z
    .array(z.enum(['deposit', 'withdrawal', 'bet', 'win', 'refund', 'bonus', 'test', 'fee', 'limit'], { error: 'HISTORY_KIND_INVALID' }), { error: 'HISTORY_KIND_INVALID' })
    .max(8, 'HISTORY_KIND_INVALID')
    .optional(),
});
