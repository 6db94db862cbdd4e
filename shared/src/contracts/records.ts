import type { PageRequest } from './games';
import type { SportTicket } from './sport';

/** One round as `/balance/getGameRecord` lists it; amounts in minor units. */
export interface GameRecord {
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
  /** A sport bet: its slip (selections, odds, open / won / lost / void). */
  sport?: SportTicket;
}

export interface GameRecordPage {
  list: GameRecord[];
  total: number;
  page: number;
  pageSize: number;
}

/** Body of `/balance/getGameRecord`: always the caller's own rounds. */
export interface GameRecordQuery extends Required<PageRequest> {
  gameId?: number;
  /** ISO instants: rounds started at or after startTime and before endTime. */
  startTime?: string;
  endTime?: string;
}
