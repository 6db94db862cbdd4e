import type { Clock } from '../../lib/clock';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import type { PasswordHasher } from '../../lib/password';
import { enforceRateLimits, type RateLimiter } from '../../lib/rate-limiter';
import type { TStaffRepository, TStaffRow } from './staff.repository';
import type { TStaffRole } from './staff.roles';
import type { TStaffEnrolment, TStaffLang, TStaffLoginResult, TStaffUser } from './staff.schemas';
import { matchTotp, newTotpSecret, otpauthUri, type TSecretBox } from './totp';

/** Who calls a staff route with a console session (set by the auth plugin). */
export interface TStaffContext {
  sessionId: number;
  login: string;
  role: TStaffRole;
  /** The markets whose players the member may see and act on; null: every market. */
  markets: readonly string[] | null;
  expiresAt: Date;
}

export interface TStaffLimits {
  /** The session ends after this long without a request. */
  sessionIdleMs: number;
  /** ... and this long after sign-in whatever happens. */
  sessionMaxMs: number;
  loginPerIpPerMinute: number;
  loginPerLoginPer15Min: number;
}

export interface StaffServiceDeps {
  repo: TStaffRepository;
  passwords: PasswordHasher;
  box: TSecretBox;
  limiter: RateLimiter;
  clock: Clock;
  logger: Pick<TLogger, 'info' | 'warn' | 'error'>;
  limits: TStaffLimits;
}

/** A session's last-seen time is written at most this often (not on every request of a busy console). */
const TOUCH_EVERY_MS = 10_000;

