import { z } from 'zod';
import { body, zId, zInt, zMinorAmount, zText } from '../../lib/schemas';
import { WHEEL_MAX_PRIZE_MINOR, WHEEL_MAX_PRIZES, WHEEL_MAX_WEIGHT, WHEEL_MIN_PRIZES } from './wheel.config';

const zMarket = () => zText({ min: 1, max: 16, messageKey: 'MARKET_INVALID' }).pipe(z.string().regex(/^[a-z][a-z0-9-]*$/, 'MARKET_INVALID'));

/** `/wheel/getWheelInfo`: the market the page runs in (default: the default market). */
export const ZWheelInfoBody = body({ market: zMarket().optional() });

/**
 * `/wheel/spin`: the market and an optional request id (a retry answers the first spin). A prize
 * index or anything else the client sends is dropped: the server alone draws.
 */
export const ZWheelSpinBody = body({
  market: zMarket().optional(),
  requestId: zText({ min: 8, max: 64, messageKey: 'REQUEST_ID_INVALID' }).pipe(z.string().regex(/^[A-Za-z0-9_-]+$/, 'REQUEST_ID_INVALID')).optional(),
});

export const ZWheelHistoryBody = body({ page: zInt(1, 10_000).default(1), pageSize: zInt(1, 50).default(20) });

/** One prize of a staff-edited table: weights are positive integers; a cash prize pays something, 'nothing' pays 0. */
export const ZWheelPrize = z
  .object(
    {
      kind: z.enum(['cash', 'nothing'], { error: 'WHEEL_PRIZE_INVALID' }),
      amountMinor: zMinorAmount({ max: WHEEL_MAX_PRIZE_MINOR, messageKey: 'WHEEL_PRIZE_INVALID' }),
      weight: zInt(1, WHEEL_MAX_WEIGHT, 'WHEEL_WEIGHT_INVALID'),
    },
    { error: 'WHEEL_PRIZE_INVALID' },
  )
  .refine((p) => (p.kind === 'cash' ? p.amountMinor > 0n : p.amountMinor === 0n), 'WHEEL_PRIZE_INVALID');
export type TWheelPrizeInput = z.output<typeof ZWheelPrize>;

export const ZWheelPrizes = z.array(ZWheelPrize, { error: 'WHEEL_PRIZES_COUNT' }).min(WHEEL_MIN_PRIZES, 'WHEEL_PRIZES_COUNT').max(WHEEL_MAX_PRIZES, 'WHEEL_PRIZES_COUNT');

export const ZAdminWheelListBody = body({ market: zMarket().optional(), limit: zInt(1, 100).default(20) });
export const ZAdminWheelPublishBody = body({
  market: zMarket(),
  prizes: ZWheelPrizes,
  pinnedIndex: zInt(0, WHEEL_MAX_PRIZES - 1, 'WHEEL_PIN_INVALID').nullable().optional(),
  note: zText({ max: 200 }).optional(),
});
export const ZAdminWheelPinBody = body({ market: zMarket(), index: zInt(0, WHEEL_MAX_PRIZES - 1, 'WHEEL_PIN_INVALID').nullable(), note: zText({ max: 200 }).optional() });
export const ZAdminWheelGrantBody = body({
  userId: zId(),
  spins: zInt(1, 100),
  /** Staff's own id for the grant: the same ref twice grants once. */
  ref: zText({ min: 1, max: 64 }).pipe(z.string().regex(/^[A-Za-z0-9_.:-]+$/, 'FIELD_INVALID')).optional(),
  validDays: zInt(1, 365).optional(),
});
export const ZAdminWheelSimulateBody = body({ market: zMarket(), draws: zInt(1, 1_000_000).default(100_000) });
