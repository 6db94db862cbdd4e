// One place for every port and origin of the local system; each is overridable by environment.
const num = (name, fallback) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a TCP port, got "${raw}"`);
  }
  return value;
};

const ports = {
  shell: num('SHELL_PORT', 3000),
  lobby: num('LOBBY_PORT', 3001),
  account: num('ACCOUNT_PORT', 3002),
  'mail-rewards': num('MAIL_REWARDS_PORT', 3003),
  wheel: num('WHEEL_PORT', 3004),
  // The staff console (a plain SPA, not federated).
  console: num('CONSOLE_PORT', 3005),
  api: num('API_PORT', 4000),
  sandbox: num('SANDBOX_PORT', 4100),
  // The CDN origin that serves published remote versions (.data/cdn/<remote>/<version>/).
  cdn: num('CDN_PORT', 3006),
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
 * Styles and images are not restricted (the remotes inject their CSS as <style> tags).
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
  })};\n`;

module.exports = { ports, origin, runtimeConfigScript, cdnOrigins, devRemoteOrigins, shellCsp };
