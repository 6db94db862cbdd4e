// The security headers of the static origins (shell, remotes, console, CDN): who may frame our pages, what
// the page may load, what a browser must not leak or enable. Pure builders, tested in security-headers.test.mjs.

/** Browser features no page of ours uses: off for the page and every frame in it. Only names Chromium knows (others log an error). */
const FEATURES_OFF = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'microphone', 'midi', 'payment', 'serial', 'usb', 'browsing-topics'];

/**
 * Permissions-Policy: every feature above off; `fullscreen` and `autoplay` for the page itself and the
 * origins it frames (the game frame asks for both), `clipboard-write` for the page (invite link, IBAN copy).
 * @param {{ frameOrigins?: string[] }} [options]
 */
export const permissionsPolicy = ({ frameOrigins = [] } = {}) => {
  const selfAnd = `(self${frameOrigins.map((o) => ` "${o}"`).join('')})`;
  return [...FEATURES_OFF.map((f) => `${f}=()`), `fullscreen=${selfAnd}`, `autoplay=${selfAnd}`, 'clipboard-write=(self)'].join(', ');
};

/** HSTS: a year, subdomains included; sent only in production (a sandbox on http://localhost must not pin https). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** A policy for origins that serve no page, only files to other origins (remote entries, chunks, manifests). */
export const FILES_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The console's pages: everything from its own origin (it calls the API through its /api proxy). */
export const CONSOLE_CSP = "script-src 'self'; connect-src 'self'";

const parse = (csp) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
const origins = (sources = []) => sources.filter((s) => /^https?:\/\//.test(s));

/**
 * A page policy made complete: a `default-src 'self'` fallback, styles (production builds load .css files
 * from the apps' origins; dev builds inject <style> tags), images and fonts from the page's origin and the origins it already loads scripts
 * and data from, no framing of the page at all, forms only to itself. Directives already in `csp` win.
 * @param {string} csp
 */
export const pageCsp = (csp) => {
  const given = parse(csp);
  const scriptOrigins = origins(given.get('script-src'));
  const dataOrigins = origins(given.get('connect-src'));
  const uniq = (list) => [...new Set(list)].join(' ');
  const defaults = [
    ['default-src', "'self'"],
    ['style-src', uniq(["'self'", "'unsafe-inline'", ...scriptOrigins])],
    ['img-src', uniq(["'self'", 'data:', 'blob:', ...dataOrigins, ...scriptOrigins])],
    ['font-src', uniq(["'self'", 'data:', ...scriptOrigins])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  const added = defaults.filter(([name]) => !given.has(name)).map(([name, value]) => `${name} ${value}`);
  return [csp.trim().replace(/;\s*$/, ''), ...added].filter(Boolean).join('; ');
};

/**
 * The headers every answer of a static origin carries (CSP and CORS are decided per answer by the server).
 * @param {{ production: boolean, frameOrigins?: string[] }} options
 */
export const baseSecurityHeaders = ({ production, frameOrigins = [] }) => ({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': permissionsPolicy({ frameOrigins }),
  ...(production ? { 'Strict-Transport-Security': HSTS } : {}),
});

/** The headers of a page of ours (shell, console): never framed, by anyone. */
export const pageHeaders = (csp) => ({ 'Content-Security-Policy': pageCsp(csp), 'X-Frame-Options': 'DENY' });
