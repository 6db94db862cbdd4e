import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { cdnEnv, startFixtureCdn, type TFixtureCdn } from '../../../test-support/cdn';
import { createTestApp, createTestDatabase, oneDialect, type TestApp, type TestDatabase } from '../../../test-support/harness';
import type { CliDeps } from './cli-support';
import type { TRemoteVersion } from './platform.schemas';
import { runPublishCli } from './publish-cli-runner';
import { sriOf } from './release-checks';
import { runRegistryCli } from './registry-cli-runner';

describe.each(oneDialect())('pnpm remote publish (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let cdn: TFixtureCdn;
  let apiUrl: string;

  beforeAll(async () => {
    cdn = await startFixtureCdn();
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database, { env: cdnEnv(cdn) });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
    await cdn?.close();
  });

  const deps = (out: string[], err: string[]): CliDeps & { storage: TFixtureCdn['storage'] } => ({
    config: t.config,
    env: { REGISTRY_API_URL: apiUrl, REGISTRY_ACTOR: 'team-lobby' },
    io: { out: (l) => out.push(l), err: (l) => err.push(l) },
    storage: cdn.storage,
    openDirect: () => Promise.reject(new Error('the API is running')),
  });
  const publish = async (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runPublishCli(argv, deps(out, err));
    return { code, out, err: err.join('\n') };
  };

  it('uploads the build under /<remote>/<version>/, records it, and prints the version last', async () => {
    const build = cdn.makeBuild('lobby');
    const res = await publish(['publish', 'lobby', '--version', '2.0.0', '--dir', build, '--commit', '0123abcd']);
    expect(res.err).toContain('via the API');
    expect(res.code).toBe(0);
    expect(res.out.at(-1)).toBe('2.0.0');
    const served = await fetch(`${cdn.origin}/lobby/2.0.0/remoteEntry.js`);
    const entry = new Uint8Array(await served.arrayBuffer());
    expect(entry).toEqual(new Uint8Array(readFileSync(join(build, 'remoteEntry.js'))));
    const [recorded] = (await t.post<TRemoteVersion[]>('/admin/registry/versions', { remote: 'lobby' }, { headers: { 'x-admin-token': t.config.adminToken } })).body.resultData!;
    expect(recorded).toMatchObject({ version: '2.0.0', integrity: sriOf(entry), publishedBy: 'team-lobby', gitCommit: '0123abcd' });

    const listed: string[] = [];
    expect(await runRegistryCli(['versions', 'lobby'], { ...deps(listed, []) })).toBe(0);
    expect(listed.join('\n')).toMatch(/^2\.0\.0\s+\S+\s+team-lobby\s+0123abcd\s+http/m);
  });

  it('refuses a version that exists: exit 1 and nothing changed on the CDN or in the database', async () => {
    const first = cdn.makeBuild('lobby');
    expect((await publish(['publish', 'lobby', '--version', '2.1.0', '--dir', first])).code).toBe(0);
    const before = readFileSync(join(cdn.dir, 'lobby', '2.1.0', 'remoteEntry.js'));
    const second = cdn.makeBuild('lobby', { entry: 'var mf_lobby = "another build";' });
    const res = await publish(['publish', 'lobby', '--version', '2.1.0', '--dir', second]);
    expect(res.code).toBe(1);
    expect(res.err).toContain('lobby 2.1.0 is already published; versions are immutable');
    expect(readFileSync(join(cdn.dir, 'lobby', '2.1.0', 'remoteEntry.js'))).toEqual(before);
  });

  it('removes the upload when the record is refused (an origin the API does not allow)', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const { createFolderStorage } = await import('./cdn-storage');
    const elsewhere = createFolderStorage({ dir: cdn.dir, publicUrl: 'https://evil.example' });
    const code = await runPublishCli(['publish', 'lobby', '--version', '2.2.0', '--dir', cdn.makeBuild('lobby')], { ...deps(out, err), storage: elsewhere });
    expect(code).toBe(1);
    expect(err.join('\n')).toContain('https://evil.example/lobby/2.2.0/mf-manifest.json is not on an allowed origin');
    expect(existsSync(join(cdn.dir, 'lobby', '2.2.0'))).toBe(false);
  });

  it.each([
    [['publish', 'lobby', '--version', '3.0.0'], /publish needs <remote> --version <v> --dir/],
    [['publish', 'casino', '--version', '3.0.0', '--dir', '/tmp'], /Unknown remote/],
    [['publish', 'lobby', '--version', 'v 3', '--dir', '/tmp'], /version must be 1-64 characters/],
    [['publish', 'lobby', '--version', '3.0.0', '--dir', '/nonexistent'], /cannot read \/nonexistent\/mf-manifest.json/],
    [['release', 'lobby'], /unknown command "release"/],
  ])('fails clearly for %j', async (argv, message) => {
    const res = await publish(argv);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(message);
  });

  it('records the build time from build-info.json and the author, and prints both beside the publish time', async () => {
    const build = cdn.makeBuild('lobby');
    writeFileSync(join(build, 'build-info.json'), JSON.stringify({ builtAt: '2026-11-30T08:15:00.000Z', commit: null }));
    const res = await publish(['publish', 'lobby', '--version', '2.0.1', '--dir', build, '--commit', 'abcdef12', '--author', 'Ayşe Yılmaz']);
    expect(res.code).toBe(0);
    expect(res.out.join('\n')).toContain('built     2026-11-30T08:15:00.000Z  commit abcdef12  by Ayşe Yılmaz');
    const versions = (await t.post<TRemoteVersion[]>('/admin/registry/versions', { remote: 'lobby' }, { headers: { 'x-admin-token': t.config.adminToken } })).body.resultData!;
    expect(versions.find((v) => v.version === '2.0.1')).toMatchObject({ builtAt: '2026-11-30T08:15:00.000Z', gitAuthor: 'Ayşe Yılmaz', gitCommit: 'abcdef12' });

    const listed: string[] = [];
    expect(await runRegistryCli(['versions', 'lobby'], { ...deps(listed, []) })).toBe(0);
    expect(listed.join('\n')).toMatch(/built 2026-11-30T08:15:00\.000Z {2}published 20\S+ {2}author Ayşe Yılmaz/);
  });

  it("falls back to the entry's modification time without build-info.json; no author is null", async () => {
    const build = cdn.makeBuild('lobby');
    const when = new Date('2026-11-29T10:00:00.000Z');
    utimesSync(join(build, 'remoteEntry.js'), when, when);
    expect((await publish(['publish', 'lobby', '--version', '2.0.2', '--dir', build])).code).toBe(0);
    const versions = (await t.post<TRemoteVersion[]>('/admin/registry/versions', { remote: 'lobby' }, { headers: { 'x-admin-token': t.config.adminToken } })).body.resultData!;
    expect(versions.find((v) => v.version === '2.0.2')).toMatchObject({ builtAt: when.toISOString(), gitAuthor: null, gitCommit: null });
  });

  it('records the sizes measured at publish and the reason a version went out over its budget', async () => {
    const sizes = { unit: 'bytes', entry: 8409, exposes: { './routes': 862 }, routes: { Home: 14956 } };
    const res = await publish(['publish', 'lobby', '--version', '2.3.0', '--dir', cdn.makeBuild('lobby'), '--sizes', JSON.stringify(sizes), '--over-budget', 'the new home banner, trimmed next week']);
    expect(res.code).toBe(0);
    expect(res.out).toContain('  over its size budget, recorded reason: the new home banner, trimmed next week');
    const versions = (await t.post<TRemoteVersion[]>('/admin/registry/versions', { remote: 'lobby' }, { headers: { 'x-admin-token': t.config.adminToken } })).body.resultData!;
    expect(versions.find((v) => v.version === '2.3.0')).toMatchObject({ sizes, overBudgetReason: 'the new home banner, trimmed next week' });
    // Published within budget (no reason) and without figures: both null, never made up.
    expect(versions.find((v) => v.version === '2.0.0')).toMatchObject({ sizes: null, overBudgetReason: null });
    const listed: string[] = [];
    expect(await runRegistryCli(['versions', 'lobby'], { ...deps(listed, []) })).toBe(0);
    expect(listed.join('\n')).toMatch(/^2\.3\.0 .*\n\s+sizes: entry 8\.4 kB, largest route 15\.0 kB \(brotli\)\n\s+published over its size budget: the new home banner, trimmed next week$/m);
  });

  it.each([
    [{ unit: 'bytes', entry: -1, exposes: {}, routes: {} }, /sizes are invalid/],
    [{ unit: 'kB', entry: 1, exposes: {}, routes: {} }, /sizes are invalid/],
    [{ unit: 'bytes', entry: 1, exposes: { './routes': 1.5 }, routes: {} }, /sizes are invalid/],
  ])('refuses figures that are not sizes (%j): nothing uploaded or recorded', async (sizes, message) => {
    const res = await publish(['publish', 'lobby', '--version', '2.4.0', '--dir', cdn.makeBuild('lobby'), '--sizes', JSON.stringify(sizes)]);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(message);
    expect(existsSync(join(cdn.dir, 'lobby', '2.4.0'))).toBe(false);
  });

  it('refuses an over-budget reason that says nothing', async () => {
    const res = await publish(['publish', 'lobby', '--version', '2.5.0', '--dir', cdn.makeBuild('lobby'), '--over-budget', 'x']);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/Give a reason \(3-500 characters\)/);
  });

  it("refuses another remote's build", async () => {
    const res = await publish(['publish', 'lobby', '--version', '3.1.0', '--dir', cdn.makeBuild('account')]);
    expect(res.code).toBe(1);
    expect(res.err).toContain('is not a build of lobby: its manifest names "mf_account"');
  });
});
