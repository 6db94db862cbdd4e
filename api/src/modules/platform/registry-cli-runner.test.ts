import { createServer, type AddressInfo } from 'node:net';
import { createTestApp, createTestDatabase, oneDialect, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { createMemoryRateLimiter } from '../../lib/rate-limiter';
import { createPlatformModule } from './platform.module';
import type { TRegistry } from './platform.schemas';
import { createDirectRegistryClient } from './registry-client';
import { runRegistryCli, type CliDeps } from './registry-cli-runner';

/** A port nothing listens on. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(oneDialect())('registry CLI (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let apiUrl: string;
  let directOpened = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const run = async (argv: string[], env: NodeJS.ProcessEnv = { REGISTRY_API_URL: apiUrl }) => {
    const out: string[] = [];
    const err: string[] = [];
    const deps: CliDeps = {
      config: t.config,
      env: { REGISTRY_ACTOR: 'cli-test', ...env },
      io: { out: (l) => out.push(l), err: (l) => err.push(l) },
      openDirect: async (actor) => {
        directOpened += 1;
        const module = createPlatformModule({ db: testDb.database.db, config: t.config, clock: t.clock, logger: silent, limiter: createMemoryRateLimiter(t.clock) });
        return { client: createDirectRegistryClient(module, actor), close: async () => undefined };
      },
    };
    const code = await runRegistryCli(argv, deps);
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  const registry = async (market: string) => (await t.post<TRegistry>('/platform/registry', { market })).body.resultData;

  it('lists markets and remotes through the running API', async () => {
    const res = await run(['list', 'az']);
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/market az {2}Azerbaijan {2}lang=en {2}currency=AZN/);
    expect(res.out).toMatch(/wheel\s+off/);
    expect(res.err).toContain('via the API');
    expect(directOpened).toBe(0);
  });

  it('disables and enables a remote; the next registry request sees it', async () => {
    expect((await run(['disable', 'tr', 'mail-rewards'])).code).toBe(0);
    expect((await registry('tr'))?.remotes.map((r) => r.name)).not.toContain('mail-rewards');
    const on = await run(['enable', 'tr', 'mail-rewards']);
    expect(on.code).toBe(0);
    expect(on.out).toContain('tr/mail-rewards: enabled');
    expect((await registry('tr'))?.remotes.map((r) => r.name)).toContain('mail-rewards');
  });

  it('points a remote at a dev build with a reason, and the audit shows who did it and why', async () => {
    const res = await run(['set', 'az', 'lobby', '--url', 'http://localhost:3002/mf-manifest.json', '--reason', 'try a review build']);
    expect(res.code).toBe(0);
    expect((await registry('az'))?.remotes.find((r) => r.name === 'lobby')).toMatchObject({ manifestUrl: 'http://localhost:3002/mf-manifest.json' });
    const audit = await run(['audit', 'az', '--limit', '1']);
    expect(audit.out).toMatch(/cli-test {2}set {2}az\/lobby .*"manifestUrl":"http:\/\/localhost:3001\/mf-manifest.json".*-> .*"manifestUrl":"http:\/\/localhost:3002\/mf-manifest.json".*\(try a review build\)/);
    expect((await run(['set', 'az', 'lobby', '--url', 'http://localhost:3001/mf-manifest.json'])).code).toBe(0);
  });

  it.each([
    [['enable', 'mars', 'wheel'], /Unknown market: mars/],
    [['enable', 'tr', 'casino'], /Unknown remote/],
    [['set', 'tr', 'lobby', '--url', 'not-a-url'], /manifest URL must be a valid http\(s\) URL/],
    [['set', 'tr', 'lobby'], /set needs --url/],
    [['pin', 'tr', 'lobby', '1.0.0'], /Give a reason/],
    [['pin', 'tr', 'lobby'], /pin needs <market> <remote> <version>/],
    [['canary', 'tr', 'lobby', '1.0.0', '101', '--reason', 'more'], /canary percentage must be an integer from 0 to 100/],
    [['canary', 'tr', 'lobby', '1.0.0', '-5', '--reason', 'more'], /canary percentage must be an integer from 0 to 100/],
    [['pin', 'tr', 'lobby', 'nope', '--reason', 'ship it'], /Version nope of lobby is not published/],
    [['preview', 'az', 'lobby', 'nope', '--reason', 'look at it'], /Version nope of lobby is not published/],
    [['preview', 'az', 'lobby', 'nope', '--ttl', '25h', '--reason', 'look at it'], /A preview lasts from 1 minute to 24 hours/],
    [['preview', 'az', 'lobby', '--reason', 'look'], /preview needs <market> <remote> <version>/],
    [['rollback', 'tr', 'lobby', '--reason', 'back'], /tr\/lobby has no earlier version to roll back to/],
    [['versions', 'casino'], /Unknown remote/],
    [['set', 'tr', 'lobby', '--colour', 'red'], /unknown option --colour/],
    [['frobnicate'], /unknown command "frobnicate"/],
    [[], /no command given/],
  ])('fails clearly with exit 1 for %j', async (argv, message) => {
    const res = await run(argv);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(message);
  });

  it('falls back to the database when no API is running', async () => {
    const res = await run(['disable', 'az', 'account'], { REGISTRY_API_URL: `http://127.0.0.1:${await freePort()}` });
    expect(res.code).toBe(0);
    expect(res.err).toContain('API not running');
    expect(directOpened).toBe(1);
    expect((await registry('az'))?.remotes.map((r) => r.name)).not.toContain('account');
    const audit = await run(['audit', 'az', '--limit', '1']);
    expect(audit.out).toMatch(/cli-test {2}disable {2}az\/account/);
  });

  it('refuses a wrong staff token from the API', async () => {
    const out: string[] = [];
    const code = await runRegistryCli(['list'], {
      config: { ...t.config, adminToken: 'wrong-token-wrong-token' },
      env: { REGISTRY_API_URL: apiUrl },
      io: { out: (l) => out.push(l), err: (l) => out.push(l) },
      openDirect: () => Promise.reject(new Error('must not open the database')),
    });
    expect(code).toBe(1);
    expect(out.join('\n')).toContain('Invalid admin token');
  });
});
