import type { TLangCode, TLegResult, TMarketView, TScoreView, TSelectionView, TSport } from './contract';
import { footballOutcome, normalOver, priceOutcomes, tennisSets } from './odds';

/**
 * The sandbox sportsbook's generated world: competitions with real-sounding teams, a rolling fixture
 * list on a simulated clock, and every event's whole story (goals, points, games) drawn up front from
 * a seed made of its id. So the board at any instant is a pure function of the simulated time:
 * a provider restart finds the same matches in the same state, and the results that settle the
 * markets are fixed before kick-off (hidden from players until they happen).
 */

const MIN = 60_000;

interface TTeam {
  name: string;
  /** Strength, 60-95. */
  rating: number;
}

export interface TCompetition {
  id: string;
  sport: TSport;
  names: Record<TLangCode, string>;
  country: string;
  teams: TTeam[];
  /** A slot of matches every `cadenceMin` minutes of simulated time, `offsetMin` after the hour's grid. */
  cadenceMin: number;
  offsetMin: number;
  perSlot: number;
}

const teams = (list: Array<[string, number]>): TTeam[] => list.map(([name, rating]) => ({ name, rating }));

export const COMPETITIONS: readonly TCompetition[] = [
  {
    id: 'tr-super-lig',
    sport: 'football',
    names: { tk: 'Trendyol Süper Lig', en: 'Turkish Süper Lig', 'zh-CN': '土耳其超级联赛' },
    country: 'TR',
    teams: teams([
      ['Galatasaray', 90], ['Fenerbahçe', 88], ['Beşiktaş', 84], ['Trabzonspor', 80], ['Başakşehir', 78], ['Samsunspor', 76],
      ['Göztepe', 74], ['Kasımpaşa', 72], ['Antalyaspor', 71], ['Konyaspor', 71], ['Alanyaspor', 72], ['Kayserispor', 69],
      ['Gaziantep FK', 70], ['Çaykur Rizespor', 71], ['Eyüpspor', 73], ['Kocaelispor', 70], ['Gençlerbirliği', 69], ['Fatih Karagümrük', 68],
    ]),
    cadenceMin: 120,
    offsetMin: 0,
    perSlot: 3,
  },
  {
    id: 'uefa-cl',
    sport: 'football',
    names: { tk: 'UEFA Şampiyonlar Ligi', en: 'UEFA Champions League', 'zh-CN': '欧洲冠军联赛' },
    country: 'EU',
    teams: teams([
      ['Real Madrid', 94], ['Barcelona', 92], ['Bayern München', 93], ['Manchester City', 93], ['Liverpool', 92], ['Arsenal', 91],
      ['Inter', 90], ['Paris Saint-Germain', 92], ['Borussia Dortmund', 86], ['Atlético Madrid', 88], ['Juventus', 86], ['Benfica', 84],
      ['Galatasaray', 85], ['Napoli', 87], ['Bayer Leverkusen', 87], ['PSV', 82],
    ]),
    cadenceMin: 120,
    offsetMin: 40,
    perSlot: 2,
  },
  {
    id: 'uefa-el',
    sport: 'football',
    names: { tk: 'UEFA Avrupa Ligi', en: 'UEFA Europa League', 'zh-CN': '欧洲联赛' },
    country: 'EU',
    teams: teams([
      ['Fenerbahçe', 84], ['Roma', 84], ['Lazio', 83], ['Manchester United', 85], ['Tottenham', 85], ['Porto', 83],
      ['Lyon', 82], ['Ajax', 81], ['Eintracht Frankfurt', 82], ['Real Sociedad', 81], ['Olympiacos', 80], ['Rangers', 78],
    ]),
    cadenceMin: 120,
    offsetMin: 80,
    perSlot: 2,
  },
  {
    id: 'tr-bsl',
    sport: 'basketball',
    names: { tk: 'Basketbol Süper Ligi', en: 'Turkish Basketball Super League', 'zh-CN': '土耳其篮球超级联赛' },
    country: 'TR',
    teams: teams([
      ['Anadolu Efes', 90], ['Fenerbahçe Beko', 92], ['Galatasaray MCT', 82], ['Beşiktaş Fibabanka', 83], ['Türk Telekom', 80],
      ['Bahçeşehir Koleji', 79], ['Pınar Karşıyaka', 78], ['Tofaş', 77], ['Manisa BB', 74], ['Darüşşafaka', 73],
    ]),
    cadenceMin: 60,
    offsetMin: 10,
    perSlot: 1,
  },
  {
    id: 'euroleague',
    sport: 'basketball',
    names: { tk: 'EuroLeague', en: 'EuroLeague', 'zh-CN': '欧洲篮球联赛' },
    country: 'EU',
    teams: teams([
      ['Real Madrid', 91], ['Barcelona', 88], ['Olympiacos', 90], ['Panathinaikos', 91], ['Monaco', 89], ['Partizan', 84],
      ['Crvena Zvezda', 85], ['Maccabi Tel Aviv', 84], ['Žalgiris', 85], ['Baskonia', 83], ['Anadolu Efes', 87], ['Fenerbahçe Beko', 92],
    ]),
    cadenceMin: 60,
    offsetMin: 40,
    perSlot: 1,
  },
  {
    id: 'atp',
    sport: 'tennis',
    names: { tk: 'ATP Turu', en: 'ATP Tour', 'zh-CN': 'ATP巡回赛' },
    country: 'WORLD',
    teams: teams([
      ['J. Sinner', 95], ['C. Alcaraz', 95], ['N. Djokovic', 91], ['A. Zverev', 89], ['T. Fritz', 86], ['J. Draper', 85],
      ['D. Medvedev', 85], ['C. Ruud', 84], ['A. de Minaur', 85], ['H. Rune', 83], ['L. Musetti', 84], ['S. Tsitsipas', 82],
    ]),
    cadenceMin: 100,
    offsetMin: 20,
    perSlot: 2,
  },
  {
    id: 'wta',
    sport: 'tennis',
    names: { tk: 'WTA Turu', en: 'WTA Tour', 'zh-CN': 'WTA巡回赛' },
    country: 'WORLD',
    teams: teams([
      ['A. Sabalenka', 95], ['I. Świątek', 93], ['C. Gauff', 91], ['E. Rybakina', 89], ['J. Pegula', 87], ['J. Paolini', 85],
      ['Q. Zheng', 86], ['M. Andreeva', 88], ['M. Keys', 86], ['E. Navarro', 83],
    ]),
    cadenceMin: 100,
    offsetMin: 70,
    perSlot: 1,
  },
];

