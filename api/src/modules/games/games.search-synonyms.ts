/**
 * Game words players type in Turkish or English for the same game ("rulet" for Roulette): each group
 * is one game word in its normalized form (see normalizeSearch). Titles mix both languages, so a
 * search for either finds both.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['rulet', 'roulette'],
  ['bakara', 'baccarat'],
  ['blackjack', 'yirmibir'],
  ['balik', 'fish'],
  ['roket', 'rocket'],
  ['zar', 'dice'],
  ['cark', 'wheel'],
  ['meyve', 'fruit'],
  ['altin', 'gold'],
  ['ejderha', 'dragon'],
  ['yildiz', 'star'],
];

/** A word being typed meets a group once it is this long and starts one of the group's words. */
const MIN_PREFIX = 3;

/** The token is the word, its start, or the word with an ending ('roulettes'; long words only, so 'zarf' is no 'zar'). */
const meets = (word: string, token: string) => word.startsWith(token) || (word.length >= 5 && token.startsWith(word));

/**
 * The ways to match one normalized search token: the token itself and, when it is (the start of) a
 * game word of a group, the group's other words. 'rul' -> ['rul', 'roulette'] (and 'rulet' is
 * covered by 'rul' itself).
 */
export function tokenAlternatives(token: string): string[] {
  const out = new Set([token]);
  if (token.length < MIN_PREFIX) return [...out];
  for (const group of GROUPS) {
    if (!group.some((word) => meets(word, token))) continue;
    for (const word of group) if (!meets(word, token)) out.add(word);
  }
  return [...out];
}
