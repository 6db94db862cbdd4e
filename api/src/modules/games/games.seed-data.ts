import { hashString, prng } from './games.art';

/** The twelve providers of spec section 1 with their codes (firmCode) and what they make. */
export const PROVIDERS = [
  { code: 'PP', name: 'Pragmatic Play', categories: ['slots', 'live', 'crash'] },
  { code: 'TADA', name: 'TADA', categories: ['slots', 'fishing', 'table'] },
  { code: 'VIVO', name: 'Vivo', categories: ['live'] },
  { code: 'PG', name: 'PG', categories: ['slots'] },
  { code: 'BGAMING', name: 'Bgaming', categories: ['slots', 'crash', 'table'] },
  { code: 'WAZDAN', name: 'Wazdan', categories: ['slots'] },
  { code: 'MG', name: 'Microgaming', categories: ['slots', 'table'] },
  { code: 'NETENT', name: 'NetEnt', categories: ['slots', 'table'] },
  { code: 'PNG', name: 'PlayNGo', categories: ['slots', 'table'] },
  { code: 'PLAYSON', name: 'Playson', categories: ['slots'] },
  { code: 'EVO', name: 'Evolution', categories: ['live', 'table'] },
  { code: 'EZUGI', name: 'Ezugi', categories: ['live'] },
] as const;

export const CATEGORIES = [
  { code: 'slots', name: 'Slots' },
  { code: 'live', name: 'Live Casino' },
  { code: 'table', name: 'Table Games' },
  { code: 'crash', name: 'Crash' },
  { code: 'fishing', name: 'Fishing' },
] as const;

export const LABELS = [
  { code: 'hot', name: 'Hot' },
  { code: 'new', name: 'New' },
] as const;

export type TCategoryCode = (typeof CATEGORIES)[number]['code'];

const WORDS: Record<TCategoryCode, { first: readonly string[]; second: readonly string[] }> = {
  slots: {
    first: ['Gates of', 'Sweet', 'Wild', 'Golden', 'Mega', 'Book of', 'Lucky', 'Fire', 'Dragon', 'Sultan', 'Şeker', 'Altın', 'Gece', 'Yıldız', 'Işık', 'Big Bass', 'Fruit', 'Diamond', 'Buffalo', 'Aztec', 'Pharaoh', 'Viking', 'Neon', 'Magic', 'Starlight', 'Çılgın', 'Gümüş', 'Kral', 'Olympus', 'Jungle'],
    second: ['Bonanza', 'Fortune', 'Treasures', 'Riches', 'Megaways', 'Spins', 'Patlaması', 'Hazinesi', 'Kingdom', 'Empire', 'Jackpot', 'Frenzy', 'Quest', 'Legends', 'Rush', 'Gold', 'Princess', 'Sarayı', 'Ormanı', 'Blaze', 'Wolf', 'Queen', 'Strike', 'Reels', 'Gems', 'Lightning', 'Ödülü', 'Kristalleri'],
  },
  // Every title names a game the provider really deals (see providerGameCodeOf): no poker, sic bo or plinko titles without one.
  live: {
    first: ['Lightning', 'Speed', 'VIP', 'Türk', 'Immersive', 'Mega', 'Grand', 'Salon', 'Royal', 'Auto', 'First Person', 'Club', 'Golden', 'İstanbul', 'Boğaz'],
    second: ['Roulette', 'Blackjack', 'Baccarat', 'Rulet', 'Monopoly', 'Dream Catcher', 'Crazy Time', 'Bakara', 'Money Wheel', 'Roulette', 'Blackjack', 'Baccarat'],
  },
  table: {
    first: ['European', 'French', 'Classic', 'Premium', 'Royal', 'Vegas', 'Mini', 'Oasis', 'Golden', 'Speed', 'Grand', 'Salon'],
    second: ['Roulette', 'Blackjack', 'Baccarat', 'Rulet', 'Twenty-One', 'Bakara', 'Roulette', 'Blackjack', 'Baccarat', 'Roulette'],
  },
  crash: {
    first: ['Aviator', 'Space', 'Rocket', 'Jet', 'Balloon', 'Pilot', 'Star', 'Dice', 'Lucky', 'Galaxy', 'Uçan', 'Roket'],
    second: ['X', 'Crash', 'Rush', 'Pro', 'Deluxe', 'Max', 'Turbo', '1000', 'Go', 'Zirve'],
  },
  fishing: {
    first: ['Ocean', 'Fishing', 'Mermaid', 'Deep Sea', 'Jackpot', 'Royal', 'Balık', 'Mega', 'Golden', 'Happy'],
    second: ['King', 'War', 'Hunter', 'Fortune', 'Party', 'Avı', 'Legend', 'Paradise', 'Bounty', 'Festival'],
  },
};

