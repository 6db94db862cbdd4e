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
};

const host = process.env.PUBLIC_HOST || 'localhost';
const origin = (name) => `http://${host}:${ports[name]}`;

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
  })};\n`;

module.exports = { ports, origin, runtimeConfigScript };
