import { sportBets } from '../store/sportsbook.tables';
import type { TBetView, TLangCode, TMarketView } from './contract';
import { fixtureById } from './fixtures';
import { combinedOddsX100 } from './odds';
import { marketLabel, pickLabel } from './words';

/** How the sportsbook shows a bet: to the player (its slip and history) and to the operator (its ticket). */

export type TBetRow = typeof sportBets.$inferSelect;

/** A market's type and line from its key (1x2, ml, ou2.5, btts, ah-1.5, sh1.5, sets2.5). */
export const marketOfKey = (key: string): { type: TMarketView['type']; line?: number } => {
  const line = Number(/-?\d+(\.\d+)?$/.exec(key)?.[0]);
  if (key.startsWith('ou')) return { type: 'total', line };
  if (key.startsWith('ah') || key.startsWith('sh')) return { type: 'handicap', line };
  if (key.startsWith('sets')) return { type: 'sets', line };
  if (key === 'btts') return { type: 'btts' };
  return { type: 'match' };
};

export const betView = (b: TBetRow, lang: TLangCode): TBetView => ({
  betId: b.id,
  kind: b.kind,
  status: b.status,
  stakeMinor: b.stakeMinor,
  oddsX100: combinedOddsX100(b.legs.map((l) => l.oddsX100)),
  potentialReturnMinor: b.potentialReturnMinor,
  winMinor: b.winMinor,
  legs: b.legs.map((l) => {
    const f = fixtureById(l.eventId)!;
    const market = marketOfKey(l.marketKey);
    return {
      selectionId: l.selectionId,
      eventId: l.eventId,
      sport: f.competition.sport,
      competition: f.competition.names[lang],
      event: `${f.home.name} - ${f.away.name}`,
      startsAt: f.startsAt,
      marketKey: l.marketKey,
      marketType: market.type,
      ...(market.line === undefined ? {} : { line: market.line }),
      pick: l.pick as TBetView['legs'][number]['pick'],
      oddsX100: l.oddsX100,
      live: l.live,
      result: l.result,
    };
  }),
  placedAt: b.createdAt.getTime(),
  settledAt: b.settledAt?.getTime() ?? null,
});

/** The slip the operator keeps for its betting records, worded in the player's language. */
export const ticketOf = (b: TBetRow, lang: TLangCode) => {
  const view = betView(b, lang);
  return {
    kind: view.kind,
    oddsX100: view.oddsX100,
    potentialReturnMinor: view.potentialReturnMinor,
    legs: view.legs.map((l) => {
      const f = fixtureById(l.eventId)!;
      return {
        selectionId: l.selectionId,
        sport: l.sport,
        competition: l.competition,
        event: l.event,
        market: marketLabel(lang, l.sport, l.marketType, l.line),
        pick: pickLabel(lang, l.pick, l.marketType, f.home.name, f.away.name, l.line),
        oddsX100: l.oddsX100,
        startsAt: new Date(l.startsAt).toISOString(),
        live: l.live,
      };
    }),
  };
};
