/** True for a PostgreSQL unique violation (23505), from node-postgres or PGlite, wrapped or not. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};
