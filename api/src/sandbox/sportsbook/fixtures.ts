import type { TLangCode, TSport } from './contract';

/**
 * The sandbox sportsbook's generated world: competitions with real-sounding teams, a rolling fixture
 * list on a simulated clock, and every event's whole story (goals, points, games) drawn up front from
 * a seed made of its id. So the board at any instant is a pure function of the simulated time:
 * a provider restart finds the same matches in the same state, and the results that settle the
 * markets are fixed before kick-off (hidden from players until they happen).
 * This file: the competitions, the seeded randomness and the fixture grid; `course.ts` tells each event's
 * story and state at an instant, `markets.ts` prices its markets and settles its selections.
 */

export const MIN = 60_000;

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
export const unit = (seed: string): number => seeded(seed)();
export const poissonDraw = (rng: () => number, lambda: number): number => {
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
