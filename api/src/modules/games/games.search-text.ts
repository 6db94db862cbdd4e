import { normalizeSearch } from '@casino/shared/format';

/** One normalisation for the index, the query and the lobby's own words (shared with the lobby's search). */
export { normalizeSearch };

/** The indexed text of a game: its name, then its provider's name and code. */
export function gameSearchText(gameName: string, providerName: string, providerCode: string): string {
  return [normalizeSearch(gameName), normalizeSearch(providerName), normalizeSearch(providerCode)].filter(Boolean).join(' ');
}

/** Trigram (pg_trgm) matching needs three characters; shorter queries fall back to prefix matches. */
export const MIN_INFIX_LENGTH = 3;
