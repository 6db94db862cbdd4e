import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../lib/paths';
import { origin, ports } from '../lib/ports';

// The sandbox is a stand-in for third parties: it reads its own settings and nothing of the operator's.
const DEV_SECRET = 'dev-sandbox-shared-secret-sandbox-only';

const ZSandboxEnv = z
  .object({
    APP_MODE: z.enum(['sandbox', 'production']).default('sandbox'),
    SANDBOX_HOST: z.string().min(1).default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The sandbox vendors' own database: PostgreSQL when set, else PGlite in SANDBOX_DATA_DIR. */
    SANDBOX_DATABASE_URL: z.string().trim().optional().transform((v) => (v === '' ? undefined : v)),
    SANDBOX_DATA_DIR: z.string().trim().optional().transform((v) => (v === '' ? undefined : v)),
    SANDBOX_SHARED_SECRET: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.string().min(16).optional()),
    /** The operator's shell origins (comma-separated), the only pages that may frame a game, the sportsbook or a checkout. */
    OPERATOR_SHELL_ORIGINS: z.string().trim().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.APP_MODE === 'production' && !env.SANDBOX_SHARED_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SANDBOX_SHARED_SECRET'], message: 'is required when APP_MODE=production' });
    } else if (env.APP_MODE === 'production' && env.SANDBOX_SHARED_SECRET === DEV_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SANDBOX_SHARED_SECRET'], message: 'is the published development value; set a secret of your own' });
    }
  });

export interface SandboxConfig {
  /** production: the sandbox-only controls (sportsbook clock, ...) are off. */
  readonly mode: 'sandbox' | 'production';
  readonly host: string;
  readonly port: number;
  readonly logLevel: string;
  readonly sharedSecret: string;
  /** Where the sandbox vendors keep their state (outbox, rounds, orders). */
  readonly store: { databaseUrl: string } | { dataDir: string };
  /** The origins that may frame the vendors' pages: the operator's shell for its markets (frame-ancestors). */
  readonly frameAncestors: readonly string[];
}

/** OPERATOR_SHELL_ORIGINS, else the local shell (and its 127.0.0.1 twin outside production). */
const frameAncestorsOf = (raw: string | undefined, mode: 'sandbox' | 'production'): string[] => {
  const listed = (raw ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (listed.length) {
    return listed.map((o) => {
      try {
        return new URL(o).origin;
      } catch {
        throw new Error(`invalid sandbox environment:\n  OPERATOR_SHELL_ORIGINS: "${o}" is not a URL`);
      }
    });
  }
  return mode === 'production' ? [origin('shell')] : [...new Set([origin('shell'), `http://127.0.0.1:${ports.shell}`])];
};

export const loadSandboxConfig = (env: NodeJS.ProcessEnv = process.env): SandboxConfig => {
  const parsed = ZSandboxEnv.safeParse(env);
  if (!parsed.success) {
    throw new Error(`invalid sandbox environment:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  return Object.freeze({
    mode: parsed.data.APP_MODE,
    host: parsed.data.SANDBOX_HOST,
    port: ports.sandbox,
    logLevel: parsed.data.LOG_LEVEL,
    sharedSecret: parsed.data.SANDBOX_SHARED_SECRET ?? DEV_SECRET,
    frameAncestors: Object.freeze(frameAncestorsOf(parsed.data.OPERATOR_SHELL_ORIGINS, parsed.data.APP_MODE)),
    store: parsed.data.SANDBOX_DATABASE_URL
      ? { databaseUrl: parsed.data.SANDBOX_DATABASE_URL }
      : { dataDir: parsed.data.SANDBOX_DATA_DIR ?? path.join(repoRoot(), '.data', 'sandbox-pglite') },
  });
};
