import { z } from 'zod';
import { body } from '../../lib/schemas';

export const RECORDS_MAX_PAGE_SIZE = 100;
export const RECORDS_DEFAULT_PAGE_SIZE = 20;

const ZInt = (min: number, max: number) => z.union([z.number(), z.string().trim().regex(/^\d{1,9}$/)]).transform(Number).pipe(z.number().int().min(min).max(max));
/** An instant as ISO text or epoch milliseconds. */
const ZInstant = z
  .union([z.number().int().nonnegative(), z.string().trim().min(1).max(40)])
  .transform((v, ctx) => {
    const ms = typeof v === 'number' ? v : /^\d+$/.test(v) ? Number(v) : Date.parse(v);
    if (!Number.isFinite(ms)) {
      ctx.addIssue({ code: 'custom', message: 'FIELD_INVALID' });
      return z.NEVER;
    }
    return new Date(ms);
  });

export const ZGameRecordBody = body({
  page: ZInt(1, 10_000).default(1),
  pageSize: ZInt(1, RECORDS_MAX_PAGE_SIZE).default(RECORDS_DEFAULT_PAGE_SIZE),
  gameId: ZInt(1, 2_147_483_647).optional(),
  /** Rounds started at or after this instant. */
  startTime: ZInstant.optional(),
  /** Rounds started before this instant. */
  endTime: ZInstant.optional(),
});
export type TGameRecordQuery = z.output<typeof ZGameRecordBody>;

/** One round as the betting records list it; amounts in minor units. */
export interface TGameRecord {
  roundId: string;
  gameId: number;
  gameName: string;
  currency: string;
  betMinor: number;
  winMinor: number;
  refundMinor: number;
  /** win + refund - bet: the player's net for the round. */
  netMinor: number;
  status: 'open' | 'closed';
  createTime: string;
  updateTime: string;
}

export interface TGameRecordPage {
  list: TGameRecord[];
  total: number;
  page: number;
  pageSize: number;
}
