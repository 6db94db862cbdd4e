import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { createHttpApp } from './http';
import { systemClock, type Clock } from './lib/clock';
import { createDomainEvents } from './lib/domain-events';
import { logSerializers } from './lib/log-redaction';
import type { TModule } from './lib/module';
import { createPasswordHasher } from './lib/password';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { createAuthModule } from './modules/auth/auth.module';
import { createSessionsModule } from './modules/auth/sessions.module';
import { createSandboxSmsGateway, type SmsGateway, type SmsTestInbox } from './modules/auth/sms-gateway';
import { createBackofficeModule } from './modules/backoffice/backoffice.module';
import { createBonusModule } from './modules/bonus/bonus.module';
import { createFreeRoundsProvider, type TFreeRoundsProvider } from './modules/bonus/free-rounds.client';
import { OFFER_BASE_LANG } from './modules/bonus/bonus.views';
import { createCashierModule } from './modules/cashier/cashier.module';
import { createSandboxPaymentGateway, type TPaymentGateway } from './modules/cashier/gateway-client';
import { createConsentModule } from './modules/consent/consent.module';
import { createDataRightsModule } from './modules/data-rights/data-rights.module';
import { createDocsModule } from './modules/docs/docs.module';
import { createGamesModule } from './modules/games/games.module';
import { createHealthModule } from './modules/health/health.module';
import { createInviteModule } from './modules/invite/invite.module';
import { createFsDocumentStorage, type TDocumentStorage } from './modules/kyc/document-storage';
import { createSandboxIdentityVendor, type TIdentityVendor } from './modules/kyc/identity-vendor';
import { createKycModule } from './modules/kyc/kyc.module';
import { createLegalModule } from './modules/legal/legal.module';
import { createMailModule } from './modules/mail/mail.module';
import { createPlatformModule } from './modules/platform/platform.module';
import type { TShellSharedSource } from './modules/platform/release-checks';
import { createPrizeModule } from './modules/prize/prize.module';
import { createProtectionModule } from './modules/protection/protection.module';
import { restrictedSessionPlugin } from './modules/protection/restricted-session';
import { createPushHub, type TPushHub } from './modules/push/push.hub';
import { createPushModule } from './modules/push/push.module';
import { createRecordsModule } from './modules/records/records.module';
import { createRewardsModule } from './modules/rewards/rewards.module';
import { createSportModule } from './modules/sport/sport.module';
import { createStaffModule } from './modules/staff/staff.module';
import { createSupportModule } from './modules/support/support.module';
import { createTrackingModule } from './modules/tracking/tracking.module';
import { createUserRepository } from './modules/user/user.repository';
import { createUserModule } from './modules/user/user.module';
import { createMemberGuard } from './modules/user/member-guard';
import { createVipModule } from './modules/vip/vip.module';
import { createSeamlessModule } from './modules/wallet/seamless.module';
import { createWalletModule } from './modules/wallet/wallet.module';
import { createWheelModule } from './modules/wheel/wheel.module';
import { authPlugin } from './plugins/auth';
import { staffMarketScopePlugin } from './plugins/staff-market-scope';

export { BODY_LIMIT_BYTES } from './http';
/** SANDBOX ONLY: the TEST_MONEY grant a new player account gets, so there is money to play with (never withdrawable) (1,000.00 TRY). */
export const SANDBOX_WELCOME_GRANT_MINOR = 100_000n;

export interface AppDeps {
  config: Config;
  database: Database;
  /** Tests whose players need money of their own instead of the sandbox's test money: 0n turns the welcome grant off. */
  welcomeGrantMinor?: bigint;
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
  /** The game provider's free-rounds API; defaults to the sandbox game provider at SANDBOX_URL. */
  freeRoundsProvider?: TFreeRoundsProvider;
  /** Where identity documents are kept; defaults to files under DATA_DIR/../kyc-documents (never served publicly). */
  documentStorage?: TDocumentStorage;
  /** Where the compatibility gate reads the shell's shared ranges; default its mf-manifest.json (SHELL_MANIFEST_URL). */
  shellShared?: TShellSharedSource;
  /** Background work of a serving process (cashier reconciler, reports, mail campaigns, cashback); off in tests, which drive it by hand. */
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

/**
 * Builds the operator API. Routes -> services -> repositories -> db; wiring happens only here.
 * Every module is `create<Module>Module(deps)` returning its services, its routes and its workers;
 * each is built from the ones above it, then all routes register in one list.
 */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = await createHttpApp(config, deps.logger ?? createLogger(config.logLevel));
  const logger = app.log;
  const db = database.db;
  const sandbox = config.mode === 'sandbox';

