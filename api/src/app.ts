import path from 'node:path';
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { createDomainEvents } from './lib/domain-events';
import { logSerializers } from './lib/log-redaction';
import { createPasswordHasher } from './lib/password';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { zodValidatorCompiler } from './lib/validation';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createOtpService } from './modules/auth/otp.service';
import { createSessionService } from './modules/auth/session.service';
import { createSandboxSmsGateway, type SmsGateway, type SmsTestInbox } from './modules/auth/sms-gateway';
import { docsRoutes } from './modules/docs/docs.routes';
import { createGamesRepository } from './modules/games/games.repository';
import { gamesRoutes } from './modules/games/games.routes';
import { createGamesService } from './modules/games/games.service';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { mailRoutes } from './modules/mail/mail.routes';
import { createProtectionRepository } from './modules/protection/protection.repository';
import { protectionRoutes } from './modules/protection/protection.routes';
import { restrictedSessionPlugin } from './modules/protection/restricted-session';
import { createProtectionService } from './modules/protection/protection.service';
import { createPlatformModule } from './modules/platform/platform.module';
import { platformRoutes } from './modules/platform/platform.routes';
import type { TShellSharedSource } from './modules/platform/release-checks';
import { createPushHub, type TPushHub } from './modules/push/push.hub';
import { pushRoutes } from './modules/push/push.routes';
import { createPrizeRepository } from './modules/prize/prize.repository';
import { prizeRoutes } from './modules/prize/prize.routes';
import { createPrizeService } from './modules/prize/prize.service';
import { rewardsRoutes } from './modules/rewards/rewards.routes';
import { createAttributionService } from './modules/tracking/attribution.service';
import { createTrackingRepository } from './modules/tracking/tracking.repository';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { createTrackingService } from './modules/tracking/tracking.service';
import { createUserRepository } from './modules/user/user.repository';
import { userRoutes } from './modules/user/user.routes';
import { createUserService } from './modules/user/user.service';
import { createRecordsRepository } from './modules/records/records.repository';
import { recordsRoutes } from './modules/records/records.routes';
import { createRecordsService } from './modules/records/records.service';
import { createSportRepository } from './modules/sport/sport.repository';
import { sportRoutes } from './modules/sport/sport.routes';
import { createSportService } from './modules/sport/sport.service';
import { createLaunchTokenService } from './modules/wallet/launch-token.service';
import { createLedgerRepository } from './modules/wallet/ledger.repository';
import { createLedgerService, DEFAULT_CURRENCY } from './modules/wallet/ledger.service';
import { createSeamlessRepository } from './modules/wallet/seamless.repository';
import { seamlessRoutes } from './modules/wallet/seamless.routes';
import { createSeamlessService } from './modules/wallet/seamless.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { createWalletService } from './modules/wallet/wallet.service';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin, frameworkErrorResponder } from './plugins/error-handler';
import { routeCataloguePlugin } from './plugins/route-catalogue';
import { registerSecurityHeaders } from './plugins/security-headers';
// cashier
import { cashierAdminRoutes } from './modules/cashier/cashier-admin.routes';
import { cashierCallbackRoutes } from './modules/cashier/cashier-callback.routes';
import { createCashierModule } from './modules/cashier/cashier.module';
import type { Db } from './db/client';
import { AppError } from './lib/errors';
import { createBonusAdminRepository } from './modules/bonus/bonus-admin.repository';
import { bonusAdminRoutes } from './modules/bonus/bonus-admin.routes';
import { createBonusAdmin } from './modules/bonus/bonus-admin.service';
import { createPromoCredit } from './modules/bonus/bonus-credit.service';
import { createCashbackRepository } from './modules/bonus/cashback.repository';
import { createCashback } from './modules/bonus/cashback.service';
import { createBonusRepository } from './modules/bonus/bonus.repository';
import { bonusRoutes } from './modules/bonus/bonus.routes';
import { createBonusService } from './modules/bonus/bonus.service';
import { OFFER_BASE_LANG } from './modules/bonus/bonus.views';
import { createBackofficeModule } from './modules/backoffice/backoffice.module';
import { backofficeRoutes } from './modules/backoffice/backoffice.routes';
import { reportsRoutes } from './modules/backoffice/reports.routes';
import { staffStreamRoutes } from './modules/backoffice/staff-stream.routes';
import { cashierRoutes } from './modules/cashier/cashier.routes';
// identity verification (KYC)
import { createFsDocumentStorage, type TDocumentStorage } from './modules/kyc/document-storage';
import { createSandboxIdentityVendor, type TIdentityVendor } from './modules/kyc/identity-vendor';
import { createKycRepository } from './modules/kyc/kyc.repository';
import { kycRoutes } from './modules/kyc/kyc.routes';
import { createKycService } from './modules/kyc/kyc.service';
import { createSandboxPaymentGateway, type TPaymentGateway } from './modules/cashier/gateway-client';
// vip, wheel
import { createVipRepository } from './modules/vip/vip.repository';
import { vipRoutes } from './modules/vip/vip.routes';
import { createVipService } from './modules/vip/vip.service';
import { createVipMailer } from './modules/vip/vip.mail';
import { wheelAdminRoutes } from './modules/wheel/wheel-admin.routes';
import { createWheelRepository } from './modules/wheel/wheel.repository';
import { wheelRoutes } from './modules/wheel/wheel.routes';
import { createWheelService } from './modules/wheel/wheel.service';
// mail and rewards
import { mailAdminRoutes } from './modules/mail/mail-admin.routes';
import { createMailModule } from './modules/mail/mail.module';
import { rewardsAdminRoutes } from './modules/rewards/rewards-admin.routes';
import { createRewardsModule } from './modules/rewards/rewards.module';
// invite
import { createAgentRepository } from './modules/invite/agent.repository';
import { createAgentService } from './modules/invite/agent.service';
import { createInviteRepository } from './modules/invite/invite.repository';
import { inviteRoutes } from './modules/invite/invite.routes';
import { createInviteService } from './modules/invite/invite.service';
// staff console
import { createStaffRepository } from './modules/staff/staff.repository';
import { staffRoutes } from './modules/staff/staff.routes';
import { createStaffService } from './modules/staff/staff.service';
import { createSecretBox } from './modules/staff/totp';
// support
import { supportAdminRoutes } from './modules/support/support-admin.routes';
import { createSupportRepository } from './modules/support/support.repository';
import { supportRoutes } from './modules/support/support.routes';
import { createLegalRepository } from './modules/legal/legal.repository';
import { legalRoutes } from './modules/legal/legal.routes';
import { createConsentRepository } from './modules/consent/consent.repository';
import { consentRoutes } from './modules/consent/consent.routes';
import { createConsentService } from './modules/consent/consent.service';
import { createDataRightsRepository } from './modules/data-rights/data-rights.repository';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes';
import { createDataRightsService } from './modules/data-rights/data-rights.service';
import { createLegalService } from './modules/legal/legal.service';
import { createSupportService } from './modules/support/support.service';

