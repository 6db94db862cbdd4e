import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

export interface StaffMarketScopeOptions {
  /** The player's own market (fixed at their first visit); undefined for no such player. */
  playerMarket: (userId: number) => Promise<string | undefined>;
  /** Records a refused look at a player (the staff audit of that player). */
  refused: (input: { userId: number; actor: string; market: string; url: string }) => Promise<void>;
}

/** The player a staff request names in its body (`userId`), if any. */
const playerOf = (body: unknown): number | undefined => {
  const userId = (body as { userId?: unknown } | null | undefined)?.userId;
  return typeof userId === 'number' && Number.isSafeInteger(userId) && userId > 0 ? userId : undefined;
};

/** The market a staff request names in its body (`market`: reports, the registry, offers, campaigns...), if any. */
const marketOf = (body: unknown): string | undefined => {
  const market = (body as { market?: unknown } | null | undefined)?.market;
  return typeof market === 'string' ? market : undefined;
};

/**
 * Staff per market (issue 40): a console session of a member limited to some markets may name only those
 * markets and their players. Every staff route whose body names a market (`market`: reports, the registry,
 * offers, campaigns, wheel tables) or a player (`userId`: the player 360 and its actions, adjustments, support,
 * protection, grants; or another record of theirs: a route's `config.playerOf`) is checked here, after
 * validation and before the handler, so a new route is covered
 * without a line of its own; a refusal is 403, and one about a player goes into that player's staff audit.
 * The admin token (the CLIs) and members of every market pass. Lists filter by the member's markets themselves.
 */
export const staffMarketScopePlugin = fp<StaffMarketScopeOptions>(
  async (app: FastifyInstance, { playerMarket, refused }) => {
    app.addHook('preHandler', async (request) => {
      const markets = request.staff?.markets;
      if (!markets || !request.routeOptions.config?.admin) return;
      const named = marketOf(request.body);
      if (named !== undefined && !markets.includes(named)) throw new AppError('STAFF_MARKET_FORBIDDEN', { messageKey: 'STAFF_MARKET_NOT_YOURS', params: { market: named } });
      const config = request.routeOptions.config;
      const userId = config.playerOf ? await config.playerOf(request.body) : playerOf(request.body);
      if (userId === undefined) return;
      const market = await playerMarket(userId);
      // An unknown player is the route's own answer (PLAYER_NOT_FOUND); only a known one of another market is refused here.
      if (market === undefined || markets.includes(market)) return;
      await refused({ userId, actor: request.staff!.login, market, url: request.routeOptions.url ?? request.url });
      throw new AppError('STAFF_MARKET_FORBIDDEN');
    });
  },
  { name: 'staff-market-scope', dependencies: ['auth'] },
);
