import { z } from 'zod';
import { zMinorAmount } from '../../lib/schemas';
import { ZSportTicket, ZSportTicketResult } from '../sport/sport.schemas';

/** Integer minor units as a JSON number or a digit string; never a float; at most MAX_AMOUNT_MINOR per call. */
export const ZAmountMinor = zMinorAmount();

const ZId = z.string().trim().min(1).max(128);
const ZToken = z.string().min(16).max(256);

export const ZAuthenticateBody = z.object({ token: ZToken });
export const ZSessionBody = z.object({ token: ZToken, playerId: ZId });
export const ZMoneyBody = ZSessionBody.extend({
  transactionId: ZId,
  roundId: ZId,
  gameId: z.number().int().positive(),
  amountMinor: ZAmountMinor,
  currency: z.string().regex(/^[A-Z]{3}$/),
});
/** A sportsbook's bet carries its slip (selections, odds) for the operator's betting records. */
export const ZBetBody = ZMoneyBody.extend({ ticket: ZSportTicket.optional() });
/** A sportsbook's settling win carries the slip's result. */
/** A free round's win carries its grant (the provider's id and the operator's reference): no bet opened its round. */
export const ZFreeRoundFlag = z.object({ grantId: ZId, reference: ZId });
export const ZWinBody = ZMoneyBody.extend({ roundEnd: z.boolean().optional(), ticketResult: ZSportTicketResult.optional(), freeRound: ZFreeRoundFlag.optional() });
/** A rollback names the bet's transaction id alone. */
export const ZRollbackBody = ZSessionBody.extend({ transactionId: ZId });
export const ZRoundEndBody = ZSessionBody.extend({ roundId: ZId });
