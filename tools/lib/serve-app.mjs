// A small production static server for one built app: CORS for federated fetches, cache rules by file kind,
// SPA fallback, /runtime-config.js for the shell, and the security headers of every answer (security-headers.mjs).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { isApiPath, proxyToApi } from './api-proxy.mjs';
import { servesFirstPaint } from './first-paint.mjs';
import { baseSecurityHeaders, CONSOLE_CSP, FILES_CSP, pageCsp } from './security-headers.mjs';

// Entry points must be revalidated on every load so a new deploy (or a registry switch) is seen at once.
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
// webpack's [contenthash] in a file name: such a file never changes, so it may be cached for a year.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Source maps carry the full sources: served for debugging in sandbox mode, never in production. */
export const servesSourceMaps = (appMode = process.env.APP_MODE) => appMode !== 'production';

/** Every file of a published version (/<remote>/<version>/...) never changes: the CDN lets browsers keep it a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** @param {string} pathname */
export const cacheControlFor = (pathname) => {
  const name = basename(pathname);
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return 'no-cache';
  return HASHED.test(name) ? IMMUTABLE : 'no-cache';
};

/**
 * Serves `dir` on `port`. Files are looked up on each request (sirv's `dev` mode), so rebuilding one
 * remote while the server runs is picked up without a restart.
 * `apiProxy` (the shell): forwards `/api/*` to that API origin, so the page calls its API same-origin.
 * `csp` (the shell): the Content-Security-Policy of its pages (a page's inline scripts get a nonce in it),
 * completed by `pageCsp` (default-src, frame-ancestors 'none', ...). Without it: a page app (the console)
 * gets a same-origin page policy, a files-only origin (remotes, CDN) one that allows nothing to run or frame.
 * `immutable` (the CDN origin): every file is cached for a year, since a published version never changes.
 * `firstPaint` (the shell): writes the home page's prerendered first screen into index.html (first-paint.mjs).
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, runtimeConfig?: string | (() => string), name?: string, apiProxy?: string, csp?: string, immutable?: boolean, firstPaint?: { render: (html: string, options?: { nonce?: string, url?: string }) => Promise<string> } }} options
 * @returns {Promise<import('node:http').Server>}
 */
export const serveApp = ({ dir, port, host, spa = false, runtimeConfig, name = basename(dir), apiProxy, csp, immutable = false, firstPaint }) => {
  const files = sirv(dir, {
    dev: true,
    etag: true,
    single: spa,
    // Served when a build emits precompressed siblings (x.js.br / x.js.gz); otherwise the plain file.
    gzip: true,
    brotli: true,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', immutable ? IMMUTABLE : cacheControlFor(pathname)),
    onNoMatch: (_req, res) => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end('Not found\n');
    },
  });
  const configScript = () => (typeof runtimeConfig === 'function' ? runtimeConfig() : runtimeConfig);
  const policy = csp ? pageCsp(csp) : spa ? pageCsp(CONSOLE_CSP) : FILES_CSP;
  // The origins the page frames (games, payments) may go full screen and autoplay, nothing else.
  const frameOrigins = (/(?:^|;\s*)frame-src\s+([^;]*)/.exec(policy)?.[1] ?? '').split(/\s+/).filter((o) => /^https?:\/\//.test(o));

  const server = http.createServer((req, res) => {
    if (apiProxy && isApiPath(req.url)) return proxyToApi(req, res, apiProxy);
    // Manifests, remote entries and chunks are fetched from the shell's origin; a page is nobody's resource.
    if (!(spa && isPageRequest(req)) && !/\.html?(\?|$)/.test(req.url ?? '')) res.setHeader('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(baseSecurityHeaders({ production: process.env.APP_MODE === 'production', frameOrigins }))) res.setHeader(name, value);
    // No answer of a static origin is meant to be framed (the game and payment frames are the vendors' pages).
    res.setHeader('X-Frame-Options', 'DENY');
    // On every answer (the SPA fallback included): it governs the pages.
    res.setHeader('Content-Security-Policy', policy);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '86400' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      res.end();
      return;
    }
    if (!servesSourceMaps() && /\.map(\?|$)/.test(req.url ?? '')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not found\n');
      return;
    }
    if (runtimeConfig !== undefined && (req.url === '/runtime-config.js' || req.url?.startsWith('/runtime-config.js?'))) {
      const body = configScript();
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (spa && isPageRequest(req)) {
      sendPage(req, res, { dir, configScript: runtimeConfig === undefined ? undefined : configScript, firstPaint, csp: policy }).catch(() => files(req, res));
      return;
    }
    files(req, res);
  });
  // Browsers keep connections open; without this a shutdown waits for them.
  server.keepAliveTimeout = 5000;

  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} (${name}) is already in use`)
          : new Error(`cannot serve ${name} on port ${port}: ${error.message}`),
      );
    });
    server.listen({ port, host }, () => resolve(server));
  });
};

/** The policy with `'nonce-…'` added to its script-src (or a script-src of 'self' and the nonce when it has none). */
export const withScriptNonce = (csp, nonce) =>
  /(^|;\s*)script-src\s/.test(csp) ? csp.replace(/((?:^|;\s*)script-src)(\s)/, `$1 'nonce-${nonce}'$2`) : `script-src 'self' 'nonce-${nonce}'; ${csp}`;

/** A page of the SPA (not a file): a path without an extension, or index.html itself. */
const isPageRequest = (req) => {
  const path = (req.url ?? '/').split('?')[0];
  return path === '/index.html' || !/\.[a-z0-9]+$/i.test(path);
};

/** The runtime config's tag in index.html, as written or as minified by the build (`<script src=/runtime-config.js>`). */
const RUNTIME_CONFIG_TAG = /<script src=(["']?)\/runtime-config\.js\1><\/script>/;

/**
 * A page: index.html with the runtime config inline (one round trip less before the first paint) and, on
 * the home page, its prerendered first screen; compressed on the fly (a few KB) and never cached.
 * Inline scripts carry a per-response nonce, for a Content-Security-Policy that names it.
 */
const sendPage = async (req, res, { dir, configScript, firstPaint, csp }) => {
  const nonce = randomBytes(16).toString('base64');
  if (csp) res.setHeader('Content-Security-Policy', withScriptNonce(csp, nonce));
  let html = await readFile(join(dir, 'index.html'), 'utf8');
  if (configScript) html = html.replace(RUNTIME_CONFIG_TAG, () => `<script nonce="${nonce}">${configScript()}</script>`);
  if (firstPaint && servesFirstPaint(req.url)) html = await firstPaint.render(html, { nonce, url: req.url });
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepts)
    ? ['br', brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })]
    : /\bgzip\b/.test(accepts)
      ? ['gzip', gzipSync(html)]
      : [undefined, Buffer.from(html)];
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
};

/** Closes a server and any idle or open connections. */
export const closeServer = (server) =>
  new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
