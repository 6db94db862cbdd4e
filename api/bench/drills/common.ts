// What the fault drills share: load settings, the report of checks, throw-away databases, a simple task.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createBenchDatabase } from '../lib';
import { API_DIR, onCleanup, startPrivateRedis } from '../system';
import { type TEnvelope, type TSample, type TTask } from '../traffic';

export const RATE = Math.max(5, Math.min(Number(process.env.DRILL_RATE ?? 60) || 60, 300));
export const DURATION_S = Math.max(10, Math.min(Number(process.env.DRILL_DURATION_S ?? 24) || 24, 40));
/** Given explicitly, or a private redis-server per drill: pushes and counters never mix with another system's. */
export const redisUrl = async (): Promise<string> => process.env.DRILL_REDIS_URL || (await startPrivateRedis()).url;
export const SECRET = `drill-${randomBytes(16).toString('hex')}`;
export const ROOT = path.resolve(API_DIR, '..');

export const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const statusCounts = (samples: TSample[]) => {
  const counts: Record<string, number> = {};
  for (const s of samples) counts[s.ok ? 'ok' : s.outcome] = (counts[s.ok ? 'ok' : s.outcome] ?? 0) + 1;
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} x${n}`)
    .join(', ');
};

export interface TCheck {
  name: string;
  ok: boolean;
  detail: string;
}
export const report = (title: string, checks: TCheck[]): boolean => {
  console.log(`\n${title}: checks`);
  for (const c of checks) console.log(`  ${c.ok ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`);
  return checks.every((c) => c.ok);
};

/** Two throw-away databases on the loopback admin server: the operator's and the provider's. */
export const databases = async (what: string) => {
  const operator = await createBenchDatabase(`drill_${what}`);
  onCleanup(() => operator.drop());
  const provider = await createBenchDatabase(`drill_${what}_prov`);
  onCleanup(() => provider.drop());
  return { operator, provider };
};

export const simpleTask =
  (route: string, call: () => Promise<{ status: number; body: TEnvelope | undefined }>): TTask =>
  async (t0) => {
    try {
      const res = await call();
      const ok = res.status === 200 && res.body?.success !== false;
      return [{ route, ok, status: res.status, latencyMs: performance.now() - t0, outcome: ok ? 'ok' : `${res.status} ${String(res.body?.code ?? '')}`.trim() }];
    } catch (error) {
      const e = error as { cause?: { code?: string }; name?: string; message?: string };
      return [{ route, ok: false, status: 0, latencyMs: performance.now() - t0, outcome: e.name === 'TimeoutError' ? 'TIMEOUT' : (e.cause?.code ?? e.message ?? 'error') }];
    }
  };
