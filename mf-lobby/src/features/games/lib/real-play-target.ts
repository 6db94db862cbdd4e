/**
 * Where "Gerçek parayla oyna" leads: the game in real mode for a member; a guest first registers (the phone's
 * /register, the desktop's /login?type=register) and comes back to the game after (`redirect`).
 */
export function realPlayTarget(gameId: number, opts: { member: boolean; isPc: boolean }): string {
  const game = `/gamePlaying/${gameId}/1`;
  return opts.member ? game : registerThen(game, opts.isPc);
}

/** Kaydol (the phone's /register, the desktop's /login?type=register), back to `path` after (`redirect`). */
export function registerThen(path: string, isPc: boolean): string {
  const redirect = encodeURIComponent(path);
  return isPc ? `/login?type=register&redirect=${redirect}` : `/register?redirect=${redirect}`;
}