export const BODY_LIMIT_BYTES = 64 * 1024;
/** SANDBOX ONLY: the PROMO grant a new player account gets, so there is money to play with (1,000.00 TRY). */
export const SANDBOX_WELCOME_GRANT_MINOR = 100_000n;

export interface AppDeps {
  config: Config;
  database: Database;
  /** Injected in tests to move time (OTP expiry, rate windows, sessions). */
  clock?: Clock;
  logger?: Logger;
  limiter?: RateLimiter;
  /** The SMS vendor adapter; defaults to the sandbox SMS service at SANDBOX_URL. */
  sms?: SmsGateway & Partial<SmsTestInbox>;
  /** Pushes to players' open pages; default: local, fanned out over Redis pub/sub when REDIS_URL is set. */
  push?: TPushHub;
  /** The payment gateway adapter; defaults to the sandbox payment gateway at SANDBOX_URL. */
  paymentGateway?: TPaymentGateway;
  /** The identity vendor adapter; defaults to the sandbox identity vendor at SANDBOX_URL. */
  identityVendor?: TIdentityVendor;
  /** Where identity documents are kept; defaults to files under DATA_DIR/../kyc-documents (never served publicly). */
  documentStorage?: TDocumentStorage;
  /** Where the compatibility gate reads the shell's shared ranges; default its mf-manifest.json (SHELL_MANIFEST_URL). */
  shellShared?: TShellSharedSource;
  /** Background work of a serving process (the cashier's reconciler); off in tests, which drive it by hand. */
  startWorkers?: boolean;
}

