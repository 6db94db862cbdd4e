import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { formatMoney } from '@casino/shared/format';
import { createClientFiles } from './client-files';
import { errorPage } from './client-files';
import type { TLangCode } from './contract';
import { langOrDefault, playMessage } from './messages';
import { PlayError } from './play-error';
import type { TProviderService } from './provider.service';

const ZLaunchQuery = z.object({
  token: z.string().min(16).max(256),
  gameId: z.coerce.number().int().positive(),
  gameCode: z.string().regex(/^[a-z0-9-]{1,40}$/),
  mode: z.enum(['real', 'demo']),
  lang: z.string().max(8).optional(),
});
const ZSession = z.string().min(16).max(64);
const ZRoundId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
const ZSessionBody = z.object({ session: ZSession });
const ZPlayBody = z.object({ session: ZSession, roundId: ZRoundId, seedHash: z.string().regex(/^[0-9a-f]{64}$/) }).passthrough();
const ZActionBody = z.object({ session: ZSession, roundId: ZRoundId, action: z.string().max(20) });
const ZRoundBody = z.object({ session: ZSession, roundId: ZRoundId });
/** 1-64 printable characters: letters, digits, punctuation and symbols; no spaces, no control characters. */
export const ZClientSeed = z.string().regex(/^[\p{L}\p{N}\p{P}\p{S}]{1,64}$/u);
const ZSeedBody = z.object({ session: ZSession, clientSeed: z.unknown() });

/**
 * The provider's player-facing side: the launch page (the game client, in the operator's iframe) and
 * its JSON calls. Unsigned (players' browsers call them); the game session id is the credential.
 * Every refusal answers `{ error, message }` in the session's language, nothing moved.
 */
export const gamesRoutes: FastifyPluginAsync<{ provider: TProviderService; clientDir: string }> = async (app, { provider, clientDir }) => {
  const files = createClientFiles(clientDir);

  const refuse = async (reply: FastifyReply, error: PlayError, lang: TLangCode) => {
    const params = { ...error.params };
    if (typeof params.minMinor === 'number') params.min = formatMoney(params.minMinor, lang);
    if (typeof params.maxMinor === 'number') params.max = formatMoney(params.maxMinor, lang);
    return reply.status(error.status).send({ error: error.code, message: playMessage(lang, error.code, params), ...(error.balanceMinor === undefined ? {} : { balanceMinor: error.balanceMinor }) });
  };

  /** Runs a JSON call: parses the body, answers PlayErrors in the session's language. */
  const call = <S extends z.ZodType>(schema: S, handler: (body: z.infer<S>) => Promise<unknown>) =>
    async (request: { body: unknown }, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      const raw = request.body as { session?: unknown } | undefined;
      const lang = langOrDefault(typeof raw?.session === 'string' && raw.session.length <= 64 ? await provider.langOf(raw.session) : undefined);
      const body = schema.safeParse(request.body);
      if (!body.success) return refuse(reply, new PlayError('BAD_REQUEST'), lang);
      try {
        return await handler(body.data);
      } catch (error) {
        if (error instanceof PlayError) return refuse(reply, error, lang);
        throw error;
      }
    };

  app.get('/games/launch', async (request, reply) => {
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    reply.header('content-security-policy', "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'none'");
    const query = ZLaunchQuery.safeParse(request.query);
    const lang = langOrDefault(query.success ? query.data.lang : (request.query as { lang?: unknown } | undefined)?.lang);
    if (!query.success) return reply.status(400).send(errorPage(playMessage(lang, 'LAUNCH_REFUSED')));
    try {
      const session = await provider.launch({ ...query.data, lang });
      const state = await provider.state(session);
      const html = await files.page({ session, lang, title: state.game.name });
      if (!html) {
        request.log.error({ clientDir }, 'game client not built: run the build (npm start builds it)');
        return reply.status(503).send(errorPage(playMessage(lang, 'BAD_REQUEST')));
      }
      return html;
    } catch (error) {
      if (error instanceof PlayError) return reply.status(error.status).send(errorPage(playMessage(lang, error.code)));
      throw error;
    }
  });

  app.get<{ Params: { file: string } }>('/games/client/:file', async (request, reply) => {
    const asset = await files.asset(request.params.file);
    if (!asset) return reply.status(404).send({ error: 'NOT_FOUND' });
    return reply.header('content-type', asset.type).header('cache-control', 'public, max-age=31536000, immutable').send(asset.body);
  });

  app.post('/games/api/state', call(ZSessionBody, (b) => provider.state(b.session)));
  app.post('/games/api/play', call(ZPlayBody, (b) => provider.play(b.session, b)));
  app.post('/games/api/action', call(ZActionBody, (b) => provider.act(b.session, b)));
  app.post('/games/api/cashout', call(ZRoundBody, (b) => provider.cashout(b.session, b)));
  app.post('/games/api/watch', call(ZRoundBody, (b) => provider.watch(b.session, b)));
  app.post('/games/api/recall', call(ZSessionBody, async (b) => ({ rounds: await provider.recall(b.session) })));
  app.post(
    '/games/api/seed',
    call(ZSeedBody, async (b) => {
      const seed = ZClientSeed.safeParse(b.clientSeed);
      if (!seed.success) throw new PlayError('BAD_CLIENT_SEED');
      return provider.setClientSeed(b.session, seed.data);
    }),
  );
};
