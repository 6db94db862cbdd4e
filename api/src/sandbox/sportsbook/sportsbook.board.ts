import type { TBoard, TEventView } from './contract';
import { stateAt } from './course';
import { DURATION_MS, fixturesBetween, type TFixture } from './fixtures';
import { marketsAt } from './markets';
import type { TSimClock } from './sim-clock';

/** The board: live events and those kicking off within this window. */
export const UPCOMING_MS = 8 * 60 * 60_000;
const BOARD_MAX_UPCOMING = 40;

/** What the sportsbook shows on its simulated clock: each event's state and markets, and the board of them. */
export const createBoard = (clock: TSimClock) => {
  const stateOf = (f: TFixture, at: number) => stateAt(f, at, clock.voidedAt(f.id));

  const eventView = (f: TFixture, at: number): TEventView => {
    const state = stateOf(f, at);
    return {
      id: f.id,
      sport: f.competition.sport,
      competition: f.competition.id,
      home: f.home.name,
      away: f.away.name,
      startsAt: f.startsAt,
      status: state.status,
      score: state.score,
      markets: marketsAt(f, state, at),
    };
  };

  const board = (): TBoard => {
    const at = clock.now();
    const all = fixturesBetween(at - DURATION_MS.tennis, at + UPCOMING_MS).map((f) => eventView(f, at));
    const live = all.filter((e) => e.status === 'live');
    const upcoming = all.filter((e) => e.status === 'prematch').slice(0, BOARD_MAX_UPCOMING);
    return { at, events: [...live, ...upcoming] };
  };

  return { stateOf, board };
};
