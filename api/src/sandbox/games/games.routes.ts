import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { errorPage, gamePage } from './game-page';
import { gameKinds, PlayError, type TPlayRequest, type TProviderService } from './provider.service';
import { rouletteBetTypes } from './roulette';

const ZLaunchQuery = z.object({
  token: z.string().min(16).max(256),
  gameId: z.coerce.number().int().positive(),
  mode: z.enum(['real', 'demo']),
  name: z.string().trim().max(80).default('Game'),
  kind: z.enum(gameKinds).default('slot'),
});

const ZStake = z.number().int();
const ZPlayBody = z.object({
  session: z.string().min(16).max(64),
  stakeMinor: ZStake.optional(),
  target: z.number().int().optional(),
  bets: z.array(z.object({ type: z.enum(rouletteBetTypes), value: z.number().int().optional(), amountMinor: ZStake })).max(20).optional(),
});
const ZRecallBody = z.object({ session: z.string().min(16).max(64) });

const playStatus: Record<PlayError['code'], number> = {
  BAD_BET: 400,
  INSUFFICIENT_FUNDS: 402,
  SESSION_NOT_FOUND: 404,
  WALLET_REFUSED: 409,
  WALLET_UNAVAILABLE: 503,
  LAUNCH_REFUSED: 401,
};

/**
 * The sandbox game provider's player-facing side: the launch page (iframe) and its play/recall
 * calls. Unsigned (the browser calls them); a game session id is the credential.
 */
export const gamesRoutes: FastifyPluginAsync<{ provider: TProviderService }> = async (app, { provider }) => {
  app.get('/games/launch', async (request, reply) => {
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    reply.header('content-security-policy', "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src data:");
    const query = ZLaunchQuery.safeParse(request.query);
    if (!query.success) return reply.status(400).send(errorPage('Bad launch link'));
    try {
      const session = await provider.launch(query.data);
      return gamePage({ session: session.id, mode: session.mode, kind: session.kind, gameName: session.gameName, currency: session.currency, balanceMinor: session.balanceMinor, rtpBps: provider.rtpBps });
    } catch (error) {
      if (error instanceof PlayError) return reply.status(playStatus[error.code]).send(errorPage('This game link has expired. Please open the game again from the lobby.'));
      throw error;
    }
  });

  app.post('/games/api/play', async (request, reply) => {
    const body = ZPlayBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: 'BAD_BET' });
    const session = provider.session(body.data.session);
    if (!session) return reply.status(404).send({ error: 'SESSION_NOT_FOUND' });
    const b = body.data;
    const play: TPlayRequest =
      session.kind === 'roulette' ? { kind: 'roulette', bets: b.bets ?? [] } : session.kind === 'dice' ? { kind: 'dice', stakeMinor: b.stakeMinor ?? 0, target: b.target ?? 0 } : { kind: 'slot', stakeMinor: b.stakeMinor ?? 0 };
    try {
      const result = await provider.play(b.session, play);
      return { ...result.round, balanceMinor: result.balanceMinor, settled: result.settled };
    } catch (error) {
      if (error instanceof PlayError) return reply.status(playStatus[error.code]).send({ error: error.code, ...(error.balanceMinor === undefined ? {} : { balanceMinor: error.balanceMinor }) });
      throw error;
    }
  });

  app.post('/games/api/recall', async (request, reply) => {
    const body = ZRecallBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: 'BAD_REQUEST' });
    try {
      return { rounds: provider.recall(body.data.session) };
    } catch {
      return reply.status(404).send({ error: 'SESSION_NOT_FOUND' });
    }
  });
};
