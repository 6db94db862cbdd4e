import type { TScoreView } from './contract';
import { DURATION_MS, MIN, poissonDraw, seeded, type TFixture } from './fixtures';

/** Each event's course: its story (every score, drawn up front from its id) and its state at an instant. */

// ---- stories: what happens in each event, drawn up front ----

/** A scoring moment at simulated offset `at` (ms after kick-off). Tennis: one game won. */
interface TMoment {
  at: number;
  side: 'home' | 'away';
  points: number;
}

interface TStory {
  moments: TMoment[];
  /** Abandoned (a rare call-off): every market of the event is void. */
  abandoned: boolean;
  /** Where it stops (simulated offset): the last whistle, buzzer or match point. */
  endOffset: number;
}

/** Pre-match model figures: football expected goals, basketball expected points, tennis holds. */
export const modelOf = (f: TFixture) => {
  const d = f.home.rating - f.away.rating;
  if (f.competition.sport === 'football') {
    return { lambdaHome: Math.min(3.2, Math.max(0.35, 1.45 * Math.exp(d / 28))), lambdaAway: Math.min(3, Math.max(0.3, 1.15 * Math.exp(-d / 28))) };
  }
  if (f.competition.sport === 'basketball') return { pointsHome: 82 + d * 0.45 + 2, pointsAway: 82 - d * 0.45 };
  const holdA = Math.min(0.86, Math.max(0.55, 0.7 + d * 0.006));
  const holdB = Math.min(0.86, Math.max(0.55, 0.7 - d * 0.006));
  return { holdA, holdB, tiebreakA: Math.min(0.8, Math.max(0.2, 0.5 + d * 0.01)) };
};

/** Football match minutes (0-90) to simulated offsets: the half-time break is 15 minutes. */
const footballOffset = (minute: number) => (minute <= 45 ? minute : minute + 15) * MIN;
const basketballOffset = (minute: number) => (minute <= 20 ? minute : minute + 10) * MIN;

const stories = new Map<string, TStory>();
export const storyOf = (f: TFixture): TStory => {
  const cached = stories.get(f.id);
  if (cached) return cached;
  const rng = seeded(`story:${f.id}`);
  const abandoned = rng() < 0.02;
  const moments: TMoment[] = [];
  let endOffset = DURATION_MS[f.competition.sport];
  if (f.competition.sport === 'football') {
    const m = modelOf(f) as { lambdaHome: number; lambdaAway: number };
    for (const side of ['home', 'away'] as const) {
      const goals = poissonDraw(rng, side === 'home' ? m.lambdaHome : m.lambdaAway);
      for (let g = 0; g < goals; g++) moments.push({ at: footballOffset(1 + rng() * 89), side, points: 1 });
    }
  } else if (f.competition.sport === 'basketball') {
    const m = modelOf(f) as { pointsHome: number; pointsAway: number };
    for (const side of ['home', 'away'] as const) {
      const mean = side === 'home' ? m.pointsHome : m.pointsAway;
      // Plays worth 2.1 points on average: 60 % twos, 25 % threes, 15 % single free throws.
      let t = 0;
      for (;;) {
        t += (-Math.log(1 - rng()) * 40) / (mean / 2.1);
        if (t >= 40) break;
        const r = rng();
        moments.push({ at: basketballOffset(t), side, points: r < 0.6 ? 2 : r < 0.85 ? 3 : 1 });
      }
    }
    const sum = (side: string) => moments.filter((x) => x.side === side).reduce((a, x) => a + x.points, 0);
    // No draws: a tie at the buzzer is broken by a last free throw.
    if (sum('home') === sum('away')) moments.push({ at: basketballOffset(39.9), side: rng() < 0.5 ? 'home' : 'away', points: 1 });
  } else {
    const m = modelOf(f) as { holdA: number; holdB: number; tiebreakA: number };
    let t = 2 * MIN;
    let sa = 0;
    let sb = 0;
    let ga = 0;
    let gb = 0;
    let serverA = rng() < 0.5;
    while (sa < 2 && sb < 2) {
      t += (3 + rng() * 2.5) * MIN;
      let aWins: boolean;
      if (ga === 6 && gb === 6) {
        t += 4 * MIN;
        aWins = rng() < m.tiebreakA;
      } else aWins = rng() < (serverA ? m.holdA : 1 - m.holdB);
      if (aWins) ga++;
      else gb++;
      moments.push({ at: t, side: aWins ? 'home' : 'away', points: 1 });
      serverA = !serverA;
      if ((ga >= 6 && ga - gb >= 2) || ga === 7) {
        sa++;
        ga = 0;
        gb = 0;
        t += 2 * MIN;
      } else if ((gb >= 6 && gb - ga >= 2) || gb === 7) {
        sb++;
        ga = 0;
        gb = 0;
        t += 2 * MIN;
      }
    }
    endOffset = Math.min(t, DURATION_MS.tennis);
  }
  moments.sort((a, b) => a.at - b.at);
  const story = { moments: moments.filter((x) => x.at <= endOffset), abandoned, endOffset };
  if (stories.size > 5_000) stories.clear();
  stories.set(f.id, story);
  return story;
};