export interface TSeedGame {
  gameName: string;
  /** The provider's code for the game (what the launch sends); the provider decides how it plays. */
  providerGameCode: string;
  categoryCode: TCategoryCode;
  firmCode: string;
  haveDemo: boolean;
  popularity: number;
  releasedAt: Date;
  rtpBps: number;
}

const pick = <T>(list: readonly T[], rand: () => number): T => list[Math.floor(rand() * list.length)] as T;
const ROMAN = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];

/**
 * Deterministic catalogue of `count` games spread over every provider and the categories each
 * provider makes. Names are unique; past the vocabulary, suffixes (II, III, ..., then numbers) keep
 * them so. Popularity is skewed (a few hits, a long tail); release dates span two years back from `now`.
 */
export function generateGames(count: number, seed = 2026, now = new Date('2026-11-01T00:00:00Z')): TSeedGame[] {
  const rand = prng(seed);
  const used = new Map<string, number>();
  const games: TSeedGame[] = [];
  for (let i = 0; i < count; i++) {
    const provider = PROVIDERS[i % PROVIDERS.length]!;
    const categoryCode = pick(provider.categories, rand) as TCategoryCode;
    const words = WORDS[categoryCode];
    const base = `${pick(words.first, rand)} ${pick(words.second, rand)}`;
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const gameName = seen === 0 ? base : seen < ROMAN.length ? `${base}${ROMAN[seen]}` : `${base} ${seen + 1}`;
    games.push({
      gameName,
      providerGameCode: providerGameCodeOf(categoryCode, gameName),
      categoryCode,
      firmCode: provider.code,
      haveDemo: categoryCode !== 'live' && rand() < 0.85,
      popularity: Math.floor(Math.pow(rand(), 3) * 100_000),
      releasedAt: new Date(now.getTime() - Math.floor(rand() * 730) * 86_400_000),
      rtpBps: categoryCode === 'live' || categoryCode === 'table' ? 9700 + Math.floor(rand() * 200) : 9400 + Math.floor(rand() * 300),
    });
  }
  return games;
}

/**
 * The sandbox provider's game code for a title: what an operator copies from the provider's game
 * list when it lists a game. The operator never interprets it; the provider resolves it to an engine
 * and a theme in its own catalogue (api/src/sandbox/games/catalogue.ts). Old rows seeded before codes
 * existed are filled from their names the same way.
 */
const SLOT_THEMES: ReadonlyArray<[RegExp, string]> = [
  [/olympus|gates|zeus|kral|king|empire|kingdom|queen/i, 'olympus'],
  [/sweet|şeker|candy|fruit|cherry|bonanza/i, 'sweets'],
  [/book|pharaoh|aztec|sultan|sarayı|treasure|hazine/i, 'egypt'],
  [/bass|ocean|fish|balık|mermaid|deep sea|sea/i, 'ocean'],
  [/dragon|lucky|fortune|jackpot/i, 'dragon'],
  [/buffalo|wolf|jungle|orman|viking|wild/i, 'wild'],
  [/diamond|gem|kristal|gümüş|altın|gold/i, 'gems'],
  [/fire|blaze|neon|star|yıldız|ışık|light|gece|magic|çılgın/i, 'fruits'],
];
export function providerGameCodeOf(categoryCode: string, name: string): string {
  const has = (re: RegExp) => re.test(name);
  if (categoryCode === 'live' || categoryCode === 'table') {
    const suffix = categoryCode === 'live' ? '-live' : '';
    if (has(/monopoly/i)) return 'wheel-monopoly';
    if (has(/crazy time/i)) return 'wheel-crazy';
    if (has(/dream catcher|money wheel|wheel/i)) return 'wheel-dream';
    if (has(/blackjack|twenty-one/i)) return `blackjack${suffix}`;
    if (has(/baccarat|bakara/i)) return `baccarat${suffix}`;
    return `roulette${suffix}`;
  }
  if (categoryCode === 'crash') {
    if (has(/dice/i)) return 'dice';
    if (has(/space|rocket|roket|star|galaxy/i)) return 'crash-rocket';
    if (has(/balloon/i)) return 'crash-balloon';
    return 'crash-aviator';
  }
  if (categoryCode === 'fishing') return hashString(name) % 3 === 0 ? 'slot-ocean-ways' : 'slot-ocean-lines';
  const theme = SLOT_THEMES.find(([re]) => re.test(name))?.[1] ?? ['olympus', 'sweets', 'egypt', 'dragon', 'gems', 'fruits'][hashString(name) % 6]!;
  const ways = has(/megaways/i) || hashString(name) % 3 === 0;
  return `slot-${theme}-${ways ? 'ways' : 'lines'}`;
}
