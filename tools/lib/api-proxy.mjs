// The API under the shell's own origin (`/api/*`), so the page's API calls are same-origin: no CORS
// preflight per call and no second connection on a phone. Streams both ways (SSE pushes included).
// In production the platform's load balancer or CDN routes `/api` the same way.
import http from 'node:http';

/** The path prefix the shell's server forwards to the API (stripped on the way). */
export const API_PREFIX = '/api';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/** True for `/api` and `/api/...` (not `/apifoo`). */
export const isApiPath = (url = '') => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);

/**
 * Forwards one request to `target` (e.g. http://127.0.0.1:4000), the prefix stripped, with X-Forwarded-For
 * appended; answers a 502 envelope when the API cannot be reached.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} target
 */
export const proxyToApi = (req, res, target) => {
  const base = new URL(target);
  const path = (req.url ?? '/').slice(API_PREFIX.length) || '/';
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !HOP_BY_HOP.has(k)));
  const remote = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${remote}` : remote;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers.host = base.host;
  const upstream = http.request({ hostname: base.hostname, port: base.port, method: req.method, path, headers }, (answer) => {
    const out = Object.fromEntries(Object.entries(answer.headers).filter(([k]) => !HOP_BY_HOP.has(k)));
    res.writeHead(answer.statusCode ?? 502, out);
    // Server-sent events must not wait in a buffer.
    if (String(answer.headers['content-type'] ?? '').startsWith('text/event-stream')) res.flushHeaders();
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (res.headersSent) return void res.destroy();
    const body = JSON.stringify({ state: '502', success: false, msg: 'API unreachable', code: 'API_UNREACHABLE', resultData: null });
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(body);
  });
  // A page closed mid-stream (an open push stream) ends the upstream request too.
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
};