const toUser = (row: TStaffRow): TStaffUser => ({
  login: row.login,
  role: row.role as TStaffRole,
  markets: row.markets ?? null,
  disabled: row.disabledAt !== null,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

const wrongCredentials = () => new AppError('INVALID_CREDENTIALS', { messageKey: 'STAFF_CREDENTIALS' });

export const createStaffService = ({ repo, passwords, box, limiter, clock, logger, limits }: StaffServiceDeps) => {
  const audit = (actor: string, action: string, target: string, detail: Record<string, unknown> | null = null) =>
    repo.audit({ actor, action, target, detail, createdAt: clock.now() });

  const openSecret = (row: TStaffRow): string | null => {
    try {
      return box.open(row.totpSecretEnc);
    } catch (error) {
      // APP_SECRET changed since enrolment: the account needs a new enrolment; never a 500 at sign-in.
      logger.error({ err: error, login: row.login }, 'staff TOTP secret cannot be decrypted');
      return null;
    }
  };

  return {
    idleTimeoutMs: limits.sessionIdleMs,

    /** Creates an account with a new TOTP secret; the password (given or generated) and the secret are returned this once. */
    async create(input: { login: string; role: TStaffRole; markets?: string[] | null | undefined; password?: string | undefined; actor: string; totpSecret?: string }): Promise<TStaffEnrolment> {
      const password = input.password ?? randomToken(18);
      const secret = input.totpSecret ?? newTotpSecret();
      const now = clock.now();
      const row = await repo.insert({
        login: input.login,
        passwordHash: await passwords.hash(password),
        totpSecretEnc: box.seal(secret),
        role: input.role,
        markets: input.markets ?? null,
        createdBy: input.actor,
        createdAt: now,
        updatedAt: now,
      });
      if (!row) throw new AppError('STAFF_LOGIN_TAKEN');
      await audit(input.actor, 'create', row.login, { role: row.role, markets: row.markets ?? 'all' });
      return { user: toUser(row), password, totpSecret: secret, otpauthUri: otpauthUri(secret, row.login) };
    },

    async login(input: { login: string; password: string; totp: string; ip: string }): Promise<TStaffLoginResult> {
      await enforceRateLimits(limiter, [
        { key: `staff-login:ip:${input.ip}`, limit: limits.loginPerIpPerMinute, windowMs: 60_000 },
        { key: `staff-login:login:${input.login}`, limit: limits.loginPerLoginPer15Min, windowMs: 15 * 60_000 },
      ]);
      const row = await repo.findByLogin(input.login);
      if (!row) {
        await passwords.verifyDummy(input.password);
        logger.info({ login: input.login, ip: input.ip }, 'staff sign-in refused: unknown login');
        throw wrongCredentials();
      }
      if (!(await passwords.verify(row.passwordHash, input.password))) {
        logger.info({ login: row.login, ip: input.ip }, 'staff sign-in refused: wrong password');
        throw wrongCredentials();
      }
      const secret = openSecret(row);
      const now = clock.now();
      const step = secret === null ? null : matchTotp(secret, input.totp, now);
      if (step === null) {
        logger.info({ login: row.login, ip: input.ip }, 'staff sign-in refused: wrong TOTP code');
        throw wrongCredentials();
      }
      if (!(await repo.takeTotpStep(row.id, step))) {
        logger.warn({ login: row.login, ip: input.ip }, 'staff sign-in refused: TOTP code replayed');
        throw new AppError('INVALID_CREDENTIALS', { messageKey: 'STAFF_TOTP_USED' });
      }
      if (row.disabledAt) throw new AppError('STAFF_DISABLED');
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + limits.sessionMaxMs);
      await repo.insertSession({ staffId: row.id, tokenHash: sha256Hex(token), ip: input.ip, createdAt: now, lastSeenAt: now, expiresAt });
      await audit(row.login, 'login', row.login, { ip: input.ip });
      return {
        token,
        login: row.login,
        role: row.role as TStaffRole,
        via: 'session',
        expiresAt: expiresAt.toISOString(),
        idleTimeoutS: Math.round(limits.sessionIdleMs / 1000),
        lang: (row.lang as TStaffLang | null) ?? null,
      };
    },

    /** The console language of a staff member (null: not chosen). */
    langOf: async (login: string): Promise<TStaffLang | null> => ((await repo.findByLogin(login))?.lang as TStaffLang | null | undefined) ?? null,

    /** Keeps the console language the staff member chose, for every browser they sign in from. */
    async setLang(login: string, lang: TStaffLang): Promise<void> {
      await repo.setLang(login, lang, clock.now());
    },

    /** The live session of this token, or null (unknown, revoked, idle too long, past its lifetime, or a disabled account). */
    async resolve(token: string): Promise<TStaffContext | null> {
      const now = clock.now();
      const found = await repo.findLiveSession(sha256Hex(token), now, new Date(now.getTime() - limits.sessionIdleMs));
      if (!found) return null;
      if (now.getTime() - found.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await repo.touchSession(found.sessionId, now);
      return { sessionId: found.sessionId, login: found.login, role: found.role, markets: found.markets, expiresAt: found.expiresAt };
    },

    async logout(token: string, login: string): Promise<void> {
      await repo.revokeSession(sha256Hex(token), clock.now());
      await audit(login, 'logout', login);
    },

    list: async (): Promise<TStaffUser[]> => (await repo.list()).map(toUser),

    /** The role and, when given, the markets (null: every market) of a member. */
    async setRole(input: { login: string; role: TStaffRole; markets?: string[] | null | undefined; actor: string }): Promise<TStaffUser> {
      if (input.login === input.actor && (input.role !== 'admin' || (input.markets !== undefined && input.markets !== null))) throw new AppError('CONFLICT', { messageKey: 'STAFF_SELF_CHANGE' });
      const before = await repo.findByLogin(input.login);
      const row = await repo.setRole(input.login, input.role, input.markets === undefined ? (before?.markets ?? null) : input.markets, clock.now());
      if (!before || !row) throw new AppError('STAFF_NOT_FOUND');
      await audit(input.actor, 'set-role', row.login, { from: before.role, to: row.role, markets: row.markets ?? 'all' });
      return toUser(row);
    },

    async disable(input: { login: string; actor: string }): Promise<TStaffUser> {
      if (input.login === input.actor) throw new AppError('CONFLICT', { messageKey: 'STAFF_SELF_CHANGE' });
      const row = await repo.disable(input.login, clock.now());
      if (!row) throw new AppError('STAFF_NOT_FOUND');
      await audit(input.actor, 'disable', row.login);
      return toUser(row);
    },

    /**
     * Sandbox mode: the demo account of the console with the published development password and TOTP
     * secret (printed by `npm start`), created or reset at each start (its role and enabled state are kept).
     */
    async ensureDevAccount(dev: { login: string; password: string; totpSecret: string }): Promise<void> {
      const existing = await repo.findByLogin(dev.login);
      if (!existing) {
        await this.create({ login: dev.login, role: 'admin', password: dev.password, totpSecret: dev.totpSecret, actor: 'dev-seed' });
        return;
      }
      await repo.resetCredentials(existing.id, await passwords.hash(dev.password), box.seal(dev.totpSecret), clock.now());
    },

    /** Production mode: an account the sandbox seeded (published secrets) is disabled at start. */
    async disableDevAccount(login: string): Promise<boolean> {
      const existing = await repo.findByLogin(login);
      if (!existing || existing.createdBy !== 'dev-seed' || existing.disabledAt) return false;
      await repo.disable(login, clock.now());
      await audit('system', 'disable', login, { reason: 'development account in production mode' });
      return true;
    },
  };
};

export type TStaffService = ReturnType<typeof createStaffService>;
