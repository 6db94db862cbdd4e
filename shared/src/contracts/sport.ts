/** `/sport/getSportUrl`: the sportsbook's launch URL for the logged-in player (real money only). */
export interface SportUrlResult {
  url: string;
}

export type SportTicketStatus = 'open' | 'won' | 'lost' | 'void';

/** One selection of a sport bet, worded by the sportsbook in the player's language at the bet. */
export interface SportTicketLeg {
  selectionId: string;
  sport: string;
  competition: string;
  /** "Home - Away". */
  event: string;
  market: string;
  pick: string;
  /** Decimal odds in hundredths (185 = 1.85). */
  oddsX100: number;
  startsAt: string;
  live: boolean;
  result: 'won' | 'lost' | 'void' | null;
}

/** A sport bet slip as the betting records show it with its round. */
export interface SportTicket {
  kind: 'single' | 'acca';
  status: SportTicketStatus;
  oddsX100: number;
  potentialReturnMinor: number;
  winMinor: number;
  legs: SportTicketLeg[];
}
