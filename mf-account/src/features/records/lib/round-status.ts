import type { GameRecord } from '@casino/shared';

export type TRoundStatus = 'open' | 'refunded' | 'settled' | 'won' | 'lost' | 'void';

/**
 * open: the provider has not ended the round; refunded: the stake came back (rollback); else settled.
 * A sport bet says what its slip came to: open, won, lost or void.
 */
export const roundStatus = (r: Pick<GameRecord, 'status' | 'refundMinor' | 'winMinor' | 'sport'>): TRoundStatus => {
  if (r.sport) return r.sport.status;
  return r.status === 'open' ? 'open' : r.refundMinor > 0 && r.winMinor === 0 ? 'refunded' : 'settled';
};
