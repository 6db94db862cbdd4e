import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_ADMIN_TOKEN } from '../../config';
import { cdnEnv, startFixtureCdn, type TFixtureCdn } from '../../../test-support/cdn';
import { createTestApp, createTestDatabase, dialects, newIp, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { canaryBucket } from './canary';
import type { TRegistry, TRegistryAuditEntry, TRegistryMarketAdmin, TRemoteChange, TRemoteVersion } from './platform.schemas';

const admin = (actor = 'ayse') => ({ headers: { 'x-admin-token': DEV_ADMIN_TOKEN, 'x-admin-actor': actor, 'accept-language': 'en' } });

/** Device ids on each side of a remote's canary at `percent`. */
const devicesFor = (remote: string, percent: number) => {
  let inside: string | undefined;
  let outside: string | undefined;
  for (let i = 0; !(inside && outside); i++) {
    const id = `device-${remote}-${i.toString(16).padStart(8, '0')}`;
    if (canaryBucket(id, remote) < percent) inside ??= id;
    else outside ??= id;
  }
  return { inside, outside };
};

describe.each(dialects())('remote releases (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let cdn: TFixtureCdn;
  let n = 0;
  const v = (label: string) => `1.${++n}.0-${label}`;

  beforeAll(async () => {
    cdn = await startFixtureCdn();
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database, {
      env: cdnEnv(cdn, { AUTO_ROLLBACK_MIN_SESSIONS: '4', AUTO_ROLLBACK_FAILURE_SHARE: '0.5', REMOTE_REPORTS_PER_IP_PER_MINUTE: '30' }),
    });
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
    await cdn?.close();
  });

  const publish = async (remote: string, version: string, options?: Parameters<TFixtureCdn['upload']>[2]) => {
    const input = await cdn.upload(remote, version, options);
    const res = await t.post<TRemoteVersion>('/admin/registry/publish', input, admin('ci'));
    expect(res.body.success).toBe(true);
    return input;
  };
  const registry = async (market: string, device?: string) =>
    (await t.post<TRegistry>('/platform/registry', { market, ...(device ? { device } : {}) })).body.resultData!;
  const lobbyOf = async (market: string, device?: string) => (await registry(market, device)).remotes.find((r) => r.name === 'lobby');
  const rowOf = async (market: string, remote: string) =>
    (await t.post<TRegistryMarketAdmin[]>('/admin/registry/list', { market }, admin())).body.resultData![0]!.remotes.find((r) => r.name === remote)!;
  const report = (body: Record<string, unknown>, ip = '10.9.9.9') => t.post<{ counted: boolean; rolledBack: boolean }>('/platform/remote-report', body, { ip });

  describe('publish', () => {
    it('records a version with its manifest, entry, SRI hash, shared ranges, routes, commit, who and when', async () => {
      const version = v('pub');
      const input = await publish('account', version);
      const list = await t.post<TRemoteVersion[]>('/admin/registry/versions', { remote: 'account' }, admin());
      expect(list.body.resultData?.[0]).toMatchObject({
        remote: 'account',
        version,
        manifestUrl: `${cdn.origin}/account/${version}/mf-manifest.json`,
        entryUrl: `${cdn.origin}/account/${version}/remoteEntry.js`,
        integrity: input.integrity,
        shared: { react: '^19.3.1', 'react-dom': '^19.3.1', 'react-router': '^7.18.5', '@casino/shared': '^0.1.0' },
        routes: { namespace: 'account' },
        gitCommit: 'abcdef1',
        publishedBy: 'ci',
        publishedAt: t.clock.now().toISOString(),
      });
      expect(input.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    });

    it('refuses a version published twice, and changes nothing', async () => {
      const version = v('twice');
      const first = await publish('account', version);
      const again = await t.post('/admin/registry/publish', { ...first, integrity: first.integrity }, admin('ci'));
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('VERSION_EXISTS');
      expect(again.body.msg).toBe(`account ${version} is already published; versions are immutable, choose a new version.`);
      const list = (await t.post<TRemoteVersion[]>('/admin/registry/versions', { remote: 'account' }, admin())).body.resultData!;
      expect(list.filter((x) => x.version === version)).toHaveLength(1);
      expect(list.find((x) => x.version === version)?.publishedBy).toBe('ci');
    });

    it('refuses a manifest or entry outside the allowed origins', async () => {
      const input = await cdn.upload('account', v('origin'));
      for (const body of [
        { ...input, manifestUrl: 'https://evil.example/account/x/mf-manifest.json' },
        { ...input, entryUrl: 'https://evil.example/account/x/remoteEntry.js' },
      ]) {
        const res = await t.post('/admin/registry/publish', body, admin('ci'));
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('ORIGIN_NOT_ALLOWED');
        expect(res.body.msg).toContain(`(allowed: ${cdn.origin})`);
      }
    });

    it('refuses an entry that does not match its hash (tampered after the build)', async () => {
      const version = v('tamper');
      const input = await cdn.upload('account', version);
      writeFileSync(join(cdn.dir, 'account', version, 'remoteEntry.js'), 'alert("owned")');
      const res = await t.post('/admin/registry/publish', input, admin('ci'));
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('VERSION_UNREACHABLE');
      expect(res.body.msg).toContain('does not match its recorded hash');
    });

    it.each([
      ['a bad integrity', { integrity: 'sha256-abc' }],
      ['the dev version name', { version: 'latest' }],
      ['an unknown remote', { remote: 'casino' }],
    ])('refuses %s', async (_name, patch) => {
      const input = await cdn.upload('account', v('bad'));
      const res = await t.post('/admin/registry/publish', { ...input, ...patch }, admin('ci'));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('pin, rollback and the gate', () => {
    it('pins a version: the next registry request serves its entry and hash; the audit has who, when, old, new and why', async () => {
      const version = v('pin');
      const input = await publish('mail-rewards', version);
      const before = await rowOf('tr', 'mail-rewards');
      const res = await t.post<TRemoteChange>('/admin/registry/pin', { market: 'tr', remote: 'mail-rewards', version, reason: 'release 1' }, admin());
      expect(res.status).toBe(200);
      expect(res.body.resultData).toMatchObject({ market: 'tr', name: 'mail-rewards', version, lastKnownGood: 'latest', revision: before.revision + 1 });
      const served = (await registry('tr')).remotes.find((r) => r.name === 'mail-rewards');
      expect(served).toEqual({ name: 'mail-rewards', version, manifestUrl: input.manifestUrl, entryUrl: input.entryUrl, integrity: input.integrity, channel: 'stable' });
      const [entry] = (await t.post<TRegistryAuditEntry[]>('/admin/registry/audit', { market: 'tr', remote: 'mail-rewards', limit: 1 }, admin())).body.resultData!;
      expect(entry).toMatchObject({ action: 'pin', actor: 'ayse', reason: 'release 1', oldValue: { version: 'latest' }, newValue: { version, lastKnownGood: 'latest' } });
      expect(entry?.createdAt).toBe(t.clock.now().toISOString());
    });

    it('rolls back to the previously pinned version, then to the dev build, then refuses', async () => {
      const [a, b] = [v('a'), v('b')];
      await publish('wheel', a);
      await publish('wheel', b);
      await t.post('/admin/registry/pin', { market: 'tr', remote: 'wheel', version: a, reason: 'first' }, admin());
      await t.post('/admin/registry/pin', { market: 'tr', remote: 'wheel', version: b, reason: 'second' }, admin());
      const back = await t.post<TRemoteChange>('/admin/registry/rollback', { market: 'tr', remote: 'wheel', reason: 'b breaks the grid' }, admin());
      expect(back.body.resultData).toMatchObject({ version: a });
      expect((await registry('tr')).remotes.find((r) => r.name === 'wheel')?.version).toBe(a);
      const again = await t.post<TRemoteChange>('/admin/registry/rollback', { market: 'tr', remote: 'wheel', reason: 'all the way' }, admin());
      expect(again.body.resultData).toMatchObject({ version: null });
      expect((await registry('tr')).remotes.find((r) => r.name === 'wheel')).toMatchObject({ version: 'latest', integrity: null });
      const none = await t.post('/admin/registry/rollback', { market: 'tr', remote: 'wheel', reason: 'nothing left' }, admin());
      expect(none.status).toBe(409);
      expect(none.body.code).toBe('NOTHING_TO_ROLL_BACK');
    });

    it.each([
      ['an unknown version', { market: 'tr', remote: 'lobby', version: '9.9.9', reason: 'ship it' }, 404, 'VERSION_NOT_FOUND', 'Version 9.9.9 of lobby is not published.'],
      ['an unknown market', { market: 'zz', remote: 'lobby', version: '9.9.9', reason: 'ship it' }, 404, 'MARKET_NOT_FOUND', 'Unknown market: zz.'],
      ['an unknown remote', { market: 'tr', remote: 'casino', version: '9.9.9', reason: 'ship it' }, 400, 'VALIDATION_FAILED', undefined],
      ['no reason', { market: 'tr', remote: 'lobby', version: '9.9.9' }, 400, 'VALIDATION_FAILED', 'Give a reason (3-500 characters).'],
    ])('refuses to pin %s', async (_name, body, status, code, msg) => {
      const res = await t.post('/admin/registry/pin', body, admin());
      expect(res.status).toBe(status);
      expect(res.body.code).toBe(code);
      if (msg) expect(res.body.msg).toBe(msg);
    });

    it('refuses a version whose shared singletons cannot run with the shell, naming the package and both ranges', async () => {
      const version = v('react20');
      await publish('account', version, {
        shared: [
          { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true },
          { name: '@casino/shared', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
        ],
      });
      for (const [url, body] of [
        ['/admin/registry/pin', { market: 'tr', remote: 'account', version, reason: 'try it' }],
        ['/admin/registry/canary', { market: 'tr', remote: 'account', version, percent: 10, reason: 'try it' }],
      ] as const) {
        const res = await t.post(url, body, admin());
        expect(res.status).toBe(409);
        expect(res.body.code).toBe('REMOTE_INCOMPATIBLE');
        expect(res.body.msg).toBe(`${version} cannot run with the shell this market serves: react: the version needs ^20.0.0, the shell provides 19.3.1 (^19.3.1).`);
      }
      expect((await lobbyOf('tr'))?.version).toBe('latest');
    });

    it('refuses a version whose files are gone or whose CDN is down', async () => {
      const version = v('gone');
      await publish('account', version);
      rmSync(join(cdn.dir, 'account', version, 'remoteEntry.js'));
      const gone = await t.post('/admin/registry/pin', { market: 'tr', remote: 'account', version, reason: 'ship' }, admin());
      expect(gone.status).toBe(422);
      expect(gone.body.code).toBe('VERSION_UNREACHABLE');
      expect(gone.body.msg).toContain('answered HTTP 404');

      const other = v('down');
      await publish('account', other);
      cdn.down = true;
      try {
        const down = await t.post('/admin/registry/pin', { market: 'tr', remote: 'account', version: other, reason: 'ship' }, admin());
        expect(down.body.code).toBe('VERSION_UNREACHABLE');
      } finally {
        cdn.down = false;
      }
    });

    it('refuses a change made on a stale revision (REGISTRY_CONFLICT)', async () => {
      const version = v('stale');
      await publish('lobby', version);
      const { revision } = await rowOf('az', 'lobby');
      await t.post('/admin/registry/disable', { market: 'az', remote: 'lobby', reason: 'maintenance', expectedRevision: revision }, admin());
      const stale = await t.post('/admin/registry/pin', { market: 'az', remote: 'lobby', version, reason: 'ship', expectedRevision: revision }, admin());
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('REGISTRY_CONFLICT');
      expect(stale.body.msg).toBe(`az/lobby changed meanwhile (you saw revision ${revision}, it is now ${revision + 1}). Reload and try again.`);
      await t.post('/admin/registry/enable', { market: 'az', remote: 'lobby', reason: 'back' }, admin());
    });

    it('two concurrent pins on the same revision: one wins, the other gets REGISTRY_CONFLICT', async () => {
      const [a, b] = [v('ca'), v('cb')];
      await publish('account', a);
      await publish('account', b);
      const { revision } = await rowOf('az', 'account');
      const results = await Promise.all(
        [a, b].map((version, i) => t.post<TRemoteChange>('/admin/registry/pin', { market: 'az', remote: 'account', version, reason: 'race', expectedRevision: revision }, admin(`staff-${i}`))),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.status === 200)!.body.resultData!;
      const after = await rowOf('az', 'account');
      expect(after).toMatchObject({ version: winner.version, revision: revision + 1 });
      const audit = (await t.post<TRegistryAuditEntry[]>('/admin/registry/audit', { market: 'az', remote: 'account', action: 'pin' }, admin())).body.resultData!;
      expect(audit.filter((e) => e.reason === 'race')).toHaveLength(1);
    });

    it('two concurrent pins without a revision serialize: both land, in one order, nothing lost', async () => {
      const [a, b] = [v('sa'), v('sb')];
      await publish('mail-rewards', a);
      await publish('mail-rewards', b);
      const before = await rowOf('az', 'mail-rewards');
      await Promise.all([a, b].map((version) => t.post('/admin/registry/pin', { market: 'az', remote: 'mail-rewards', version, reason: 'serial' }, admin())));
      const after = await rowOf('az', 'mail-rewards');
      expect(after.revision).toBe(before.revision + 2);
      const audit = (await t.post<TRegistryAuditEntry[]>('/admin/registry/audit', { market: 'az', remote: 'mail-rewards', limit: 2 }, admin())).body.resultData!;
      // The later pin saw the earlier one: its old value is the other version.
      const [last, first] = audit;
      expect((last?.oldValue as { version: string }).version).toBe((first?.newValue as { version: string }).version);
      expect(after.version).toBe((last?.newValue as { version: string }).version);
    });
  });

  describe('canary', () => {
    it('serves the canary to its devices only (sticky), growing keeps them, 0 ends it', async () => {
      const version = v('canary');
      const input = await publish('lobby', version);
      const { inside, outside } = devicesFor('lobby', 30);
      // Before the canary every device gets the same answer (a page may carry it); during it, not.
      expect((await registry('tr')).sharedByAllDevices).toBe(true);
      const res = await t.post<TRemoteChange>('/admin/registry/canary', { market: 'tr', remote: 'lobby', version, percent: 30, reason: 'try on 30%' }, admin());
      expect(res.body.resultData).toMatchObject({ canary: { version, percent: 30 } });
      expect(await lobbyOf('tr', inside)).toMatchObject({ version, integrity: input.integrity, channel: 'canary' });
      expect(await lobbyOf('tr', outside)).toMatchObject({ version: 'latest', channel: 'stable' });
      // No device id: the stable side.
      expect(await lobbyOf('tr')).toMatchObject({ version: 'latest' });
      expect((await registry('tr')).sharedByAllDevices).toBe(false);
      await t.post('/admin/registry/canary', { market: 'tr', remote: 'lobby', version, percent: 60, reason: 'grow' }, admin());
      expect(await lobbyOf('tr', inside)).toMatchObject({ version, channel: 'canary' });
      const row = await rowOf('tr', 'lobby');
      expect(row.canary).toMatchObject({ version, percent: 60 });
      await t.post('/admin/registry/canary', { market: 'tr', remote: 'lobby', version, percent: 0, reason: 'enough' }, admin());
      expect(await lobbyOf('tr', inside)).toMatchObject({ version: 'latest', channel: 'stable' });
      expect((await rowOf('tr', 'lobby')).canary).toBeNull();
      expect((await registry('tr')).sharedByAllDevices).toBe(true);
    });

    it.each([101, -1, 12.5, '50%'])('refuses a canary percentage of %j', async (percent) => {
      const res = await t.post('/admin/registry/canary', { market: 'tr', remote: 'lobby', version: '1.0.0', percent, reason: 'bad' }, admin());
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.msg).toBe('The canary percentage must be an integer from 0 to 100.');
    });

    it('pinning the canary version promotes it: everyone gets it and the canary ends', async () => {
      const version = v('promote');
      await publish('account', version);
      await t.post('/admin/registry/canary', { market: 'tr', remote: 'account', version, percent: 10, reason: 'try' }, admin());
      await t.post('/admin/registry/pin', { market: 'tr', remote: 'account', version, reason: 'promote' }, admin());
      const row = await rowOf('tr', 'account');
      expect(row).toMatchObject({ version, canary: null });
    });
  });

  describe('reports and the automatic rollback', () => {
    it('a failing canary goes back by itself once more than the share of at least N sessions failed, audited with the figures', async () => {
      const version = v('bad');
      await publish('lobby', version);
      await t.post('/admin/registry/canary', { market: 'az', remote: 'lobby', version, percent: 50, reason: 'try on half' }, admin());
      const base = { market: 'az', remote: 'lobby', version };
      expect((await report({ ...base, device: 'd1', outcome: 'ok' })).body.resultData).toEqual({ counted: true, rolledBack: false });
      // A runtime error spans lines: the report is still taken.
      expect((await report({ ...base, device: 'd2', outcome: 'failed', stage: 'render', message: 'Failed to load script resources. #RUNTIME-008\nargs: {}' })).status).toBe(200);
      // A second report of a session that already counted: a failure, not a new session.
      await report({ ...base, device: 'd1', outcome: 'failed', first: false });
      expect((await report({ ...base, device: 'd3', outcome: 'failed', stage: 'entry' })).body.resultData).toEqual({ counted: true, rolledBack: false });
      // 3 sessions: under N = 4, whatever the share.
      expect((await rowOf('az', 'lobby')).canary).not.toBeNull();
      const fourth = await report({ ...base, device: 'd4', outcome: 'failed', stage: 'integrity' });
      expect(fourth.body.resultData).toEqual({ counted: true, rolledBack: true });
      const row = await rowOf('az', 'lobby');
      expect(row.canary).toBeNull();
      expect(row.failure[version]).toEqual({ sessions: 4, failed: 4, rate: 1 });
      const [entry] = (await t.post<TRegistryAuditEntry[]>('/admin/registry/audit', { market: 'az', action: 'auto-rollback' }, admin())).body.resultData!;
      expect(entry).toMatchObject({
        actor: 'auto-rollback',
        remoteName: 'lobby',
        oldValue: { canary: { version, percent: 50 } },
        newValue: { canary: null, rolledBack: version, from: 'canary', sessions: 4, failed: 4, rate: 1, minSessions: 4, failureShare: 0.5 },
      });
      expect(entry?.reason).toContain(`canary ${version} failed in 4 of 4 sessions (100%)`);
      // Reports of the rolled-back version still arriving from open pages are acknowledged, not counted.
      expect((await report({ ...base, device: 'd5', outcome: 'failed' })).body.resultData).toEqual({ counted: false, rolledBack: false });
    });

    it('a freshly pinned version that fails goes back to the last known good version', async () => {
      const [good, bad] = [v('good'), v('worse')];
      await publish('wheel', good);
      await publish('wheel', bad);
      await t.post('/admin/registry/pin', { market: 'az', remote: 'wheel', version: good, reason: 'good one' }, admin());
      await t.post('/admin/registry/pin', { market: 'az', remote: 'wheel', version: bad, reason: 'new one' }, admin());
      expect((await rowOf('az', 'wheel')).lastKnownGood).toBe(good);
      for (let i = 0; i < 4; i++) await report({ market: 'az', remote: 'wheel', version: bad, device: `w${i}`, outcome: i === 0 ? 'ok' : 'failed' });
      const row = await rowOf('az', 'wheel');
      expect(row).toMatchObject({ version: good, lastKnownGood: good });
      // The automatic rollback also popped the pin history: a manual rollback goes further back, not to `bad`.
      const back = await t.post<TRemoteChange>('/admin/registry/rollback', { market: 'az', remote: 'wheel', reason: 'further' }, admin());
      expect(back.body.resultData?.version).toBeNull();
    });

    it('a healthy canary stays', async () => {
      const version = v('fine');
      await publish('account', version);
      await t.post('/admin/registry/canary', { market: 'az', remote: 'account', version, percent: 20, reason: 'try' }, admin());
      for (let i = 0; i < 8; i++) await report({ market: 'az', remote: 'account', version, device: `f${i}`, outcome: i < 3 ? 'failed' : 'ok' });
      expect((await rowOf('az', 'account')).canary).toMatchObject({ version, percent: 20 });
    });

    it('counts concurrent reports exactly (one upsert each, none lost)', async () => {
      const version = v('many');
      await publish('mail-rewards', version);
      await t.post('/admin/registry/canary', { market: 'tr', remote: 'mail-rewards', version, percent: 5, reason: 'try' }, admin());
      await Promise.all(Array.from({ length: 20 }, (_, i) => report({ market: 'tr', remote: 'mail-rewards', version, device: `c${i}`, outcome: 'ok' }, newIp())));
      expect((await rowOf('tr', 'mail-rewards')).failure[version]).toEqual({ sessions: 20, failed: 0, rate: 0 });
    });

    it.each([
      ['a bad outcome', { outcome: 'meh' }, 400, 'VALIDATION_FAILED'],
      ['no device', { device: undefined }, 400, 'VALIDATION_FAILED'],
      ['an unknown remote', { remote: 'casino' }, 400, 'VALIDATION_FAILED'],
      ['an unknown market', { market: 'zz' }, 404, 'REMOTE_NOT_CONFIGURED'],
    ])('refuses a report with %s', async (_name, patch, status, code) => {
      const res = await report({ market: 'tr', remote: 'lobby', version: 'latest', device: 'x1', outcome: 'ok', ...patch }, newIp());
      expect(res.status).toBe(status);
      expect(res.body.code).toBe(code);
    });

    it('rate-limits reports per IP', async () => {
      const ip = newIp();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await report({ market: 'tr', remote: 'lobby', version: 'latest', device: `r${i}`, outcome: 'ok' }, ip)).status);
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  });
  describe('switched off', () => {
    it("names a switched-off remote's paths: its dev build's routes.json outside production, a published version's recorded routes", async () => {
      // Seeded off in az, on its dev build: the shell reads that build's routes.json itself.
      const dev = (await registry('az')).switchedOff.find((r) => r.name === 'wheel');
      expect(dev).toEqual({ name: 'wheel', paths: [], routesUrl: expect.stringMatching(/^http:\/\/.+\/routes\.json$/) });

      const version = v('off');
      const input = await cdn.upload('wheel', version);
      const routes = { namespace: 'wheel', routes: [{ path: 'vip-wheel', name: 'VipWheel', titleKey: 'wheel:routes.VipWheel', layouts: ['desktop'], order: 35, children: [{ path: 'history', name: 'H', titleKey: 'x', layouts: ['desktop'], order: 1 }] }] };
      expect((await t.post('/admin/registry/publish', { ...input, routes }, admin('ci'))).body.success).toBe(true);
      expect((await t.post('/admin/registry/pin', { market: 'az', remote: 'wheel', version, reason: 'ready when it is switched on' }, admin())).status).toBe(200);
      const published = await registry('az');
      expect(published.remotes.map((r) => r.name)).not.toContain('wheel');
      expect(published.switchedOff).toEqual([{ name: 'wheel', paths: ['/vip-wheel', '/vip-wheel/history'], routesUrl: null }]);
      // A market with everything on has nothing switched off.
      expect((await registry('tr')).switchedOff).toEqual([]);
    });
  });
});
