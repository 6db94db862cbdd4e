import { prng } from './games.art';

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
  live: {
    first: ['Lightning', 'Speed', 'VIP', 'Türk', 'Immersive', 'Mega', 'Grand', 'Salon', 'Royal', 'Auto', 'First Person', 'Crazy', 'Golden', 'İstanbul', 'Boğaz'],
    second: ['Roulette', 'Blackjack', 'Baccarat', 'Rulet', 'Poker', 'Sic Bo', 'Dragon Tiger', 'Monopoly', 'Dream Catcher', 'Andar Bahar', 'Masa', 'Casino Hold’em'],
  },
  table: {
    first: ['European', 'American', 'French', 'Classic', 'Multihand', 'Premium', 'Double Exposure', 'Vegas', 'Texas', 'Oasis', 'Deuces', 'Jacks or'],
    second: ['Roulette', 'Blackjack', 'Baccarat', 'Poker', 'Video Poker', 'Hold’em', 'Pai Gow', 'Craps', 'Better', 'Wild'],
  },
  crash: {
    first: ['Aviator', 'Space', 'Rocket', 'Jet', 'Balloon', 'Plinko', 'Mines', 'Dice', 'Limbo', 'Tower', 'Uçan', 'Roket'],
    second: ['X', 'Crash', 'Rush', 'Pro', 'Deluxe', 'Max', 'Turbo', '1000', 'Go', 'Zirve'],
  },
  fishing: {
    first: ['Ocean', 'Fishing', 'Mermaid', 'Deep Sea', 'Jackpot', 'Royal', 'Balık', 'Mega', 'Golden', 'Happy'],
    second: ['King', 'War', 'Hunter', 'Fortune', 'Party', 'Avı', 'Legend', 'Paradise', 'Bounty', 'Festival'],
  },
};

export interface TSeedGame {
  gameName: string;
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
