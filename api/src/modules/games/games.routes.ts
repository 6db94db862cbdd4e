import type { FastifyPluginAsync } from 'fastify';
import { CARD_RASTER, sendArt } from '../../lib/art-image';
import { sendSharedAnswer } from '../../lib/encoded-answer';
import { langOf, ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireSession } from '../../plugins/auth';
import {
  ZArtParams,
  ZCategoryNamePageBody,
  ZCategoryPageBody,
  ZFavoriteBody,
  ZGameBody,
  ZGameUrlBody,
  ZLabelCategoryPageBody,
  ZListBody,
  ZLogoParams,
  ZPageBody,
  ZSearchBody,
} from './games.schemas';
import type { TGamesService } from './games.service';

export interface GamesRoutesOptions {
  games: TGamesService;
}

/** Generated art never changes for an id. A game card's SVG stays SVG: small, and cheap to paint at its size. */
const FOREVER = 'public, max-age=86400, immutable';

/** The `/labelGame/*` paths of spec section 7, plus the generated artwork. */
export const gamesRoutes: FastifyPluginAsync<GamesRoutesOptions> = async (app, { games }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const required = { auth: 'required' } as const;

  r.post('/labelGame/list', { schema: { body: ZListBody } }, async (request) => ok(request, await games.catalogue()));

  // Public answers, one shared object per page or search for a while: serialized and compressed once.
  r.post('/labelGame/getGameByLabelCategoryAndPage', { schema: { body: ZLabelCategoryPageBody } }, async (request, reply) =>
    sendSharedAnswer(request, reply, await games.byLabelCategory(request.body)),
  );
  r.post('/labelGame/getGameByCategoryAndPage', { schema: { body: ZCategoryPageBody } }, async (request, reply) =>
    sendSharedAnswer(request, reply, await games.byCategory(request.body)),
  );
  r.post('/labelGame/getGameByCategoryNameAndPage', { schema: { body: ZCategoryNamePageBody } }, async (request, reply) =>
    sendSharedAnswer(request, reply, await games.byCategoryName(request.body)),
  );
  r.post('/labelGame/getSearchResults', { schema: { body: ZSearchBody } }, async (request, reply) =>
    sendSharedAnswer(request, reply, await games.search(request.body.words, request.body.limit, request.body.page)),
  );

  // Per-player lists: always the caller's own rows, whatever ids the body carries.
  r.post('/labelGame/getRecentGames', { config: required, schema: { body: ZPageBody } }, async (request) =>
    ok(request, await games.recent(requireSession(request).userId, request.body)),
  );
  r.post('/labelGame/getFavoriteGames', { config: required, schema: { body: ZPageBody } }, async (request) =>
    ok(request, await games.favourites(requireSession(request).userId, request.body)),
  );
  r.post('/labelGame/getGame', { schema: { body: ZGameBody } }, async (request) => ok(request, await games.game(request.body.gameId)));
  r.post('/labelGame/favoriteGame', { config: required, schema: { body: ZFavoriteBody } }, async (request) =>
    ok(request, await games.setFavourite(requireSession(request).userId, request.body.gameId, request.body.opt)),
  );
  r.post('/labelGame/getGameUrlByGame', { config: required, schema: { body: ZGameUrlBody } }, async (request) => {
    const session = requireSession(request);
    return ok(request, await games.gameUrl({ userId: session.userId, publicId: session.publicId, gameId: request.body.gameId, isReal: request.body.isReal, lang: langOf(request) }));
  });

  r.get('/labelGame/art/:gameId', { schema: { params: ZArtParams } }, async (request, reply) =>
    sendArt(reply, await games.art(request.params.gameId.value), request.params.gameId.format, FOREVER, CARD_RASTER),
  );
  r.get('/labelGame/provider-logo/:code', { schema: { params: ZLogoParams } }, async (request, reply) =>
    sendArt(reply, await games.providerLogo(request.params.code), 'svg', FOREVER),
  );
};
