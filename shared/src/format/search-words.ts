// Search words of the lobby's own names: what a player types for a category, a label or a provider (tk and en).
// Pure: the API ranks search results with it and the lobby's search panel offers "see all" into the same list.

/**
 * Search normalisation for the games catalogue. Lowercases with Turkish rules (I -> ı, İ -> i),
 * then folds accents and the Turkish letters (ş ğ ü ö ç ı) to ASCII, so 'ŞEKER', 'şeker' and
 * 'seker' all meet, and 'IŞIK' finds 'ışık'. Punctuation becomes single spaces; apostrophes vanish
 * ("Gonzo's" -> "gonzos").
 */
export function normalizeSearch(text: string): string {
  return text
    .replace(/I/g, 'ı')
    .replace(/İ/g, 'i')
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words (normalized) naming each category code, in Turkish and English, beside the catalogue's own name. */
export const CATEGORY_SEARCH_WORDS: Readonly<Record<string, readonly string[]>> = {
  slots: ['slot', 'slots', 'slotlar', 'slot oyunlari', 'slot games', 'slot makinesi', 'slot makineleri'],
  live: ['canli', 'canli casino', 'canli oyunlar', 'live', 'live casino', 'live games', 'canli krupiye'],
  table: ['masa', 'masa oyunlari', 'table', 'table games'],
  crash: ['crash', 'crash oyunlari', 'crash games'],
  fishing: ['balik', 'balik avi', 'balik oyunlari', 'fishing', 'fish games'],
  instant: ['aninda kazan', 'instant', 'instant win'],
};

/** Words naming each label code. */
export const LABEL_SEARCH_WORDS: Readonly<Record<string, readonly string[]>> = {
  hot: ['populer', 'populer oyunlar', 'hot', 'popular'],
  new: ['yeni', 'yeni oyunlar', 'new', 'new games'],
};

export interface TSearchCatalogue {
  categories: ReadonlyArray<{ id: number; code: string; name: string }>;
  labels: ReadonlyArray<{ id: number; code: string; name: string }>;
  providers: ReadonlyArray<{ code: string; name: string }>;
}

/** What a search names as a whole: a category, a label or a provider of the lobby, or nothing. */
export type TSearchFacet =
  | { kind: 'category'; id: number; code: string; name: string }
  | { kind: 'label'; id: number; code: string; name: string }
  | { kind: 'provider'; code: string; name: string };

/** A provider is named by its name, its code, or the first word of a longer name ("pragmatic" for Pragmatic Play). */
const providerWords = (p: { code: string; name: string }): string[] => {
  const name = normalizeSearch(p.name);
  const first = name.split(' ')[0] ?? '';
  return [name, normalizeSearch(p.code), ...(first.length >= 4 ? [first] : [])];
};

/**
 * The category, label or provider the typed words name (compared normalized, whole query), or null.
 * Categories first ("crash" is a category before a game word), then labels, then providers.
 */
export function searchFacetOf(words: string, catalogue: TSearchCatalogue): TSearchFacet | null {
  const q = normalizeSearch(words);
  if (!q) return null;
  for (const c of catalogue.categories) {
    if ([normalizeSearch(c.code), normalizeSearch(c.name), ...(CATEGORY_SEARCH_WORDS[c.code] ?? [])].includes(q)) return { kind: 'category', id: c.id, code: c.code, name: c.name };
  }
  for (const l of catalogue.labels) {
    if ([normalizeSearch(l.code), normalizeSearch(l.name), ...(LABEL_SEARCH_WORDS[l.code] ?? [])].includes(q)) return { kind: 'label', id: l.id, code: l.code, name: l.name };
  }
  for (const p of catalogue.providers) if (providerWords(p).includes(q)) return { kind: 'provider', code: p.code, name: p.name };
  return null;
}
