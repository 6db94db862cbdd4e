import type { FastifyPluginAsync } from 'fastify';
import { langOf, ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireSession } from '../../plugins/auth';
import { ZSportUrlBody } from './sport.schemas';
import type { TSportService } from './sport.service';

/** `/sport/getSportUrl`: the sportsbook's launch URL for the logged-in player (like `/labelGame/getGameUrlByGame`). */
export const sportRoutes: FastifyPluginAsync<{ sport: TSportService }> = async (app, { sport }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/sport/getSportUrl', { config: { auth: 'required' }, schema: { body: ZSportUrlBody } }, async (request) =>
    ok(request, await sport.sportUrl({ userId: requireSession(request).userId, lang: langOf(request) })),
  );
};
