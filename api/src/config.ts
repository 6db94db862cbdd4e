import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { frontEndApps, origin, ports } from './lib/ports';
import { repoRoot } from './lib/paths';

/** Dev-only secrets: accepted in sandbox mode, refused in production mode. */
export const DEV_ADMIN_TOKEN = 'dev-admin-token-sandbox-only';
export const DEV_SANDBOX_SECRET = 'dev-sandbox-shared-secret-sandbox-only';
export const DEV_APP_SECRET = 'dev-app-secret-sandbox-only';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const ZEnv = z
  .object({
    APP_MODE: z.enum(['sandbox', 'production']).default('sandbox'),
    API_HOST: z.string().min(1).default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: optionalString.pipe(
      z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
    ),
    DATA_DIR: optionalString,
    DB_POOL_MAX: positiveInt(10),
    REDIS_URL: optionalString.pipe(z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional()),
    SANDBOX_URL: optionalString.pipe(z.url().optional()),
    GAME_ORIGIN: optionalString.pipe(z.url().optional()),
    SANDBOX_SHARED_SECRET: optionalString.pipe(z.string().min(16).optional()),
    ADMIN_TOKEN: optionalString.pipe(z.string().min(16).optional()),
    APP_SECRET: optionalString.pipe(z.string().min(16).optional()),
    CORS_ORIGINS: optionalString,
    /**
     * true/false, or the addresses of the proxies to trust (comma separated IPs/CIDRs): behind a load
     * balancer on this host, `127.0.0.1` makes the client address the one the balancer appended to
     * X-Forwarded-For, whatever a client put there itself.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .refine((v) => ['true', 'false', '1', '0'].includes(v) || /^[\d.:/a-fA-F]+(,[\d.:/a-fA-F]+)*$/.test(v), 'true, false, or a comma-separated list of proxy IPs/CIDRs'),
    ARGON2_MEMORY_KIB: positiveInt(19_456),
    ARGON2_TIME_COST: positiveInt(2),
    OTP_SEND_PER_IP_PER_HOUR: positiveInt(20),
    /** The per-phone gap between two codes, and the countdown the client shows (spec: 60 s). */
    OTP_RESEND_S: positiveInt(60),
    LOGIN_PER_IP_PER_MINUTE: positiveInt(30),
    TOURIST_LOGIN_PER_IP_PER_MINUTE: positiveInt(120),
    ADMIN_PER_IP_PER_MINUTE: positiveInt(120),
    /** Console sessions: end after this many minutes without a request, and this many hours after sign-in. */
    STAFF_SESSION_IDLE_MINUTES: positiveInt(30),
    STAFF_SESSION_MAX_HOURS: positiveInt(12),
    STAFF_LOGIN_PER_IP_PER_MINUTE: positiveInt(10),
    STAFF_LOGIN_PER_LOGIN_PER_15_MIN: positiveInt(10),
    /** Origins published remote versions may be served from (comma separated); default the local CDN origin. */
    CDN_ORIGINS: optionalString,
    /** Where `pnpm remote publish` says its files are served: <CDN_PUBLIC_URL>/<remote>/<version>/. */
    CDN_PUBLIC_URL: optionalString.pipe(z.url().optional()),
    /** The shell's mf-manifest.json: its shared ranges are what the compatibility gate checks against. */
    SHELL_MANIFEST_URL: optionalString.pipe(z.url().optional()),
    /** Automatic rollback: at least this many sessions in the window... */
    AUTO_ROLLBACK_MIN_SESSIONS: positiveInt(20),
    /** ...of which more than this share failed (0-1)... */
    AUTO_ROLLBACK_FAILURE_SHARE: z.coerce.number().gt(0).max(1).default(0.2),
    /** ...over this sliding window... */
    AUTO_ROLLBACK_WINDOW_MS: positiveInt(10 * 60_000),
    /** ...while the version is a canary or pinned no longer ago than this. */
    AUTO_ROLLBACK_WATCH_MS: positiveInt(60 * 60_000),
    REMOTE_REPORTS_PER_IP_PER_MINUTE: positiveInt(120),
    /** Signs preview links (HMAC-SHA256); required in production, a random one per process otherwise. */
    PREVIEW_SECRET: optionalString.pipe(z.string().min(32, 'at least 32 characters').optional()),
    /** Names this process in /health and the logs (several instances behind a load balancer). */
    INSTANCE_ID: optionalString.pipe(z.string().regex(/^[\w.-]{1,64}$/, 'letters, digits, . _ - (1-64)').optional()),
  })
  .superRefine((env, ctx) => {
    if (env.APP_MODE !== 'production') return;
    if (!env.PREVIEW_SECRET) ctx.addIssue({ code: 'custom', path: ['PREVIEW_SECRET'], message: 'is required when APP_MODE=production' });
    const published = { ADMIN_TOKEN: DEV_ADMIN_TOKEN, SANDBOX_SHARED_SECRET: DEV_SANDBOX_SECRET, APP_SECRET: DEV_APP_SECRET } as const;
    for (const key of ['ADMIN_TOKEN', 'SANDBOX_SHARED_SECRET', 'APP_SECRET'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when APP_MODE=production' });
      // The development values are in this repository: anyone could sign or act as staff with them.
      else if (env[key] === published[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is the published development value; set a secret of your own' });
    }
  });

export type TAppMode = 'sandbox' | 'production';

export interface Config {
  readonly mode: TAppMode;
  readonly host: string;
  readonly port: number;
  readonly sandboxPort: number;
  readonly logLevel: string;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly dbPoolMax: number;
  readonly redisUrl: string | undefined;
  readonly sandboxUrl: string;
  /** Browser-facing origin of the game provider (launch URLs); the shell trusts frames from it only. */
  readonly gameOrigin: string;
  readonly sandboxSecret: string;
  readonly adminToken: string;
  readonly adminTokenIsDevDefault: boolean;
  readonly appSecret: string;
  readonly corsOrigins: readonly string[];
  readonly trustProxy: boolean | string[];
  readonly argon2: { readonly memoryCostKib: number; readonly timeCost: number };
  readonly limits: {
    readonly otpSendPerIpPerHour: number;
    readonly otpResendS: number;
    readonly loginPerIpPerMinute: number;
    readonly touristLoginPerIpPerMinute: number;
    readonly adminPerIpPerMinute: number;
  };
  readonly staff: {
    readonly sessionIdleMs: number;
    readonly sessionMaxMs: number;
    readonly loginPerIpPerMinute: number;
    readonly loginPerLoginPer15Min: number;
  };
  readonly instanceId: string;
  /** Browser origins of the shell and remotes, used for CORS and the registry seed. */
  readonly origins: Readonly<Record<'shell' | 'lobby' | 'account' | 'mail-rewards' | 'wheel', string>>;
  readonly releases: TReleaseConfig;
}

export interface TReleaseConfig {
  /** Origins a published version's manifest and entry may be on (the shell loads entries only from these). */
  readonly cdnOrigins: readonly string[];
  /** The remotes' own origins: unpublished dev builds, allowed outside production only. */
  readonly devOrigins: readonly string[];
  /** Base URL of the CDN origin `pnpm remote publish` uploads to. */
  readonly cdnPublicUrl: string;
  readonly shellManifestUrl: string;
  readonly autoRollback: { readonly minSessions: number; readonly failureShare: number; readonly windowMs: number; readonly watchMs: number };
  readonly reportsPerIpPerMinute: number;
  /** HMAC-SHA256 key of preview links (PREVIEW_SECRET; random per process outside production). */
  readonly previewSecret: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const defaultCorsOrigins = (mode: TAppMode): string[] => {
  const list = frontEndApps.map((app) => origin(app));
  if (mode === 'sandbox') {
    // Developers open the site as localhost or 127.0.0.1 interchangeably.
    for (const app of frontEndApps) {
      list.push(`http://localhost:${ports[app]}`, `http://127.0.0.1:${ports[app]}`);
    }
  }
  return [...new Set(list)];
};

/** CDN_ORIGINS, else the local CDN origin (and its 127.0.0.1 twin outside production). */
const cdnOriginsOf = (raw: string | undefined, mode: TAppMode): string[] => {
  const listed = (raw ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (listed.length) {
    return listed.map((o) => {
      try {
        return new URL(o).origin;
      } catch {
        throw new ConfigError(`invalid environment:\n  CDN_ORIGINS: "${o}" is not a URL`);
      }
    });
  }
  return mode === 'production' ? [origin('cdn')] : [...new Set([origin('cdn'), `http://127.0.0.1:${ports.cdn}`])];
};

/** Parses the environment once; throws a ConfigError naming every bad variable (fail fast). */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const extraOrigins = (e.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return Object.freeze({
    mode: e.APP_MODE,
    host: e.API_HOST,
    port: ports.api,
    sandboxPort: ports.sandbox,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(repoRoot(), '.data', 'pglite'),
    dbPoolMax: e.DB_POOL_MAX,
    redisUrl: e.REDIS_URL,
    sandboxUrl: e.SANDBOX_URL ?? `http://127.0.0.1:${ports.sandbox}`,
    // The same default as the shell's runtime config (tools/ports.cjs), so frames and trust agree.
    gameOrigin: new URL(e.GAME_ORIGIN ?? origin('sandbox')).origin,
    sandboxSecret: e.SANDBOX_SHARED_SECRET ?? DEV_SANDBOX_SECRET,
    adminToken: e.ADMIN_TOKEN ?? DEV_ADMIN_TOKEN,
    adminTokenIsDevDefault: e.ADMIN_TOKEN === undefined,
    appSecret: e.APP_SECRET ?? DEV_APP_SECRET,
    corsOrigins: [...defaultCorsOrigins(e.APP_MODE), ...extraOrigins],
    trustProxy: ['true', '1'].includes(e.TRUST_PROXY) ? true : ['false', '0'].includes(e.TRUST_PROXY) ? false : e.TRUST_PROXY.split(','),
    argon2: { memoryCostKib: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
    limits: {
      otpSendPerIpPerHour: e.OTP_SEND_PER_IP_PER_HOUR,
      otpResendS: e.OTP_RESEND_S,
      loginPerIpPerMinute: e.LOGIN_PER_IP_PER_MINUTE,
      touristLoginPerIpPerMinute: e.TOURIST_LOGIN_PER_IP_PER_MINUTE,
      adminPerIpPerMinute: e.ADMIN_PER_IP_PER_MINUTE,
    },
    staff: {
      sessionIdleMs: e.STAFF_SESSION_IDLE_MINUTES * 60_000,
      sessionMaxMs: e.STAFF_SESSION_MAX_HOURS * 3_600_000,
      loginPerIpPerMinute: e.STAFF_LOGIN_PER_IP_PER_MINUTE,
      loginPerLoginPer15Min: e.STAFF_LOGIN_PER_LOGIN_PER_15_MIN,
    },
    instanceId: e.INSTANCE_ID ?? `${os.hostname()}-${process.pid}`,
    releases: {
      cdnOrigins: cdnOriginsOf(e.CDN_ORIGINS, e.APP_MODE),
      devOrigins: e.APP_MODE === 'production' ? [] : (['lobby', 'account', 'mail-rewards', 'wheel'] as const).map((name) => origin(name)),
      cdnPublicUrl: (e.CDN_PUBLIC_URL ?? origin('cdn')).replace(/\/+$/, ''),
      shellManifestUrl: e.SHELL_MANIFEST_URL ?? `http://127.0.0.1:${ports.shell}/mf-manifest.json`,
      autoRollback: {
        minSessions: e.AUTO_ROLLBACK_MIN_SESSIONS,
        failureShare: e.AUTO_ROLLBACK_FAILURE_SHARE,
        windowMs: e.AUTO_ROLLBACK_WINDOW_MS,
        watchMs: e.AUTO_ROLLBACK_WATCH_MS,
      },
      reportsPerIpPerMinute: e.REMOTE_REPORTS_PER_IP_PER_MINUTE,
      // Dev/test: a random secret per process (links die with it); production refuses to start without one.
      previewSecret: e.PREVIEW_SECRET ?? randomBytes(32).toString('hex'),
    },
    origins: {
      shell: origin('shell'),
      lobby: origin('lobby'),
      account: origin('account'),
      'mail-rewards': origin('mail-rewards'),
      wheel: origin('wheel'),
    },
  });
};
