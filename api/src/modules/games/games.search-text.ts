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

/** The indexed text of a game: its name, then its provider's name and code. */
export function gameSearchText(gameName: string, providerName: string, providerCode: string): string {
  return [normalizeSearch(gameName), normalizeSearch(providerName), normalizeSearch(providerCode)].filter(Boolean).join(' ');
}

/** Trigram (pg_trgm) matching needs three characters; shorter queries fall back to prefix matches. */
export const MIN_INFIX_LENGTH = 3;
