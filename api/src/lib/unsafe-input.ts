import { hasControlChars } from './schemas';

const MAX_DEPTH = 32;

/**
 * The path of the first string (value or key) holding a control character, NUL included, or of
 * nesting deeper than MAX_DEPTH; null when the value is clean. PostgreSQL cannot store NUL, and no
 * field of ours needs the other C0 controls outside multi-line text, which schemas allow
 * explicitly (tab and newlines are allowed here).
 */
export const findUnsafeInput = (value: unknown, path: string[] = [], depth = 0): string | null => {
  if (typeof value === 'string') return hasControlChars(value) ? path.join('.') || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path.join('.') || 'body';
  for (const [key, child] of Object.entries(value)) {
    if (hasControlChars(key)) return [...path, '(key)'].join('.');
    const found = findUnsafeInput(child, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
};
