import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { createClientFiles, errorPage } from '../games/client-files';
import type { TLangCode } from './contract';
import { sportLangOrDefault, sportMessage } from './messages';
import { SportError } from './sport-error';
import type { TSportsbook } from './sportsbook.service';

const ZLaunchQuery = z.object({ token: z.string().min(16).max(256), lang: z.string().max(8).optional() });
const ZSession = z.string().min(16).max(64);
const ZSessionBody = z.object({ session: ZSession });
const ZSelectionId = z.string().min(8).max(64);
const ZBetBody = z.object({
  session: ZSession,
  betId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  kind: z.enum(['single', 'acca']),
  stakeMinor: z.number().int().min(0).max(1_000_000_000_000),
  policy: z.enum(['any', 'higher', 'none']),
  selections: z
    .array(z.object({ selectionId: ZSelectionId, oddsX100: z.number().int().min(100).max(1_000_000), live: z.boolean() }))
    .min(1)
    .max(30),
});
const ZAdvanceBody = z.object({ minutes: z.number().int().min(1).max(7 * 24 * 60) });
const ZVoidBody = z.object({ eventId: z.string().min(3).max(40) });
const ZSettleBody = z.object({ betId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/).optional() });
const ZOutcomeBody = z.object({ selectionId: ZSelectionId });

/** How often the page's stream sends the board (real time). */
export const STREAM_EVERY_MS = 2_000;

/**
 * The sportsbook's player-facing side: the launch page (in the operator's frame), its JSON calls and
 * the live stream (server-sent events: the board every couple of seconds, the player's bets and
 * balance when they change). Unsigned (players' browsers call them); the session id is the credential.
 * Every refusal answers `{ error, message }` in the session's language, nothing moved.
 * `/sportsbook/sandbox/*` moves the simulated world on (tests, drills, demos); off in production.
 */
export const sportsbookRoutes: FastifyPluginAsync<{ book: TSportsbook; clientDir: string; controls: boolean; streamEveryMs?: number }> = async (
  app,
  { book, clientDir, controls, streamEveryMs = STREAM_EVERY_MS },
) => {
  const files = createClientFiles(clientDir);
  /** Open streams, ended when the provider stops. */
  const streams = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of [...streams]) end();
  });

  const refuse = (reply: FastifyReply, error: SportError, lang: TLangCode) =>
    reply.status(error.status).send({ error: error.code, message: sportMessage(lang, error.code, error.params), ...error.extra });

  const call =
    <S extends z.ZodType>(schema: S, handler: (body: z.infer<S>) => Promise<unknown>) =>
    async (request: { body: unknown }, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      const raw = request.body as { session?: unknown } | undefined;
      const lang = sportLangOrDefault(typeof raw?.session === 'string' && raw.session.length <= 64 ? await book.langOf(raw.session) : undefined);
      const body = schema.safeParse(request.body ?? {});
      if (!body.success) return refuse(reply, new SportError('BAD_REQUEST'), lang);
      try {
        return await handler(body.data);
      } catch (error) {
        if (error instanceof SportError) return refuse(reply, error, lang);
        throw error;
      }
    };

  app.get('/sportsbook/launch', async (request, reply) => {
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    reply.header('content-security-policy', "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'none'");
    const query = ZLaunchQuery.safeParse(request.query);
    const lang = sportLangOrDefault(query.success ? query.data.lang : (request.query as { lang?: unknown } | undefined)?.lang);
    if (!query.success) return reply.status(400).send(errorPage(sportMessage(lang, 'LAUNCH_REFUSED')));
    try {
      const session = await book.launch({ token: query.data.token, lang });
      const html = await files.page({ session, lang, title: 'Sportsbook' }, 'sportsbook.html');
      if (!html) {
        request.log.error({ clientDir }, 'sportsbook page not built: run the build (npm start builds it)');
        return reply.status(503).send(errorPage(sportMessage(lang, 'BAD_REQUEST')));
      }
      return html;
    } catch (error) {
      if (error instanceof SportError) return reply.status(error.status).send(errorPage(sportMessage(lang, error.code)));
      throw error;
    }
  });

  app.post('/sportsbook/api/state', call(ZSessionBody, (b) => book.state(b.session)));
  app.post('/sportsbook/api/bets', call(ZSessionBody, async (b) => ({ bets: (await book.bets(b.session)).bets })));
  app.post('/sportsbook/api/balance', call(ZSessionBody, async (b) => ({ balanceMinor: await book.balance(b.session) })));
  app.post('/sportsbook/api/bet', call(ZBetBody, (b) => book.place(b.session, b)));

  /** The live stream: `board` every few seconds; `bets` (with the balance) whenever the player's bets change. */
  app.get('/sportsbook/api/stream', async (request, reply) => {
    const query = z.object({ session: ZSession }).safeParse(request.query);
    const lang = sportLangOrDefault(query.success ? await book.langOf(query.data.session) : undefined);
    if (!query.success || !(await book.langOf(query.data.session))) return refuse(reply, new SportError('SESSION_NOT_FOUND'), lang);
    const session = query.data.session;
    await book.clock.ready();
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    let last = (await book.bets(session)).fingerprint;
    let closed = false;
    const send = (event: string, data: unknown) => {
      if (!closed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    send('board', book.board());
    const tick = async () => {
      send('board', book.board());
      const bets = await book.bets(session);
      if (bets.fingerprint !== last) {
        last = bets.fingerprint;
        send('bets', { bets: bets.bets, balanceMinor: await book.balance(session) });
      }
    };
    const timer = setInterval(() => void tick().catch((error: unknown) => request.log.warn({ err: error }, 'sportsbook stream tick failed')), streamEveryMs);
    const stop = () => {
      closed = true;
      clearInterval(timer);
      streams.delete(end);
    };
    const end = () => {
      stop();
      raw.end();
    };
    streams.add(end);
    request.raw.on('close', stop);
  });

  app.post('/sportsbook/sandbox/:op', async (request, reply) => {
    const lang: TLangCode = 'en';
    if (!controls) return refuse(reply, new SportError('CONTROLS_OFF'), lang);
    const op = (request.params as { op: string }).op;
    const run = async (): Promise<unknown> => {
      if (op === 'advance') {
        const b = ZAdvanceBody.parse(request.body ?? {});
        const at = await book.clock.advance(b.minutes * 60_000);
        return { now: at, settled: await book.sweep() };
      }
      if (op === 'void') {
        await book.clock.voidEvent(ZVoidBody.parse(request.body ?? {}).eventId);
        return { settled: await book.sweep() };
      }
      if (op === 'settle') {
        const b = ZSettleBody.parse(request.body ?? {});
        return b.betId ? book.settleBet(b.betId) : { settled: await book.sweep() };
      }
      if (op === 'outcome') return book.outcome(ZOutcomeBody.parse(request.body ?? {}).selectionId);
      throw new SportError('BAD_REQUEST');
    };
    try {
      return await run();
    } catch (error) {
      if (error instanceof SportError) return refuse(reply, error, lang);
      if (error instanceof z.ZodError) return refuse(reply, new SportError('BAD_REQUEST'), lang);
      throw error;
    }
  });
};