export const createLogger = (level: string, destination?: pino.DestinationStream): Logger =>
  pino(
    {
      level,
      base: { service: 'casino-api' },
      serializers: logSerializers,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.token', 'req.headers["x-admin-token"]', '*.password', '*.verificationCode', '*.totp'],
        censor: '[redacted]',
      },
    },
    destination,
  );

const createLimiter = (config: Config, clock: Clock, log: FastifyBaseLogger): RateLimiter => {
  if (!config.redisUrl) return createMemoryRateLimiter(clock);
  // While Redis is down, limited endpoints answer a 503 at once (fail closed, see enforceRateLimits)
  // rather than skip the limits or queue commands until a timeout.
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 });
  redis.on('error', (error) => log.warn({ err: error }, 'redis (rate limits) connection error'));
  return createRedisRateLimiter(redis);
};

/** Builds the operator API. Routes -> services -> repositories -> db; wiring happens only here. */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    loggerInstance: (deps.logger ?? createLogger(config.logLevel)) as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Ids are always ours: a client-chosen id would let anyone forge log correlation.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    frameworkErrors: frameworkErrorResponder,
  });

  await app.register(routeCataloguePlugin);
  app.setValidatorCompiler(zodValidatorCompiler);
  // Every answer: no framing, no sniffing, the referrer policy; HSTS in production (plugins/security-headers.ts).
  registerSecurityHeaders(app, { production: config.mode === 'production' });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    // Answers are per player (tokens, balances, profiles): no cache keeps them, unless a route says so (game art).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(errorHandlerPlugin, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(cors, {
    origin: [...config.corsOrigins],
    credentials: true,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'token', 'Content-Type', 'Accept-Language'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    // Chromium's ceiling (2 h): a direct cross-origin caller asks once per route, not once per call.
    maxAge: 7200,
  });
  // Answers of 1 KB and more (catalogue pages, search, the OpenAPI doc) go out brotli (quality 4) or
  // gzip when the client accepts it. Route hooks: registered before every route below. The push
  // stream is hijacked (and text/event-stream is not a compressible type), so it keeps streaming.
  // Request bodies are not inflated: callers send small JSON, and the signed routes sign raw bytes.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });

  const limiter = deps.limiter ?? createLimiter(config, clock, app.log);
  if (!deps.limiter) app.addHook('onClose', () => limiter.close());

  const push = deps.push ?? createPushHub({ redisUrl: config.redisUrl, logger: app.log });
  if (!deps.push) app.addHook('onClose', () => push.close());

  const events = createDomainEvents(app.log);
  const db = database.db;
  const authRepo = createAuthRepository(db);
  const userRepo = createUserRepository(db);
  const platformModule = createPlatformModule({ db, config, clock, logger: app.log, limiter, ...(deps.shellShared ? { shellShared: deps.shellShared } : {}) });
  const platformRepo = platformModule.repo;
  const sessions = createSessionService({ repo: authRepo, clock });
  const sms = deps.sms ?? createSandboxSmsGateway({ baseUrl: config.sandboxUrl, secret: config.sandboxSecret });
  const otp = createOtpService({ repo: authRepo, sms, limiter, clock, logger: app.log, secret: config.appSecret, limits: config.limits });
  const passwords = createPasswordHasher({ memoryCostKib: config.argon2.memoryCostKib, timeCost: config.argon2.timeCost });
  const ledger = createLedgerService({
    repo: createLedgerRepository(db),
    clock,
    welcomeGrantMinor: config.mode === 'sandbox' ? SANDBOX_WELCOME_GRANT_MINOR : 0n,
  });
  // player protection: limits, exclusions, the age gate; enforced by guards in auth, games, cashier and the seamless wallet
  const protectionRepo = createProtectionRepository(db);
  const protection = createProtectionService({ repo: protectionRepo, ledger, sessions, clock });
  // the staff back office: player search and 360, account actions (a blocked player's login is refused), adjustments under four eyes
  const backoffice = createBackofficeModule({
    db,
    ledger,
    protection,
    push,
    revokeSessions: (userId) => sessions.revokeAllForUser(userId, null),
    clock,
    logger: app.log,
    defaultCurrency: async () => (await platformRepo.findDefaultMarket())?.currency ?? DEFAULT_CURRENCY,
    // The bonus service is made below; these run only on a request, after it exists.
    bonuses: { active: (userId) => bonus.active(userId, OFFER_BASE_LANG), history: (userId) => bonus.history(userId, OFFER_BASE_LANG) },
  });
  if (deps.startWorkers) {
    backoffice.reportsJob.start();
    app.addHook('onClose', () => backoffice.reportsJob.stop());
  }
  // legal pages and consent: a registration accepts the market's current terms; new terms stop real-money play until accepted
  const legal = createLegalService({ repo: createLegalRepository(db), clock });
  const consent = createConsentService({ repo: createConsentRepository(db), marketOf: legal.marketOf, users: { roleOf: async (id) => (await userRepo.findById(id))?.role }, clock });
  // KVKK data rights: the player's data export and the account closure (a closed account gets no session)
  const dataRights = createDataRightsService({ repo: createDataRightsRepository(db), ledger, otp, passwords, sessions, push, audit: backoffice.audit, limiter, clock, logger: app.log });
  const exposeTestCodes = config.mode === 'sandbox' && typeof sms.lastCode === 'function';
  const auth = createAuthService({
    users: userRepo,
    sessions,
    otp,
    testInbox: exposeTestCodes && sms.lastCode ? { lastCode: sms.lastCode.bind(sms) } : null,
    passwords,
    limiter,
    clock,
    logger: app.log,
    limits: config.limits,
    events,
    loginRestriction: dataRights.guardLogin(backoffice.actions.guardLogin(protection.loginRestriction)),
    accounts: ledger,
    ageGate: protection.ageGate,
    consent,
  });
  const wallet = createWalletService({ ledger });
  const seamlessRepo = createSeamlessRepository(db);
  const launchTokens = createLaunchTokenService({ repo: seamlessRepo, ledger, clock });
  // bonuses: offers per market, the running bonus, claim and forfeit (its money rules live in the bet statement)
  const bonusRepo = createBonusRepository(db);
  const bonusDeps = {
    repo: bonusRepo,
    ledger,
    users: { find: (id: number, tx?: Db) => userRepo.findById(id, tx) },
    marketId: async (tx?: Db) => (await platformRepo.findDefaultMarket(tx))?.id ?? 'tr',
    clock,
  };
  const bonus = createBonusService(bonusDeps);
  // promotional credits (welcome mail, sign-in, wheel, VIP, pdd, cashback) pay under the offer staff chose
  const promoCredit = createPromoCredit(bonusDeps);
  const cashbackRepo = createCashbackRepository(db);
  // identity verification: the vendor's check, documents on a mismatch, staff's decision (kyc module)
  const kyc = createKycService({
    repo: createKycRepository(db),
    vendor: deps.identityVendor ?? createSandboxIdentityVendor({ baseUrl: config.sandboxUrl, secret: config.sandboxSecret }),
    storage: deps.documentStorage ?? createFsDocumentStorage(path.join(path.dirname(config.dataDir), 'kyc-documents')),
    birthDates: { find: async (userId) => (await protectionRepo.findProfile(userId))?.birthDate ?? null, confirm: (userId, birthDate) => protection.confirmAge(userId, birthDate) },
    limiter,
    clock,
    logger: app.log,
    secret: config.appSecret,
  });
  // cashier
  const cashier = createCashierModule({
    db,
    ledger,
    users: userRepo,
    gateway: deps.paymentGateway ?? createSandboxPaymentGateway({ baseUrl: config.sandboxUrl, secret: config.sandboxSecret }),
    otp,
    passwords,
    // withdrawals' state changes also reach the staff console's stream
    push: backoffice.staffQueues.tap(push),
    events,
    limiter,
    clock,
    logger: app.log,
    sandbox: config.mode === 'sandbox',
    returnOrigins: config.corsOrigins,
    depositGuards: [protection.depositGuard],
    depositBonus: { check: bonus.assertDepositOffer, grant: bonus.grantForDeposit },
    identity: kyc,
    bonus: { activeBonusId: async (userId) => (await bonus.active(userId, OFFER_BASE_LANG))?.bonusId ?? null },
  });
  if (deps.startWorkers) {
    cashier.start();
    app.addHook('onClose', () => cashier.stop());
  }
  // mail and rewards
  const mailModule = createMailModule({ db, ledger, push, events, clock, logger: app.log, promoCredit });
  const rewards = createRewardsModule({ db, ledger, push, clock, logger: app.log, promoCredit });
  if (deps.startWorkers) {
    mailModule.campaigns.start();
    app.addHook('onClose', () => mailModule.campaigns.stop());
  }
  // vip, wheel: levels from settled rounds (round.settled), spins from VIP level, deposits (deposit.paid) and staff
  const markets = { find: (id: string) => platformRepo.findMarket(id), findDefault: () => platformRepo.findDefaultMarket() };
  const vip = createVipService({ repo: createVipRepository(db), ledger, push, markets, clock, logger: app.log, mailer: createVipMailer({ campaigns: mailModule.campaigns, markets }), promoCredit, lastCashback: (userId) => cashbackRepo.lastPayment(userId) });
  const wheel = createWheelService({ repo: createWheelRepository(db), ledger, vip, markets, users: { exists: async (id) => (await userRepo.findById(id)) !== undefined }, push, clock, logger: app.log, promoCredit });
  events.on('round.settled', vip.onRoundSettled);
  events.on('deposit.paid', wheel.onDepositPaid);
  const agent = createAgentService({ repo: createAgentRepository(db), ledger, clock, logger: app.log });
  const user = createUserService({ users: userRepo, otp, sessions, passwords, limiter, wallet, clock, cashier, vip, wheel, agent, kyc, consent });
  const trackingRepo = createTrackingRepository(db);
  const tracking = createTrackingService({ repo: trackingRepo, clock });
  const attribution = createAttributionService({ repo: trackingRepo, limiter, clock, secret: config.appSecret });
  const health = createHealthService({ ping: () => database.ping(), dbKind: database.kind, mode: config.mode, clock, instanceId: config.instanceId });

  // staff console: sign-in with password + TOTP; its sessions open every staff route (plugins/auth.ts)
  const staff = createStaffService({
    repo: createStaffRepository(db),
    passwords,
    box: createSecretBox(config.appSecret),
    limiter,
    clock,
    logger: app.log,
    limits: config.staff,
  });
  app.decorate('staff', staff);
  await app.register(authPlugin, {
    resolveSession: (token) => sessions.resolve(token),
    resolveStaff: (token) => staff.resolve(token),
    adminToken: config.adminToken,
    limiter,
    adminPerIpPerMinute: config.limits.adminPerIpPerMinute,
  });
  // player protection: a restricted session (time-out, self-exclusion) reaches withdrawals and histories only; activity counts session time
  await app.register(restrictedSessionPlugin, { protection });
  await app.register(healthRoutes, { health });
  await app.register(staffRoutes, { staff });
  await app.register(pushRoutes, { hub: push });
  await app.register(platformRoutes, platformModule);
  await app.register(authRoutes, { auth, exposeTestCodes });
  const games = createGamesService({ repo: createGamesRepository(db), clock, gameOrigin: config.gameOrigin, launchTokens, launchGuard: protection.assertMayPlay, realMoneyGuard: consent.assertTermsAccepted });
  await app.register(gamesRoutes, { games });
  await app.register(userRoutes, { user });
  await app.register(trackingRoutes, { tracking, attribution });
  await app.register(mailRoutes, { mail: mailModule.mail });
  await app.register(rewardsRoutes, rewards);
  // pdd: a friend who registers with a verified phone helps the inviter's running prize at once
  const prize = createPrizeService({ repo: createPrizeRepository(db), ledger, clock, logger: app.log, push, promoCredit });
  events.on('player.registered', prize.onPlayerRegistered);
  await app.register(prizeRoutes, { user, prize });
  await app.register(walletRoutes, { ledger, push, sandbox: config.mode === 'sandbox' });
  // sport: the sportsbook opens like a game (launch token) and reports its slips with its seamless bets
  const sport = createSportService({
    repo: createSportRepository(db),
    sportOrigin: config.gameOrigin,
    launchTokens,
    launchGuard: async (userId) => {
      await protection.assertMayPlay(userId);
      await consent.assertTermsAccepted(userId);
    },
  });
  await app.register(sportRoutes, { sport });
  await app.register(seamlessRoutes, {
    seamless: createSeamlessService({ repo: seamlessRepo, ledger, tokens: launchTokens, clock, events, guardBets: true, tickets: sport.tickets() }),
    secret: config.sandboxSecret,
    clock,
  });
  if (config.mode === 'sandbox') await app.register(docsRoutes, { version: '1' });
  await app.register(recordsRoutes, { records: createRecordsService({ repo: createRecordsRepository(db) }) });
  // cashier
  await app.register(cashierRoutes, { cashier });
  await app.register(cashierCallbackRoutes, { cashier, secret: config.sandboxSecret, clock });
  await app.register(cashierAdminRoutes, { cashier });
  await app.register(kycRoutes, { kyc });
  await app.register(backofficeRoutes, { backoffice });
  await app.register(reportsRoutes, { reports: backoffice.reports });
  await app.register(staffStreamRoutes, { hub: push, now: () => clock.now() });
  // vip, wheel
  await app.register(vipRoutes, { vip });
  await app.register(wheelRoutes, { wheel });
  await app.register(wheelAdminRoutes, { wheel });
  // mail and rewards
  await app.register(mailAdminRoutes, { campaigns: mailModule.campaigns, background: Boolean(deps.startWorkers) });
  await app.register(rewardsAdminRoutes, { promotions: rewards.promotions });
  // player protection
  await app.register(protectionRoutes, { protection });
  await app.register(bonusRoutes, { bonus });
  const cashback = createCashback({
    repo: cashbackRepo,
    offers: bonusRepo,
    promoCredit,
    levels: () => vip.levels(),
    marketId: bonusDeps.marketId,
    push,
    clock,
    logger: app.log,
  });
  if (deps.startWorkers) {
    cashback.start();
    app.addHook('onClose', () => cashback.stop());
  }
  await app.register(bonusAdminRoutes, {
    cashback,
    admin: createBonusAdmin({
      repo: createBonusAdminRepository(db),
      clock,
      resolveMarket: async (market) => {
        const found = market === undefined ? await platformRepo.findDefaultMarket() : await platformRepo.findMarket(market);
        if (!found) throw new AppError('MARKET_NOT_FOUND', { params: { market: market ?? '-' } });
        return found.id;
      },
    }),
  });
  // invite
  await app.register(inviteRoutes, {
    invite: createInviteService({ repo: createInviteRepository(db) }),
    agent,
  });
  // support
  // support: the staff console's queue hears of players' messages and staff answers (staff stream)
  const support = createSupportService({ repo: createSupportRepository(db), push: backoffice.staffQueues.tap(push), limiter, clock, logger: app.log, onPlayerMessage: () => backoffice.staffQueues.changed('support') });
  await app.register(supportRoutes, { support });
  await app.register(supportAdminRoutes, { support });
  // legal pages: terms, KVKK notice, cookies, bonus rules, responsible gaming (versioned, published by staff)
  await app.register(legalRoutes, { legal });
  await app.register(consentRoutes, { consent });
  await app.register(dataRightsRoutes, { dataRights });

  return app;
};
