// Port checks and health polling.
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

const canListen = (port, host) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error) => resolve(error.code === 'EADDRINUSE' ? false : error.code));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });

/** True when nothing listens on `port` on any loopback or wildcard address we would use. */
export const isPortFree = async (port) => {
  for (const host of ['::', '0.0.0.0', '127.0.0.1']) {
    const result = await canListen(port, host);
    if (result === false) return false;
    // EAFNOSUPPORT etc. (no IPv6): that address cannot conflict; try the next.
  }
  return true;
};

/** TCP connect with a short timeout, e.g. to see whether PostgreSQL is there. */
export const isReachable = (port, host = '127.0.0.1', timeoutMs = 1000) =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

/**
 * Polls `GET http://127.0.0.1:<port><path>` until it answers 2xx.
 * @param {{ port: number, path?: string, timeoutMs?: number, gaveUp?: () => string | undefined }} options
 *   gaveUp: returns a reason to stop waiting early (e.g. the process died)
 */
export const waitForHealth = async ({ port, path = '/health', timeoutMs = 120_000, gaveUp = () => undefined }) => {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const reason = gaveUp();
    if (reason) throw new Error(reason);
    for (const host of ['127.0.0.1', '[::1]']) {
      try {
        const res = await fetch(`http://${host}:${port}${path}`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return;
        last = `HTTP ${res.status}`;
      } catch (error) {
        last = error.cause?.code ?? error.message;
      }
    }
    await delay(250);
  }
  throw new Error(`no healthy answer from port ${port}${path} within ${timeoutMs / 1000} s (${last})`);
};
