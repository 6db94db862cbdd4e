import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { logSerializers } from '../lib/log-redaction';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from '../lib/signature';
import type { SandboxConfig } from './config';
import { loadGamesConfig, type TGamesConfig } from './games/games.config';
import { gamesRoutes } from './games/games.routes';
import { createFreeRounds } from './games/free-rounds';
import { freeRoundsRoutes } from './games/free-rounds.routes';
import { createFreeRoundStore } from './games/free-rounds.store';
import { createOperatorClient } from './games/operator-client';
import { clientDistDir } from './games/client-files';
import { createProviderService } from './games/provider.service';
import { createGameStore } from './games/store';
import { createGameWallet, WALLET_TOPIC, walletHandler } from './games/wallet';
import { createOutbox, type TOutbox } from './store/outbox';
import { registerPageHeaders } from './page-headers';
import type { TProviderService } from './games/provider.service';
import { smsRoutes } from './sms/sms.routes';
import { identityRoutes, isPublicIdentityPath } from './identity/identity.routes';
import { createIdentityStore } from './identity/identity.store';
import type { SandboxDatabase } from './store/sandbox-db';
import { createSmsStore } from './sms/sms.store';
import { loadPaymentsConfig, type TPaymentsConfig } from './payments/payments.config';
import { createPaymentsGateway } from './payments/payments.gateway';
import { isPublicPaymentsPath, paymentsRoutes } from './payments/payments.routes';
import { createSimClock } from './sportsbook/sim-clock';
import { sportsbookRoutes } from './sportsbook/sportsbook.routes';
import { createSportsbook, SPORT_WALLET_TOPIC, type TSportsbook } from './sportsbook/sportsbook.service';

/** SPORTSBOOK_CLOCK_SPEED: a positive factor up to 1000 (anything else: real time). */
const clockSpeed = (raw: string | undefined): number => {
  const speed = Number(raw ?? 1);
  return Number.isFinite(speed) && speed > 0 && speed <= 1000 ? speed : 1;
};

export interface SandboxDeps {
  config: SandboxConfig;
  /** The vendors' own database (outbox, rounds, orders); opened by the caller, closed by it too. */
  store: SandboxDatabase;
  logger?: pino.Logger;
  /** Game provider settings; default from the environment (OPERATOR_API_URL, SANDBOX_RTP_BPS). */
  games?: Partial<TGamesConfig>;
  /** Payment gateway settings; default from the environment (OPERATOR_API_URL, PAYMENTS_*). Tests turn autoRun off. */
  payments?: Partial<TPaymentsConfig>;
  /** Where the built game client is (default game-client/dist). */
  gameClientDir?: string;
  /** Background workers (outbox delivery, round sweeper); tests turn them off and drive them by hand. */
  workers?: boolean;
  now?: () => Date;
  /** The sportsbook's simulated clock: real time by default (x speed); tests inject their own real-time source. */
  sportsbook?: { realNow?: () => number; speed?: number; streamEveryMs?: number };
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
  interface FastifyInstance {
    /** The game provider and its outbox (tests and drills drive them). */
    gameProvider: { provider: TProviderService; outbox: TOutbox };
    /** The sportsbook and its outbox (tests and drills drive them). */
    sportsbook: { book: TSportsbook; outbox: TOutbox };
  }
}

/**
 * The sandbox third-party services (SMS now; game provider and payments later). A separate
 * process that reaches the operator only over signed HTTP, exactly like a real vendor.
 */