const competitionById = new Map(COMPETITIONS.map((c) => [c.id, c]));

/** How long an event lasts in simulated time (football: two halves and the break; tennis: its longest match). */
export const DURATION_MS: Record<TSport, number> = { football: 105 * MIN, basketball: 50 * MIN, tennis: 150 * MIN };
/** Bets close this long after a score change (the goal is checked), and markets are repriced. */
export const SCORE_SUSPEND_MS = 40_000;

// ---- seeded randomness (a pure function of a string) ----

const hash32 = (text: string): number => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

/** mulberry32 on a string seed: uniform in [0, 1). */
export const seeded = (seed: string) => {
  let a = hash32(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
const unit = (seed: string): number => seeded(seed)();
const poissonDraw = (rng: () => number, lambda: number): number => {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rng();
  while (p > limit) {
    k++;
    p *= rng();
  }
  return k;
};

// ---- fixtures ----

export interface TFixture {
  id: string;
  competition: TCompetition;
  home: TTeam;
  away: TTeam;
  startsAt: number;
  endsAt: number;
}

/** Event ids: `<competition>.<slot>.<index>`; the slot is its kick-off on the competition's grid. */
const fixtureOf = (c: TCompetition, slot: number, index: number): TFixture | undefined => {
  if (index < 0 || index >= c.perSlot) return undefined;
  const order = [...c.teams.keys()];
  const rng = seeded(`${c.id}:${slot}`);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const home = c.teams[order[2 * index]!];
  const away = c.teams[order[2 * index + 1]!];
  if (!home || !away) return undefined;
  const startsAt = (slot * c.cadenceMin + c.offsetMin) * MIN;
  return { id: `${c.id}.${slot}.${index}`, competition: c, home, away, startsAt, endsAt: startsAt + DURATION_MS[c.sport] };
};

export const fixtureById = (id: string): TFixture | undefined => {
  const m = /^([a-z-]+)\.(\d{1,9})\.(\d)$/.exec(id);
  const c = m ? competitionById.get(m[1]!) : undefined;
  return c ? fixtureOf(c, Number(m![2]), Number(m![3])) : undefined;
};

/** Every fixture kicking off in [from, to), all competitions, by kick-off. */
export const fixturesBetween = (from: number, to: number): TFixture[] => {
  const out: TFixture[] = [];
  for (const c of COMPETITIONS) {
    const first = Math.ceil((from / MIN - c.offsetMin) / c.cadenceMin);
    for (let slot = first; (slot * c.cadenceMin + c.offsetMin) * MIN < to; slot++) {
      for (let i = 0; i < c.perSlot; i++) {
        const f = fixtureOf(c, slot, i);
        if (f) out.push(f);
      }
    }
  }
  return out.sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
};

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