  // Shared infrastructure: limits, the players' live channel, domain events, passwords, SMS, sessions.
  const limiter = deps.limiter ?? createLimiter(config, clock, logger);
  if (!deps.limiter) app.addHook('onClose', () => limiter.close());
  const push = deps.push ?? createPushHub({ redisUrl: config.redisUrl, logger });
  if (!deps.push) app.addHook('onClose', () => push.close());
  const events = createDomainEvents(logger);
  const users = createUserRepository(db);
  const passwords = createPasswordHasher({ memoryCostKib: config.argon2.memoryCostKib, timeCost: config.argon2.timeCost });
  const sms = deps.sms ?? createSandboxSmsGateway({ baseUrl: config.sandboxUrl, secret: config.sandboxSecret });
  const { sessions, otp } = createSessionsModule({ db, sms, limiter, clock, logger, secret: config.appSecret, limits: config.limits });

  const platform = createPlatformModule({ db, config, clock, logger, limiter, ...(deps.shellShared ? { shellShared: deps.shellShared } : {}) });
  const markets = { find: (id: string) => platform.repo.findMarket(id), findDefault: () => platform.repo.findDefaultMarket() };
  /** A new player's market: the page's when it is a market, else the default one. */
  const playerMarket = async (market: string | undefined): Promise<string> => {
    const found = (market ? await markets.find(market.toLowerCase()) : undefined) ?? (await markets.findDefault());
    if (!found) throw new Error('no default market: the platform seed has not run');
    return found.id;
  };
  const wallet = createWalletModule({ db, clock, push, sandbox, welcomeGrantMinor: sandbox ? (deps.welcomeGrantMinor ?? SANDBOX_WELCOME_GRANT_MINOR) : 0n });
  const { ledger } = wallet;
  const protection = createProtectionModule({ db, ledger, sessions, clock });
  const bonus = createBonusModule({
    db,
    ledger,
    users: { find: (id, tx) => users.findById(id, tx) },
    markets: platform.repo,
    // The vip module is built below; cashback reads its levels only when it pays.
    levels: () => vip.service.levels(),
    push,
    clock,
    logger,
    freeRoundsProvider: deps.freeRoundsProvider ?? createFreeRoundsProvider({ baseUrl: config.sandboxUrl, secret: config.sandboxSecret }),
  });
  const backoffice = createBackofficeModule({
    db,
    ledger,
    protection: protection.service,
    // The cashier is wired below; player 360 reads it only when staff open a player.
    payable: { read: (userId) => cashier.withdrawable.read(userId) },
    push,
    hub: push,
    revokeSessions: (userId) => sessions.revokeAllForUser(userId, null),
    clock,
    logger,
    bonuses: { active: (userId) => bonus.service.active(userId, OFFER_BASE_LANG), history: (userId) => bonus.service.history(userId, OFFER_BASE_LANG) },
  });
  // Withdrawals' state changes and support messages also reach the staff console's stream.
  const staffPush = backoffice.staffQueues.tap(push);
  const legal = createLegalModule({ db, clock });
  const roleOf = async (id: number) => (await users.findById(id))?.role;
  const memberGuard = createMemberGuard(roleOf);
  const consent = createConsentModule({ db, marketOf: legal.service.marketOf, users: { roleOf }, clock });
  const dataRights = createDataRightsModule({ db, ledger, otp, passwords, sessions, push, audit: backoffice.audit, limiter, clock, logger });
  const auth = createAuthModule({
    users,
    sessions,
    otp,
    sms,
    sandbox,
    passwords,
    limiter,
    clock,
    logger,
    limits: config.limits,
    events,
    loginRestriction: dataRights.service.guardLogin(backoffice.actions.guardLogin(protection.service.loginRestriction)),
    accounts: ledger,
    ageGate: protection.service.ageGate,
    consent: consent.service,
    playerMarket,
  });
  const kyc = createKycModule({
    db,
    vendor: deps.identityVendor ?? createSandboxIdentityVendor({ baseUrl: config.sandboxUrl, secret: config.sandboxSecret }),
    storage: deps.documentStorage ?? createFsDocumentStorage(path.join(path.dirname(config.dataDir), 'kyc-documents')),
    birthDates: { find: async (userId) => (await protection.repo.findProfile(userId))?.birthDate ?? null, confirm: (userId, birthDate) => protection.service.confirmAge(userId, birthDate) },
    limiter,
    clock,
    logger,
    secret: config.appSecret,
  });
  const cashier = createCashierModule({
    db,
    ledger,
    users,
    gateway: deps.paymentGateway ?? createSandboxPaymentGateway({ baseUrl: config.sandboxUrl, secret: config.sandboxSecret }),
    otp,
    passwords,
    push: staffPush,
    events,
    limiter,
    clock,
    logger,
    sandbox,
    returnOrigins: config.corsOrigins,
    depositGuards: [protection.service.depositGuard],
    depositBonus: { check: bonus.service.assertDepositOffer, grant: bonus.service.grantForDeposit },
    identity: kyc.service,
    bonus: { activeBonusId: async (userId) => (await bonus.service.active(userId, OFFER_BASE_LANG))?.bonusId ?? null },
    callbackSecret: config.sandboxSecret,
  });
  const { promoCredit, promoHold } = bonus;
  const mail = createMailModule({ db, ledger, push, events, clock, logger, promoCredit, promoHold, background: Boolean(deps.startWorkers) });
  const rewards = createRewardsModule({ db, ledger, push, clock, logger, promoCredit });
  /** A player's own market (fixed at their first visit); undefined for no such player. */
  const marketOfPlayer = async (id: number): Promise<string | undefined> => (await users.findById(id))?.marketId;
  const vip = createVipModule({ db, events, ledger, push, markets, playerMarket: marketOfPlayer, campaigns: mail.campaigns, clock, logger, promoCredit, lastCashback: bonus.lastCashback });
  const wheel = createWheelModule({ db, events, ledger, vip: vip.service, markets, users: { exists: async (id) => (await users.findById(id)) !== undefined, marketOf: marketOfPlayer }, push, clock, logger, promoCredit });
  const invite = createInviteModule({ db, ledger, clock, logger });
  const user = createUserModule({ users, otp, sessions, passwords, limiter, wallet: wallet.wallet, clock, cashier, vip: vip.service, wheel: wheel.service, agent: invite.agent, kyc: kyc.service, consent: consent.service, markets });
  const prize = createPrizeModule({ db, events, user: user.service, ledger, clock, logger, push, promoCredit });
  const games = createGamesModule({ db, clock, gameOrigin: config.gameOrigin, launchTokens: wallet.launchTokens, launchGuard: protection.service.assertMayPlay, realMoneyGuard: consent.service.assertTermsAccepted, memberGuard });
  const sport = createSportModule({
    db,
    sportOrigin: config.gameOrigin,
    launchTokens: wallet.launchTokens,
    launchGuard: async (userId) => {
      await protection.service.assertMayPlay(userId);
      await memberGuard(userId);
      await consent.service.assertTermsAccepted(userId);
    },
  });
  const seamless = createSeamlessModule({ db, ledger, tokens: wallet.launchTokens, clock, events, guardBets: true, tickets: sport.service.tickets(), freeRoundWins: bonus.freeRoundWins, secret: config.sandboxSecret });
  const support = createSupportModule({ db, push: staffPush, limiter, clock, logger, onPlayerMessage: () => backoffice.staffQueues.changed('support') });
  const tracking = createTrackingModule({ db, limiter, clock, secret: config.appSecret });
  const records = createRecordsModule({ db });
  const docs = createDocsModule({ sandbox, version: '1' });
  const staff = createStaffModule({ db, passwords, secret: config.appSecret, limiter, clock, logger, limits: config.staff });
  const health = createHealthModule({ ping: () => database.ping(), dbKind: database.kind, mode: config.mode, clock, instanceId: config.instanceId });

