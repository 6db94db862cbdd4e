import portsModule from '@casino/tools/ports.cjs';
import { ConfigError, DEV_ADMIN_TOKEN, DEV_APP_SECRET, DEV_SANDBOX_SECRET, loadConfig } from './config';

describe('config', () => {
  it('defaults to sandbox mode with dev secrets and PGlite under the repo root', () => {
    const config = loadConfig({});
    expect(config.mode).toBe('sandbox');
    expect(config.adminToken).toBe(DEV_ADMIN_TOKEN);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data[\\/]pglite$/);
    expect(config.corsOrigins).toContain('http://localhost:3000');
  });

  it('gives game frames the same origin the shell trusts (tools/ports.cjs), or GAME_ORIGIN', () => {
    const runtime = new Function('window', `${portsModule.runtimeConfigScript()}; return window.__CASINO_CONFIG__;`)({}) as { gameOrigin: string };
    expect(loadConfig({}).gameOrigin).toBe(runtime.gameOrigin);
    expect(loadConfig({ GAME_ORIGIN: 'https://games.example.com/' }).gameOrigin).toBe('https://games.example.com');
  });

  it('fails fast in production without secrets, naming each variable', () => {
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(/ADMIN_TOKEN[\s\S]*SANDBOX_SHARED_SECRET[\s\S]*APP_SECRET/);
  });

  it('the preview links secret: required in production, random per process otherwise', () => {
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(/PREVIEW_SECRET/);
    const [a, b] = [loadConfig({}), loadConfig({})];
    expect(a.releases.previewSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(a.releases.previewSecret).not.toBe(b.releases.previewSecret);
    expect(loadConfig({ PREVIEW_SECRET: 'p'.repeat(32) }).releases.previewSecret).toBe('p'.repeat(32));
    expect(() => loadConfig({ PREVIEW_SECRET: 'short' })).toThrow(/PREVIEW_SECRET/);
  });

  it('refuses a malformed DATABASE_URL and LOG_LEVEL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('accepts production with its secrets, and extra CORS origins', () => {
    const config = loadConfig({
      APP_MODE: 'production',
      ADMIN_TOKEN: 'a'.repeat(32),
      SANDBOX_SHARED_SECRET: 'b'.repeat(32),
      APP_SECRET: 'c'.repeat(32),
      PREVIEW_SECRET: 'd'.repeat(32),
      DATABASE_URL: 'postgres://u@db/casino',
      CORS_ORIGINS: 'https://www.example.com, https://m.example.com',
    });
    expect(config.mode).toBe('production');
    expect(config.corsOrigins).toEqual(expect.arrayContaining(['https://www.example.com', 'https://m.example.com']));
    expect(config.corsOrigins).not.toContain('http://127.0.0.1:3000');
  });
});

describe('production secrets', () => {
  const production = { APP_MODE: 'production', ADMIN_TOKEN: 'a-real-admin-token-0001', SANDBOX_SHARED_SECRET: 'a-real-shared-secret-01', APP_SECRET: 'a-real-app-secret-000001', PREVIEW_SECRET: 'a-real-preview-secret-0000000001' };

  it.each(['ADMIN_TOKEN', 'SANDBOX_SHARED_SECRET', 'APP_SECRET'] as const)('refuses the published development value of %s', (key) => {
    const dev = { ADMIN_TOKEN: DEV_ADMIN_TOKEN, SANDBOX_SHARED_SECRET: DEV_SANDBOX_SECRET, APP_SECRET: DEV_APP_SECRET }[key];
    expect(() => loadConfig({ ...production, [key]: dev })).toThrow(new RegExp(`${key}: is the published development value`));
  });

  it('accepts secrets of its own', () => {
    expect(loadConfig(production).mode).toBe('production');
  });
});
