import type { GameRecord } from '@casino/shared';

export type TRoundStatus = 'open' | 'refunded' | 'settled';

/** open: the provider has not ended the round; refunded: the stake came back (rollback); else settled. */
export const roundStatus = (r: Pick<GameRecord, 'status' | 'refundMinor' | 'winMinor'>): TRoundStatus =>
  r.status === 'open' ? 'open' : r.refundMinor > 0 && r.winMinor === 0 ? 'refunded' : 'settled';