  // Who is calling (player session, staff session, admin token), then what a restricted session may reach.
  app.decorate('staff', staff.service);
  await app.register(authPlugin, {
    resolveSession: (token) => sessions.resolve(token),
    resolveStaff: (token) => staff.service.resolve(token),
    adminToken: config.adminToken,
    limiter,
    adminPerIpPerMinute: config.limits.adminPerIpPerMinute,
  });
  await app.register(restrictedSessionPlugin, { protection: protection.service });
  // Staff per market: a member limited to some markets names only their players (plugins/staff-market-scope.ts).
  await app.register(staffMarketScopePlugin, {
    playerMarket: marketOfPlayer,
    refused: ({ userId, actor, market, url }) => backoffice.audit({ userId, actor, action: 'market.refused', detail: { market, route: url }, at: clock.now() }),
  });

  // The route list, in the order the OpenAPI document shows it.
  const modules: readonly TModule[] = [
    health, staff, createPushModule({ hub: push }), platform, auth, games, user, tracking, mail, rewards, prize, wallet, sport, seamless,
    docs, records, cashier, kyc, backoffice, vip, wheel, protection, bonus, invite, support, legal, consent, dataRights,
  ];
  for (const module of modules) await app.register(module.routes);
  if (deps.startWorkers) {
    for (const worker of modules.flatMap((module) => module.workers ?? [])) {
      worker.start();
      app.addHook('onClose', () => worker.stop());
    }
  }
  return app;
};
