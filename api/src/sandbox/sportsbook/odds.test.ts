import { stateAt, storyOf } from './course';
import { COMPETITIONS, fixtureById, fixturesBetween } from './fixtures';
import { legResult, linesOf, marketsAt, parseSelectionId } from './markets';
import { acceptOdds, combinedOddsX100, footballOutcome, normalCdf, overround, poisson, potentialReturnMinor, priceOutcomes, settleBet, tennisSets } from './odds';

describe('sportsbook maths', () => {
  it('prices outcomes with the book margin, rounded down, within 1.01-50.00', () => {
    const odds = priceOutcomes([0.5, 0.3, 0.2], 0.06);
    expect(odds).toEqual([188, 314, 471]);
    // 100/(0.5*1.06) = 188.67 -> 1.88; the implied total is a little over 106 % (rounding down favours the book).
    expect(overround(odds)).toBeGreaterThanOrEqual(0.06);
    expect(overround(odds)).toBeLessThan(0.075);
    expect(priceOutcomes([0.999, 0.001], 0.05)).toEqual([101, 5000]);
    expect(priceOutcomes([1, 0], 0.05)[1]).toBe(5000);
    // Unnormalised inputs are normalised.
    expect(priceOutcomes([2, 2], 0)).toEqual([200, 200]);
  });

  it('combined odds and returns are exact integers, rounded down', () => {
    expect(combinedOddsX100([185])).toBe(185);
    expect(combinedOddsX100([185, 210])).toBe(388); // 3.885 -> 3.88
    expect(combinedOddsX100([150, 150, 150])).toBe(337); // 3.375
    expect(potentialReturnMinor(1000, [185, 210])).toBe(3885); // 10.00 x 1.85 x 2.10 = 38.85
    expect(potentialReturnMinor(333, [101, 101])).toBe(339); // 3.3969... -> 3.39
    // Large stakes and many legs: no float drift.
    expect(potentialReturnMinor(1_000_000, Array(12).fill(5000))).toBe(1_000_000 * 50 ** 12);
  });

  it('the odds-change policy: any takes the new odds, higher only rises, none no move', () => {
    expect(acceptOdds('none', [200, 150], [200, 150])).toEqual([200, 150]);
    expect(acceptOdds('none', [200, 150], [201, 150])).toBeNull();
    expect(acceptOdds('higher', [200, 150], [210, 150])).toEqual([210, 150]);
    expect(acceptOdds('higher', [200, 150], [210, 149])).toBeNull();
    expect(acceptOdds('any', [200, 150], [180, 140])).toEqual([180, 140]);
  });

  it('settles singles and accumulators: a lost leg loses at once, void legs count 1.00, all void is void', () => {
    expect(settleBet(1000, [{ oddsX100: 250, result: 'won' }])).toEqual({ status: 'won', winMinor: 2500 });
    expect(settleBet(1000, [{ oddsX100: 250, result: 'lost' }])).toEqual({ status: 'lost' });
    expect(settleBet(1000, [{ oddsX100: 250, result: null }])).toEqual({ status: 'pending' });
    expect(settleBet(1000, [{ oddsX100: 250, result: 'lost' }, { oddsX100: 300, result: null }])).toEqual({ status: 'lost' });
    expect(settleBet(1000, [{ oddsX100: 250, result: 'won' }, { oddsX100: 300, result: null }])).toEqual({ status: 'pending' });
    expect(settleBet(1000, [{ oddsX100: 250, result: 'won' }, { oddsX100: 300, result: 'void' }])).toEqual({ status: 'won', winMinor: 2500 });
    expect(settleBet(1000, [{ oddsX100: 250, result: 'won' }, { oddsX100: 300, result: 'won' }])).toEqual({ status: 'won', winMinor: 7500 });
    expect(settleBet(1000, [{ oddsX100: 250, result: 'void' }, { oddsX100: 300, result: 'void' }])).toEqual({ status: 'void' });
  });

  it('probability models sum to one and agree with known values', () => {
    expect(poisson(1.5).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(poisson(1.5)[0]).toBeCloseTo(Math.exp(-1.5), 12);
    const o = footballOutcome(0, 0, 1.5, 1.1);
    expect(o.win + o.draw + o.lose).toBeCloseTo(1, 9);
    expect(o.over(2.5)).toBeGreaterThan(0.4);
    expect(o.over(2.5)).toBeLessThan(0.55);
    // A 2-0 lead with 10 minutes left is nearly won; a third goal already decided over 1.5.
    const late = footballOutcome(2, 0, 0.15, 0.12);
    expect(late.win).toBeGreaterThan(0.95);
    expect(late.over(1.5)).toBeCloseTo(1, 9);
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    const sets = tennisSets({ setsA: 0, setsB: 0, gamesA: 0, gamesB: 0, serverA: true }, { holdA: 0.7, holdB: 0.7, tiebreakA: 0.5 });
    expect(sets.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(sets[0] + sets[1]).toBeCloseTo(0.5, 2);
    const ahead = tennisSets({ setsA: 1, setsB: 0, gamesA: 5, gamesB: 1, serverA: true }, { holdA: 0.7, holdB: 0.7, tiebreakA: 0.5 });
    expect(ahead[0]).toBeGreaterThan(0.9);
  });
});

describe('sportsbook fixtures', () => {
  const t0 = Date.parse('2026-06-01T12:00:00Z');

  it('a rolling list of every competition, deterministic, with ids that parse back', () => {
    const list = fixturesBetween(t0, t0 + 6 * 3_600_000);
    expect(new Set(list.map((f) => f.competition.id))).toEqual(new Set(COMPETITIONS.map((c) => c.id)));
    expect(new Set(list.map((f) => f.competition.sport))).toEqual(new Set(['football', 'basketball', 'tennis']));
    for (const f of list) {
      expect(fixtureById(f.id)).toEqual(f);
      expect(f.home.name).not.toBe(f.away.name);
    }
    expect(fixturesBetween(t0, t0 + 6 * 3_600_000).map((f) => f.id)).toEqual(list.map((f) => f.id));
  });

  it('football markets: 1X2, over/under, both teams to score and handicap, all selections priced', () => {
    const f = fixturesBetween(t0, t0 + 3 * 3_600_000).find((x) => x.competition.id === 'tr-super-lig')!;
    const markets = marketsAt(f, stateAt(f, f.startsAt - 60_000), f.startsAt - 60_000);
    expect(markets.map((m) => m.type)).toEqual(['match', 'total', 'btts', 'handicap']);
    const oneXTwo = markets[0]!;
    expect(oneXTwo.selections.map((s) => s.pick)).toEqual(['home', 'draw', 'away']);
    const margin = overround(oneXTwo.selections.map((s) => s.oddsX100));
    expect(margin).toBeGreaterThan(0.05);
    expect(margin).toBeLessThan(0.09);
    for (const m of markets) for (const s of m.selections) expect(parseSelectionId(s.id)).toEqual({ eventId: f.id, marketKey: m.key, pick: s.pick });
  });

  it('a live event ticks: the score follows its story, odds move, markets pause after a score, the result settles every selection', () => {
    const f = fixturesBetween(t0, t0 + 24 * 3_600_000).find((x) => x.competition.sport === 'football' && storyOf(x).moments.length >= 2 && !storyOf(x).abandoned)!;
    const story = storyOf(f);
    const goal = story.moments[0]!;
    const before = stateAt(f, f.startsAt + goal.at - 1);
    const after = stateAt(f, f.startsAt + goal.at + 1);
    expect(after.status).toBe('live');
    expect(after.score.home + after.score.away).toBe(before.score.home + before.score.away + 1);
    expect(marketsAt(f, after, f.startsAt + goal.at + 1).every((m) => m.status !== 'open')).toBe(true);
    const odds = (at: number) => marketsAt(f, stateAt(f, at), at)[0]!.selections.map((s) => s.oddsX100).join();
    const seen = new Set([0, 1, 2, 3, 4, 5].map((i) => odds(f.startsAt + 5 * 60_000 + i * 10_000)));
    expect(seen.size).toBeGreaterThan(1);
    const end = stateAt(f, f.endsAt + 1);
    expect(end.status).toBe('finished');
    const { home, away } = end.score;
    expect(home + away).toBe(story.moments.length);
    expect(legResult(f, '1x2', 'home', end)).toBe(home > away ? 'won' : 'lost');
    expect(legResult(f, '1x2', 'draw', end)).toBe(home === away ? 'won' : 'lost');
    expect(legResult(f, `ou${linesOf(f).total}`, 'over', end)).toBe(home + away > 2.5 ? 'won' : 'lost');
    expect(legResult(f, 'btts', 'yes', end)).toBe(home > 0 && away > 0 ? 'won' : 'lost');
    // Before the end, a 1X2 pick has no result yet.
    expect(legResult(f, '1x2', 'home', after)).toBeNull();
    expect(marketsAt(f, end, f.endsAt + 1).every((m) => m.status === 'closed')).toBe(true);
  });

  it('basketball never ends level and tennis ends at two sets; a called-off event voids every selection', () => {
    const list = fixturesBetween(t0, t0 + 24 * 3_600_000);
    for (const f of list.filter((x) => x.competition.sport === 'basketball').slice(0, 10)) {
      const end = stateAt(f, f.endsAt + 1);
      if (!end.abandoned) expect(end.score.home).not.toBe(end.score.away);
    }
    for (const f of list.filter((x) => x.competition.sport === 'tennis').slice(0, 10)) {
      const end = stateAt(f, f.endsAt + 1);
      if (!end.abandoned) expect(Math.max(end.score.home, end.score.away)).toBe(2);
    }
    const f = list[0]!;
    const off = stateAt(f, f.startsAt + 10 * 60_000, f.startsAt + 5 * 60_000);
    expect(off.status).toBe('finished');
    expect(legResult(f, f.competition.sport === 'football' ? '1x2' : 'ml', 'home', off)).toBe('void');
  });
});
