import type { TLegResult, TMarketView, TSelectionView } from './contract';
import { modelOf, type TEventState } from './course';
import { SCORE_SUSPEND_MS, unit, type TFixture } from './fixtures';
import { footballOutcome, normalOver, priceOutcomes, tennisSets } from './odds';

/** An event's markets: priced from its model and score, suspended and closed as it goes, and settled. */

// ---- markets ----

const MARGIN = { match: 0.065, other: 0.055 } as const;
/** Prices breathe: a small deterministic drift per slot of time (pre-match: a minute; live: 10 s). */
const drift = (f: TFixture, at: number, live: boolean): number => {
  const slot = Math.floor(at / (live ? 10_000 : 60_000));
  return 1 + 0.06 * (unit(`drift:${f.id}:${slot}`) - 0.5);
};

const half = (x: number) => Math.round(x) + 0.5;
/** The pre-match lines of an event: fixed for its whole course, as a book publishes them. */
export const linesOf = (f: TFixture) => {
  const m = modelOf(f);
  if (f.competition.sport === 'football') {
    const { lambdaHome, lambdaAway } = m as { lambdaHome: number; lambdaAway: number };
    return { total: 2.5, handicap: lambdaHome >= lambdaAway ? -1.5 : 1.5 };
  }
  if (f.competition.sport === 'basketball') {
    const { pointsHome, pointsAway } = m as { pointsHome: number; pointsAway: number };
    return { total: half(pointsHome + pointsAway), handicap: -half(pointsHome - pointsAway - 0.5) + 0 };
  }
  const { holdA, holdB } = m as { holdA: number; holdB: number };
  return { total: 2.5, handicap: holdA >= holdB ? -1.5 : 1.5 };
};

const sel = (eventId: string, key: string, pick: TSelectionView['pick'], oddsX100: number): TSelectionView => ({ id: `${eventId}/${key}/${pick}`, pick, oddsX100 });

/**
 * The markets of an event at `at`: priced from the model and the score so far. A market whose outcome
 * is already known is closed; every market is suspended for a while after a score change, at random
 * short moments (a price update), and once the event is over.
 */