// ---- the state of an event at an instant ----

export interface TEventState {
  status: 'prematch' | 'live' | 'finished';
  score: TScoreView;
  /** Football/basketball: the share of the game still to play (1 before kick-off, 0 at the end). */
  remaining: number;
  /** Tennis: sets, games and who serves. */
  tennis?: { setsA: number; setsB: number; gamesA: number; gamesB: number; serverA: boolean };
  /** The last score change (simulated ms), for the goal check. */
  lastScoreAt: number | null;
  abandoned: boolean;
}

const tennisReplay = (moments: TMoment[], f: TFixture) => {
  let sa = 0;
  let sb = 0;
  let ga = 0;
  let gb = 0;
  let serverA = firstServer(f);
  for (const m of moments) {
    if (m.side === 'home') ga++;
    else gb++;
    serverA = !serverA;
    if ((ga >= 6 && ga - gb >= 2) || ga === 7) {
      sa++;
      ga = 0;
      gb = 0;
    } else if ((gb >= 6 && gb - ga >= 2) || gb === 7) {
      sb++;
      ga = 0;
      gb = 0;
    }
  }
  return { setsA: sa, setsB: sb, gamesA: ga, gamesB: gb, serverA };
};
/** The tennis story's first server: the second draw of its seed (the first is the abandonment). */
const firstServer = (f: TFixture): boolean => {
  const rng = seeded(`story:${f.id}`);
  rng();
  return rng() < 0.5;
};

/** An event at simulated time `at` (ms); `voidedAt`: when the sandbox controls called it off (it ends there, every market void). */
export const stateAt = (f: TFixture, at: number, voidedAt?: number): TEventState => {
  const story = storyOf(f);
  const calledOff = voidedAt !== undefined && at >= voidedAt;
  const abandoned = story.abandoned || calledOff;
  const offset = at - f.startsAt;
  const sport = f.competition.sport;
  if (offset < 0 && !calledOff) {
    return { status: 'prematch', score: { home: 0, away: 0, period: 'pre' }, remaining: 1, lastScoreAt: null, abandoned, ...(sport === 'tennis' ? { tennis: { setsA: 0, setsB: 0, gamesA: 0, gamesB: 0, serverA: firstServer(f) } } : {}) };
  }
  // An abandoned event stops at half its course; one called off stops when it was.
  const end = calledOff ? Math.max(0, Math.min(offset, voidedAt! - f.startsAt)) : story.abandoned ? Math.min(story.endOffset, DURATION_MS[sport] / 2) : story.endOffset;
  const done = story.moments.filter((m) => m.at <= Math.min(offset, end));
  const home = done.filter((m) => m.side === 'home').reduce((a, m) => a + m.points, 0);
  const away = done.filter((m) => m.side === 'away').reduce((a, m) => a + m.points, 0);
  const lastScoreAt = done.length > 0 ? f.startsAt + done[done.length - 1]!.at : null;
  const finished = calledOff || offset >= end;
  if (sport === 'tennis') {
    const t = tennisReplay(done, f);
    const setNo = Math.min(3, t.setsA + t.setsB + 1);
    return {
      status: finished ? 'finished' : 'live',
      score: { home: t.setsA, away: t.setsB, detail: `${t.gamesA}-${t.gamesB}`, period: finished ? 'FT' : (`S${setNo}` as TScoreView['period']) },
      remaining: finished ? 0 : 1,
      tennis: t,
      lastScoreAt,
      abandoned,
    };
  }
  if (finished) return { status: 'finished', score: { home, away, period: 'FT' }, remaining: 0, lastScoreAt, abandoned };
  const m = offset / MIN;
  if (sport === 'football') {
    const minute = m < 45 ? m : m < 60 ? 45 : Math.min(90, m - 15);
    const period: TScoreView['period'] = m < 45 ? '1H' : m < 60 ? 'HT' : '2H';
    return { status: 'live', score: { home, away, minute: Math.floor(minute) + (period === 'HT' ? 0 : 1), period }, remaining: (90 - minute) / 90, lastScoreAt, abandoned };
  }
  const minute = m < 20 ? m : m < 30 ? 20 : Math.min(40, m - 10);
  const quarter = Math.min(4, Math.floor(minute / 10) + 1);
  const period = (m >= 20 && m < 30 ? 'Q2' : `Q${quarter}`) as TScoreView['period'];
  return { status: 'live', score: { home, away, minute: Math.floor(minute), period, detail: m >= 20 && m < 30 ? 'HT' : undefined }, remaining: (40 - minute) / 40, lastScoreAt, abandoned };
};