export const buildSandboxApp = async ({ config, store, logger, games, payments, gameClientDir, workers = true, now, sportsbook }: SandboxDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    loggerInstance: (logger ?? pino({ level: config.logLevel, base: { service: 'casino-sandbox' }, serializers: logSerializers })) as FastifyBaseLogger,
    bodyLimit: 64 * 1024,
  });

  // Keep the raw body: the signature covers the exact bytes the caller sent.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    request.rawBody = text;
    try {
      done(null, text === '' ? {} : (JSON.parse(text) as unknown));
    } catch {
      done(Object.assign(new Error('malformed JSON'), { statusCode: 400 }), undefined);
    }
  });

  registerPageHeaders(app, { frameAncestors: config.frameAncestors, production: config.mode === 'production' });

  app.addHook('preHandler', async (request, reply) => {
    // The game pages and their play calls come from players' browsers: a game session is their credential.
    if (request.url === '/health' || request.url.startsWith('/games/') || request.url.startsWith('/sportsbook/')) return;
    // The payment gateway's pages, bank and chain are used by players' browsers (capability tokens, sandbox controls).
    if (isPublicPaymentsPath(request.url)) return;
    // The identity vendor's tester controls (sandbox mode only; the route does not exist in production).
    if (config.mode !== 'production' && isPublicIdentityPath(request.url)) return;
    const check = verifySignature(config.sharedSecret, request.rawBody ?? '', {
      signature: request.headers[SIGNATURE_HEADER],
      timestamp: request.headers[TIMESTAMP_HEADER],
    });
    if (check !== 'ok') {
      request.log.warn({ check }, 'refused an unsigned or badly signed request');
      return reply.status(401).send({ error: `signature ${check}` });
    }
    return undefined;
  });

  app.get('/health', async () => ({ status: 'ok', services: ['sms', 'games', 'sportsbook', 'payments', 'identity'], store: store.kind }));
  await app.register(smsRoutes, { store: createSmsStore() });
  await app.register(identityRoutes, { store: createIdentityStore(), controls: config.mode !== 'production' });
  const gamesConfig = { ...loadGamesConfig(), ...games };
  const operator = createOperatorClient({ baseUrl: gamesConfig.operatorUrl, secret: config.sharedSecret });
  const log = (obj: object, msg: string) => app.log.info(obj, msg);
  // Everything the provider owes the operator (wins, round ends, rollbacks) goes through the durable outbox.
  const outbox = createOutbox({ db: store.db, handlers: { [WALLET_TOPIC]: walletHandler(operator) }, log, ...(now ? { now } : {}) });
  const freeStore = createFreeRoundStore(store.db);
  const provider = createProviderService({ store: createGameStore(store.db), freeStore, wallet: createGameWallet({ operator, outbox }), operator, rtpBps: gamesConfig.rtpBps, log, ...(now ? { now } : {}) });
  app.decorate('gameProvider', { provider, outbox });
  if (workers) {
    outbox.start();
    const sweeper = setInterval(() => void provider.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'round sweep failed')), 1_000);
    sweeper.unref();
    app.addHook('onReady', async () => void (await provider.sweep().catch(() => 0)));
    app.addHook('onClose', async () => clearInterval(sweeper));
  }
  app.addHook('onClose', async () => outbox.stop());
  await app.register(gamesRoutes, { provider, clientDir: gameClientDir ?? clientDistDir() });
  await app.register(freeRoundsRoutes, { freeRounds: createFreeRounds({ store: freeStore, now: now ?? (() => new Date()) }) });

  // The sportsbook: another vendor in the same sandbox process, with its own outbox topic and state.
  const sportOutbox = createOutbox({ db: store.db, handlers: { [SPORT_WALLET_TOPIC]: walletHandler(operator) }, log, ...(now ? { now } : {}) });
  const simClock = createSimClock({ db: store.db, ...(sportsbook?.realNow ? { realNow: sportsbook.realNow } : {}), speed: sportsbook?.speed ?? clockSpeed(process.env.SPORTSBOOK_CLOCK_SPEED) });
  const book = createSportsbook({ db: store.db, operator, outbox: sportOutbox, clock: simClock, log, ...(now ? { now } : {}) });
  app.decorate('sportsbook', { book, outbox: sportOutbox });
  if (workers) {
    sportOutbox.start();
    const settler = setInterval(() => void book.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'sportsbook sweep failed')), 2_000);
    settler.unref();
    app.addHook('onReady', async () => void (await book.sweep().catch(() => 0)));
    app.addHook('onClose', async () => clearInterval(settler));
  }
  app.addHook('onClose', async () => sportOutbox.stop());
  await app.register(sportsbookRoutes, { book, clientDir: gameClientDir ?? clientDistDir(), controls: config.mode !== 'production', ...(sportsbook?.streamEveryMs ? { streamEveryMs: sportsbook.streamEveryMs } : {}) });
  const gateway = createPaymentsGateway({
    db: store.db,
    config: { ...loadPaymentsConfig(), ...payments },
    secret: config.sharedSecret,
    log: (obj, msg) => app.log.warn(obj, msg),
  });
  await app.register(paymentsRoutes, { gateway });
  app.addHook('onReady', async () => gateway.start());
  app.addHook('onClose', async () => gateway.stop());
  return app;
};