export const marketsAt = (f: TFixture, state: TEventState, at: number): TMarketView[] => {
  const id = f.id;
  const lines = linesOf(f);
  const live = state.status === 'live';
  const k = drift(f, at, live);
  const markets: Array<Omit<TMarketView, 'status'> & { decided: boolean }> = [];
  const sport = f.competition.sport;
  if (sport === 'football') {
    const m = modelOf(f) as { lambdaHome: number; lambdaAway: number };
    const o = footballOutcome(state.score.home, state.score.away, m.lambdaHome * state.remaining * k, (m.lambdaAway * state.remaining) / k);
    const [h, d, a] = priceOutcomes([o.win, o.draw, o.lose], MARGIN.match);
    markets.push({ key: '1x2', type: 'match', selections: [sel(id, '1x2', 'home', h!), sel(id, '1x2', 'draw', d!), sel(id, '1x2', 'away', a!)], decided: false });
    const over = o.over(lines.total);
    const [ov, un] = priceOutcomes([over, 1 - over], MARGIN.other);
    markets.push({ key: `ou${lines.total}`, type: 'total', line: lines.total, selections: [sel(id, `ou${lines.total}`, 'over', ov!), sel(id, `ou${lines.total}`, 'under', un!)], decided: state.score.home + state.score.away > lines.total });
    const [y, n] = priceOutcomes([o.btts, 1 - o.btts], MARGIN.other);
    markets.push({ key: 'btts', type: 'btts', selections: [sel(id, 'btts', 'yes', y!), sel(id, 'btts', 'no', n!)], decided: state.score.home > 0 && state.score.away > 0 });
    const cover = o.cover(lines.handicap);
    const [hc, ac] = priceOutcomes([cover, 1 - cover], MARGIN.other);
    markets.push({ key: `ah${lines.handicap}`, type: 'handicap', line: lines.handicap, selections: [sel(id, `ah${lines.handicap}`, 'home', hc!), sel(id, `ah${lines.handicap}`, 'away', ac!)], decided: false });
  } else if (sport === 'basketball') {
    const m = modelOf(f) as { pointsHome: number; pointsAway: number };
    const r = state.remaining;
    const marginMean = state.score.home - state.score.away + (m.pointsHome - m.pointsAway) * r * k;
    const marginSd = 12 * Math.sqrt(r);
    const totalMean = state.score.home + state.score.away + (m.pointsHome + m.pointsAway) * r * k;
    const totalSd = 15 * Math.sqrt(r);
    const pHome = normalOver(marginMean, marginSd, 0);
    const [h, a] = priceOutcomes([pHome, 1 - pHome], MARGIN.match);
    markets.push({ key: 'ml', type: 'match', selections: [sel(id, 'ml', 'home', h!), sel(id, 'ml', 'away', a!)], decided: false });
    const pOver = normalOver(totalMean, totalSd, lines.total);
    const [ov, un] = priceOutcomes([pOver, 1 - pOver], MARGIN.other);
    markets.push({ key: `ou${lines.total}`, type: 'total', line: lines.total, selections: [sel(id, `ou${lines.total}`, 'over', ov!), sel(id, `ou${lines.total}`, 'under', un!)], decided: state.score.home + state.score.away > lines.total });
    const pCover = normalOver(marginMean + lines.handicap, marginSd, 0);
    const [hc, ac] = priceOutcomes([pCover, 1 - pCover], MARGIN.other);
    markets.push({ key: `ah${lines.handicap}`, type: 'handicap', line: lines.handicap, selections: [sel(id, `ah${lines.handicap}`, 'home', hc!), sel(id, `ah${lines.handicap}`, 'away', ac!)], decided: false });
  } else {
    const m = modelOf(f) as { holdA: number; holdB: number; tiebreakA: number };
    const t = state.tennis ?? { setsA: 0, setsB: 0, gamesA: 0, gamesB: 0, serverA: true };
    const [a20, a21, b21, b20] = tennisSets(t, { holdA: Math.min(0.95, m.holdA * k), holdB: Math.min(0.95, m.holdB / k), tiebreakA: m.tiebreakA });
    const [h, a] = priceOutcomes([a20 + a21, b21 + b20], MARGIN.match);
    markets.push({ key: 'ml', type: 'match', selections: [sel(id, 'ml', 'home', h!), sel(id, 'ml', 'away', a!)], decided: false });
    const three = a21 + b21;
    const [ov, un] = priceOutcomes([three, 1 - three], MARGIN.other);
    markets.push({ key: 'sets2.5', type: 'sets', line: 2.5, selections: [sel(id, 'sets2.5', 'over', ov!), sel(id, 'sets2.5', 'under', un!)], decided: t.setsA === 1 && t.setsB === 1 });
    const cover = lines.handicap < 0 ? a20 : 1 - b20;
    const [hc, ac] = priceOutcomes([cover, 1 - cover], MARGIN.other);
    markets.push({ key: `sh${lines.handicap}`, type: 'handicap', line: lines.handicap, selections: [sel(id, `sh${lines.handicap}`, 'home', hc!), sel(id, `sh${lines.handicap}`, 'away', ac!)], decided: false });
  }
  const goalCheck = state.lastScoreAt !== null && at - state.lastScoreAt < SCORE_SUSPEND_MS;
  return markets.map(({ decided, ...market }) => {
    const blip = unit(`pause:${id}:${market.key}:${Math.floor(at / 30_000)}`) < (live ? 0.04 : 0.01);
    const status: TMarketView['status'] = state.status === 'finished' || decided ? 'closed' : goalCheck || blip ? 'suspended' : 'open';
    return { ...market, status };
  });
};

/** Parses a selection id `<eventId>/<marketKey>/<pick>`. */
export const parseSelectionId = (selectionId: string): { eventId: string; marketKey: string; pick: string } | undefined => {
  const m = /^([a-z-]+\.\d{1,9}\.\d)\/([a-z0-9.+-]{2,12})\/(home|draw|away|over|under|yes|no)$/.exec(selectionId);
  return m ? { eventId: m[1]!, marketKey: m[2]!, pick: m[3]! } : undefined;
};

/**
 * A selection's result once its outcome is known (null while it is not): void when the event was
 * abandoned; otherwise from the final score (or earlier, when the score already decides it).
 */
export const legResult = (f: TFixture, marketKey: string, pick: string, state: TEventState): TLegResult => {
  if (state.abandoned && state.status === 'finished') return 'void';
  const lines = linesOf(f);
  const { home, away } = state.score;
  const final = state.status === 'finished';
  const is = (ok: boolean): TLegResult => (ok ? 'won' : 'lost');
  if (marketKey === '1x2' || marketKey === 'ml') {
    if (!final) return null;
    return is(pick === 'home' ? home > away : pick === 'away' ? away > home : home === away);
  }
  if (marketKey === `ou${lines.total}`) {
    if (home + away > lines.total) return is(pick === 'over');
    return final ? is(pick === 'under') : null;
  }
  if (marketKey === 'btts') {
    if (home > 0 && away > 0) return is(pick === 'yes');
    return final ? is(pick === 'no') : null;
  }
  if (marketKey === 'sets2.5') {
    if (home === 1 && away === 1) return is(pick === 'over');
    return final ? is(pick === 'under') : null;
  }
  if (marketKey === `ah${lines.handicap}` || marketKey === `sh${lines.handicap}`) {
    if (!final) return null;
    const covers = home - away + lines.handicap > 0;
    return is(pick === 'home' ? covers : !covers);
  }
  return null;
};
