import { z } from 'zod';
import { body, MAX_AMOUNT_MINOR, MAX_INSTANT_MS, MIN_INSTANT_MS, zId, zInt, zMinorAmount, zText } from '../../lib/schemas';
import { REPORT_MAX_DAYS } from '@casino/shared/contracts';
import { SEARCH_KINDS } from './player-search.repository';

export const ADJUSTMENT_CODES = ['ADJUSTMENT', 'PROMO', 'CASHBACK'] as const;
export type TAdjustmentCode = (typeof ADJUSTMENT_CODES)[number];

const zUserId = zInt(1, Number.MAX_SAFE_INTEGER, 'PLAYER_NOT_FOUND');
const zReason = zText({ min: 3, max: 500, multiline: true, messageKey: 'BACKOFFICE_REASON_INVALID' });
/** A transfer id (bigint digits) from a previous page. */
const zCursor = z
  .string({ error: 'BACKOFFICE_CURSOR_INVALID' })
  .trim()
  .regex(/^\d{1,18}$/, 'BACKOFFICE_CURSOR_INVALID')
  .transform((v) => BigInt(v));
const zInstant = z.iso
  .datetime({ offset: true, error: 'BACKOFFICE_RANGE_INVALID' })
  .transform((v) => new Date(v))
  .refine((d) => d.getTime() >= MIN_INSTANT_MS && d.getTime() <= MAX_INSTANT_MS, 'BACKOFFICE_RANGE_INVALID');

export const ZSearchBody = body({
  q: zText({ min: 1, max: 64, messageKey: 'BACKOFFICE_QUERY_INVALID' }),
  kind: z.enum(['auto', ...SEARCH_KINDS], { error: 'FIELD_INVALID' }).default('auto'),
  /** Only this market's players (within the staff member's own markets). */
  market: z.string({ error: 'FIELD_INVALID' }).regex(/^[a-z]{2,8}$/, { error: 'FIELD_INVALID' }).optional(),
});

export const ZPlayerBody = body({ userId: zUserId });

export const ZStatementBody = body({
  userId: zUserId,
  account: z.enum(['cash', 'payout'], { error: 'FIELD_INVALID' }).default('cash'),
  cursor: zCursor.optional(),
  code: zText({ min: 1, max: 32 }).optional(),
  from: zInstant.optional(),
  to: zInstant.optional(),
  limit: zInt(1, 200).default(50),
}).refine((b) => !(b.from && b.to) || (b.from < b.to && b.to.getTime() - b.from.getTime() <= 366 * 86_400_000), { message: 'BACKOFFICE_RANGE_INVALID' });

export const ZRoundsBody = body({
  userId: zUserId,
  /** `<startedAt ISO>|<roundId>` of the previous page's last row. */
  cursor: zText({ min: 1, max: 200, messageKey: 'BACKOFFICE_CURSOR_INVALID' }).optional(),
  limit: zInt(1, 200).default(50),
});

export const ZActionBody = body({ userId: zUserId, reason: zReason });

export const ZNoteBody = body({ userId: zUserId, text: zText({ min: 1, max: 2000, multiline: true, messageKey: 'BACKOFFICE_NOTE_INVALID' }) });

export const ZAuditBody = body({ userId: zUserId, cursor: zInt(1, Number.MAX_SAFE_INTEGER, 'BACKOFFICE_CURSOR_INVALID').optional(), limit: zInt(1, 200).default(50) });

export const ZProposeBody = body({
  userId: zUserId,
  direction: z.enum(['credit', 'debit'], { error: 'FIELD_INVALID' }),
  amountMinor: zMinorAmount({ min: 1n, max: MAX_AMOUNT_MINOR, messageKey: 'BACKOFFICE_AMOUNT_INVALID' }),
  code: z.enum(ADJUSTMENT_CODES, { error: 'FIELD_INVALID' }).default('ADJUSTMENT'),
  reason: zReason,
  /** The currency the amount was typed in (the console shows the player's): refused unless it is the player's. */
  currency: z.string({ error: 'FIELD_INVALID' }).regex(/^[A-Z]{3}$/, { error: 'FIELD_INVALID' }).optional(),
});

export const ZDecideBody = body({ id: zId('ADJUSTMENT_NOT_FOUND'), reason: zReason.optional() });
export const ZRejectBody = body({ id: zId('ADJUSTMENT_NOT_FOUND'), reason: zReason });

export const ZAdjustmentListBody = body({
  status: z.enum(['pending', 'approved', 'rejected'], { error: 'FIELD_INVALID' }).optional(),
  userId: zUserId.optional(),
  limit: zInt(1, 200).default(50),
});

// --- answers: the wire types live in @casino/shared (the console reads the same ones) ---
export type { TAdjustment, TPlayerSearchResult as TSearchResult, TPlayerSummary, TStatementLine, TStatementPage } from '@casino/shared/contracts';

// --- reports ---
const zDay = z
  .string({ error: 'REPORT_DAY_INVALID' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'REPORT_DAY_INVALID')
  .refine((v) => {
    const t = Date.parse(`${v}T00:00:00Z`);
    return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === v && t >= Date.UTC(2000, 0, 1) && t <= Date.UTC(2100, 0, 1);
  }, 'REPORT_DAY_INVALID');
const daysIn = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** A report's market and days (YYYY-MM-DD, Europe/Istanbul, both included): at most REPORT_MAX_DAYS, refused beyond. */
export const ZReportBody = body({
  market: zText({ min: 1, max: 16 }).default('tr'),
  from: zDay,
  to: zDay,
})
  .refine((b) => b.from <= b.to, { message: 'REPORT_RANGE_INVALID' })
  .refine((b) => daysIn(b.from, b.to) <= REPORT_MAX_DAYS, { message: 'REPORT_RANGE_TOO_LONG' });

export const ZReportCsvBody = body({
  market: zText({ min: 1, max: 16 }).default('tr'),
  from: zDay,
  to: zDay,
  kind: z.enum(['daily', 'games'], { error: 'FIELD_INVALID' }).default('daily'),
})
  .refine((b) => b.from <= b.to, { message: 'REPORT_RANGE_INVALID' })
  .refine((b) => daysIn(b.from, b.to) <= REPORT_MAX_DAYS, { message: 'REPORT_RANGE_TOO_LONG' });
