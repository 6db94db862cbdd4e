import type { SportUrlResult } from '@casino/shared/contracts';
import { z } from 'zod';
import { body } from '../../lib/schemas';

const ZLabel = (max: number) => z.string().trim().min(1).max(max);
const ZOdds = z.number().int().min(100).max(1_000_000);

/** The bet slip a sportsbook sends with its seamless bet (display only: the money is the bet's amount). */
export const ZSportTicket = z.object({
  kind: z.enum(['single', 'acca']),
  oddsX100: z.number().int().min(100).max(2_000_000_000),
  potentialReturnMinor: z.number().int().min(0).max(1_000_000_000_000_000),
  legs: z
    .array(
      z.object({
        selectionId: ZLabel(64),
        sport: ZLabel(16),
        competition: ZLabel(80),
        event: ZLabel(120),
        market: ZLabel(60),
        pick: ZLabel(80),
        oddsX100: ZOdds,
        startsAt: z.iso.datetime(),
        live: z.boolean(),
      }),
    )
    .min(1)
    .max(30),
});
export type TSportTicketInput = z.output<typeof ZSportTicket>;

/** What settled the slip, with its win: the slip's status and each leg's result, in the slip's order. */
export const ZSportTicketResult = z.object({
  status: z.enum(['won', 'lost']),
  winMinor: z.number().int().min(0).max(1_000_000_000_000_000),
  legs: z.array(z.object({ selectionId: ZLabel(64), result: z.enum(['won', 'lost', 'void']).nullable() })).max(30),
});
export type TSportTicketResultInput = z.output<typeof ZSportTicketResult>;

export const ZSportUrlBody = body({});
export type TSportUrlResult = SportUrlResult;
