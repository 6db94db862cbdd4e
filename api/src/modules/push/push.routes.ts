import type { FastifyPluginAsync } from 'fastify';
import { PUSH_STREAM_PATH, type PushEvent } from '@casino/shared/contracts';
import { requireSession } from '../../plugins/auth';
import type { TPushHub } from './push.hub';

export interface PushRoutesOptions {
  hub: Pick<TPushHub, 'subscribe'>;
  /** A comment line keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs?: number;
}

const frame = (event: PushEvent): string => `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * `GET /push/stream`: server-sent events for the caller's session (token in the Authorization
 * header). The stream carries PushEvents (@casino/shared contracts/push.ts), named as bus events.
 */
export const pushRoutes: FastifyPluginAsync<PushRoutesOptions> = async (app, { hub, heartbeatMs = 25_000 }) => {
  app.get(PUSH_STREAM_PATH, { config: { auth: 'required' } }, async (request, reply) => {
    const { userId } = requireSession(request);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      // CORS and security headers set by the hooks so far (the reply is hijacked, so send them here).
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: 5000\n: connected\n\n`);
    const unsubscribe = hub.subscribe(userId, (event) => raw.write(frame(event)));
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), heartbeatMs);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    request.raw.on('close', end);
    raw.on('error', end);
  });
};
