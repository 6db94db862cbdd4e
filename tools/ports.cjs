// One place for every port and origin of the local system; each is overridable by environment.
const num = (name, fallback) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a TCP port, got "${raw}"`);
  }
  return value;
};

/**
 * Every service `npm start` listens for, with the variable that moves it and its default port. A bench
 * or test that starts the system must move every one of them (see `portEnvOf`), or it collides with a
 * running `npm start`; a new service added here is moved by them without further edits.
 */
const SERVICES = {
  shell: { env: 'SHELL_PORT', port: 3000 },
  lobby: { env: 'LOBBY_PORT', port: 3001 },
  account: { env: 'ACCOUNT_PORT', port: 3002 },
  'mail-rewards': { env: 'MAIL_REWARDS_PORT', port: 3003 },
  wheel: { env: 'WHEEL_PORT', port: 3004 },
  // The staff console (a plain SPA, not federated).
  console: { env: 'CONSOLE_PORT', port: 3005 },
  api: { env: 'API_PORT', port: 4000 },
  sandbox: { env: 'SANDBOX_PORT', port: 4100 },
  // The CDN origin that serves published remote versions (.data/cdn/<remote>/<version>/).
  cdn: { env: 'CDN_PORT', port: 3006 },
};
const entries = (fn) => Object.fromEntries(Object.entries(SERVICES).map(([name, s]) => [name, fn(s)]));

/** Env var name per service (the names read below). */
const PORT_ENV = entries((s) => s.env);
/** The ports of a `npm start` without overrides. */
const DEFAULT_PORTS = entries((s) => s.port);
const ports = entries((s) => num(s.env, s.port));

/** The environment that puts every service on the given ports; throws when one is missing or two share one. */
const portEnvOf = (chosen) => {
  const missing = Object.keys(SERVICES).filter((name) => !Number.isInteger(chosen[name]));
  if (missing.length) throw new Error(`no port chosen for ${missing.join(', ')}`);
  const values = Object.keys(SERVICES).map((name) => chosen[name]);
  if (new Set(values).size !== values.length) throw new Error(`two services share a port: ${values.join(', ')}`);
  return Object.fromEntries(Object.entries(SERVICES).map(([name, s]) => [s.env, String(chosen[name])]));
};

const host = process.env.PUBLIC_HOST || 'localhost';
const origin = (name) => `http://${host}:${ports[name]}`;

const REMOTES = ['lobby', 'account', 'mail-rewards', 'wheel'];
const isProduction = () => process.env.APP_MODE === 'production';
const list = (raw) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => new URL(s).origin);

/** Origins remote entries may be loaded from with their recorded SRI hash (CDN_ORIGINS, default the local CDN). */
const cdnOrigins = () => (process.env.CDN_ORIGINS ? list(process.env.CDN_ORIGINS) : [origin('cdn')]);
/**
 * The remotes' own origins (unpublished builds, no recorded hash): trusted only outside production
 * (docs/releases.md, "dev rows"). Empty in production, so such an entry is never loaded there.
 */
const devRemoteOrigins = () => (isProduction() ? [] : REMOTES.map(origin));

/**
 * The shell's Content-Security-Policy: scripts only from itself and the allowed remote origins, frames only
 * from the game provider and the payment gateway, requests only to itself, the API and the remote origins.
 * Styles and images are not restricted here (pageCsp allows the remote origins' .css files and, for dev builds, <style> tags).
 */
const shellCsp = ({ apiBaseUrl } = {}) => {
  const api = process.env.API_ORIGIN || apiBaseUrl || origin('api');
  const apiOrigin = /^https?:\/\//.test(api) ? [new URL(api).origin] : [];
  const remotes = [...cdnOrigins(), ...devRemoteOrigins()];
  const frames = [process.env.GAME_ORIGIN || origin('sandbox'), process.env.PAYMENTS_PUBLIC_URL || origin('sandbox')].map((o) => new URL(o).origin);
  const uniq = (a) => [...new Set(a)].join(' ');
  return [
    `script-src ${uniq(["'self'", ...remotes])}`,
    `connect-src ${uniq(["'self'", ...apiOrigin, ...remotes])}`,
    `frame-src ${uniq(frames)}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
};

/**
 * The script the shell's server answers at /runtime-config.js: settings that must not need a rebuild.
 * `apiBaseUrl` overrides where the page calls the API (the shell's server passes '/api', its same-origin proxy).
 */
const runtimeConfigScript = ({ apiBaseUrl } = {}) =>
  `window.__CASINO_CONFIG__ = ${JSON.stringify({
    apiBaseUrl: process.env.API_ORIGIN || apiBaseUrl || origin('api'),
    // Game frames come from the provider's origin; the shell trusts balance messages only from it.
    gameOrigin: process.env.GAME_ORIGIN || origin('sandbox'),
    defaultMarket: process.env.DEFAULT_MARKET || 'tr',
    // Where the shell may load remote entries from: CDN origins need the recorded SRI hash, dev origins none.
    remoteOrigins: { cdn: cdnOrigins(), dev: devRemoteOrigins() },
    // Sandbox mode (anything but APP_MODE=production): the ribbon, and test money in the money screens.
    sandbox: process.env.APP_MODE !== 'production',
    // SERVICE_WORKER=off turns the shell's service worker off (an installed one is removed at the next page).
    ...(process.env.SERVICE_WORKER === 'off' ? { serviceWorker: false } : {}),
  })};\n`;

module.exports = { ports, PORT_ENV, DEFAULT_PORTS, portEnvOf, origin, runtimeConfigScript, cdnOrigins, devRemoteOrigins, shellCsp };
