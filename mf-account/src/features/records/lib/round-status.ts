import type { TGameRecord } from '../api/game-records-api';

export type TRoundStatus = 'open' | 'refunded' | 'settled';

/** open: the provider has not ended the round; refunded: the stake came back (rollback); else settled. */
export const roundStatus = (r: Pick<TGameRecord, 'status' | 'refundMinor' | 'winMinor'>): TRoundStatus =>
  r.status === 'open' ? 'open' : r.refundMinor > 0 && r.winMinor === 0 ? 'refunded' : 'settled';
