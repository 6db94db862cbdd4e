import type { FastifyPluginAsync } from 'fastify';
import type { PushEvent } from '@casino/shared/contracts';
import type { TPushHub } from '../push/push.hub';
import { STAFF_TOPIC } from './staff-queues';

export const STAFF_STREAM_PATH = '/admin/staff/stream';

const frame = (event: PushEvent): string => `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * `GET /admin/staff/stream`: server-sent events for the staff console (a staff session as `Authorization:
 * Bearer`, any role): `staff:queue-changed {queue}` when adjustments, withdrawals awaiting review or the
 * support queue change. The console reloads that queue instead of polling it.
 */
export const staffStreamRoutes: FastifyPluginAsync<{ hub: Pick<TPushHub, 'subscribe'>; now: () => Date; heartbeatMs?: number }> = async (app, { hub, now, heartbeatMs = 25_000 }) => {
  app.get(STAFF_STREAM_PATH, { config: { admin: true, role: 'viewer' } }, async (request, reply) => {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: 5000\n: connected\n\n`);
    const unsubscribe = hub.subscribe(STAFF_TOPIC, (event) => raw.write(frame(event)));
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), heartbeatMs);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    // The stream ends with the staff session's absolute lifetime; the console then signs in again.
    const endsAt = request.staff?.expiresAt;
    const expiry = endsAt ? setTimeout(() => raw.end(), Math.max(0, endsAt.getTime() - now().getTime())) : undefined;
    expiry?.unref();
    request.raw.on('close', () => {
      if (expiry) clearTimeout(expiry);
      end();
    });
    raw.on('error', end);
  });
};
