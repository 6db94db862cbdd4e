import type { GameRecord, GameRecordPage } from '@casino/shared/contracts';
import { z } from 'zod';
import { body, MAX_INT32, ZInstant, zInt } from '../../lib/schemas';

export const RECORDS_MAX_PAGE_SIZE = 100;
export const RECORDS_DEFAULT_PAGE_SIZE = 20;

export const ZGameRecordBody = body({
  page: zInt(1, 10_000).default(1),
  pageSize: zInt(1, RECORDS_MAX_PAGE_SIZE).default(RECORDS_DEFAULT_PAGE_SIZE),
  gameId: zInt(1, MAX_INT32).optional(),
  /** Rounds started at or after this instant. */
  startTime: ZInstant.optional(),
  /** Rounds started before this instant. */
  endTime: ZInstant.optional(),
});
export type TGameRecordQuery = z.output<typeof ZGameRecordBody>;

/** Wire shapes: declared once, in @casino/shared (contracts/records.ts). */
export type TGameRecord = GameRecord;
export type TGameRecordPage = GameRecordPage;
