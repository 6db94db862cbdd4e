import { FAKE_ONLINE_MAX, FAKE_ONLINE_MIN, type Game } from '@casino/shared';

export type CardVariant = 'grid' | 'drawer';

/**
 * Where a game card leads (spec section 2): an expired login (older than 7 days) goes to login;
 * a drawer card opens gamePlaying; otherwise a game with a demo opens gamePlayingFront and the rest
 * open gamePlaying in real mode.
 */
export function cardTarget(game: Pick<Game, 'gameId' | 'haveDemo'>, opts: { sessionExpired: boolean; variant?: CardVariant }): string {
  if (opts.sessionExpired) return '/login';
  if (opts.variant === 'drawer' || !game.haveDemo) return `/gamePlaying/${game.gameId}/1`;
  return `/gamePlayingFront/${game.gameId}`;
}

/** The fake 'N online' figure: an integer in [100, 9999]. */
export function randomOnline(random: () => number = Math.random): number {
  const span = FAKE_ONLINE_MAX - FAKE_ONLINE_MIN + 1;
  return FAKE_ONLINE_MIN + Math.min(span - 1, Math.floor(random() * span));
}
