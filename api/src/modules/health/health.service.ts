import type { Clock } from '../../lib/clock';

export interface THealth {
  status: 'ok' | 'degraded';
  db: 'up' | 'down';
  dbKind: 'pglite' | 'postgres';
  mode: string;
  uptimeS: number;
  time: string;
  /** Which API process answered (several run behind the load balancer). */
  instanceId: string;
  pid: number;
}

export interface HealthServiceDeps {
  ping: () => Promise<void>;
  dbKind: 'pglite' | 'postgres';
  mode: string;
  clock: Clock;
  instanceId: string;
}

const PING_TIMEOUT_MS = 2_000;

export const createHealthService = ({ ping, dbKind, mode, clock, instanceId }: HealthServiceDeps) => {
  const startedAt = clock.now().getTime();
  return {
    async check(): Promise<THealth> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
      });
      const up = await Promise.race([ping(), timeout]).then(
        () => true,
        () => false,
      );
      clearTimeout(timer);
      const now = clock.now();
      return {
        status: up ? 'ok' : 'degraded',
        db: up ? 'up' : 'down',
        dbKind,
        mode,
        uptimeS: Math.round((now.getTime() - startedAt) / 1000),
        time: now.toISOString(),
        instanceId,
        pid: process.pid,
      };
    },
  };
};

export type THealthService = ReturnType<typeof createHealthService>;
