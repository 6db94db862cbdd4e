import { sql } from 'drizzle-orm';
import { DEV_ADMIN_TOKEN } from '../../config';
import { cdnEnv, startFixtureCdn, type TFixtureCdn } from '../../../test-support/cdn';
import { createTestApp, createTestDatabase, dialects, newDevice, type TestApp, type TestDatabase } from '../../../test-support/harness';
import type { TRegistry, TRegistryAuditEntry, TRemoteVersion } from './platform.schemas';
import { signPreview, verifyPreview } from './preview-token';
import type { RegistryPreviewLink } from '@casino/shared/contracts';

const admin = (actor = 'ayse') => ({ headers: { 'x-admin-token': DEV_ADMIN_TOKEN, 'x-admin-actor': actor, 'accept-language': 'en' } });
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** The token with its claims changed but its signature kept. */
const tamper = (token: string, change: (claims: Record<string, unknown>) => void) => {
  const [body, sig] = token.split('.');
  const claims = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(claims);
  return `${b64(claims)}.${sig}`;
};

describe('preview token', () => {
  it('verifies what it signed and nothing else', () => {
    const token = signPreview({ id: 'p1', market: 'az', pairs: [{ remote: 'lobby', version: '1.0.0' }], exp: 1_000 }, 'k'.repeat(32));
    expect(verifyPreview(token, 'k'.repeat(32))).toEqual({ id: 'p1', market: 'az', pairs: [{ remote: 'lobby', version: '1.0.0' }], exp: 1_000 });
    expect(verifyPreview(token, 'x'.repeat(32))).toBeNull();
    expect(verifyPreview(tamper(token, (c) => (c.exp = 2_000)), 'k'.repeat(32))).toBeNull();
    expect(verifyPreview('garbage', 'k'.repeat(32))).toBeNull();
  });
});

describe.each(dialects())('preview links (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let cdn: TFixtureCdn;
  let n = 0;
  const v = (label: string) => `3.${++n}.0-${label}`;

  beforeAll(async () => {
    cdn = await startFixtureCdn();
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database, { env: cdnEnv(cdn) });
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
    await cdn?.close();
  });

  const publish = async (remote: string, version: string, options?: Parameters<TFixtureCdn['upload']>[2]) => {
    const input = await cdn.upload(remote, version, options);
    expect((await t.post<TRemoteVersion>('/admin/registry/publish', input, admin('ci'))).body.success).toBe(true);
    return input;
  };
  const preview = (body: Record<string, unknown>) => t.post<RegistryPreviewLink>('/admin/registry/preview', { market: 'az', reason: 'look at it', ...body }, admin('team-lobby'));
  const registry = async (preview: string | undefined, device = newDevice(), market = 'az', lang = 'en') =>
    (await t.post<TRegistry>('/platform/registry', { market, device, ...(preview ? { preview } : {}) }, { headers: { 'accept-language': lang } })).body.resultData!;
  const audit = async (action: string) => (await t.post<TRegistryAuditEntry[]>('/admin/registry/audit', { market: 'az', action }, admin())).body.resultData!;

  it('signs a link for a published version: that browser gets it as channel preview, another the pinned one', async () => {
    const version = v('ok');
    await publish('lobby', version);
    const res = await preview({ remote: 'lobby', version, ttl: '2h' });
    expect(res.body.success).toBe(true);
    const link = res.body.resultData!;
    expect(link.url).toBe(`${t.config.origins.shell}/?market=az&preview=${encodeURIComponent(link.token)}`);
    expect(link.expiresAt).toBe(new Date(t.clock.now().getTime() + 2 * 3_600_000).toISOString());

    const withLink = await registry(link.token);
    expect(withLink.remotes.find((r) => r.name === 'lobby')).toMatchObject({ version, channel: 'preview', integrity: expect.stringMatching(/^sha384-/) });
    expect(withLink.preview).toEqual({ id: link.id, expiresAt: link.expiresAt, remotes: [{ name: 'lobby', version }] });
    expect(withLink.sharedByAllDevices).toBe(false);
    expect(withLink.previewRefused).toBeUndefined();

    const without = await registry(undefined);
    expect(without.remotes.find((r) => r.name === 'lobby')).toMatchObject({ channel: 'stable' });
    expect(without.remotes.find((r) => r.name === 'lobby')?.version).not.toBe(version);
    expect(without.preview).toBeUndefined();
  });

  it('audits who made it and the first open per device', async () => {
    const version = v('audit');
    await publish('lobby', version);
    const link = (await preview({ remote: 'lobby', version, ttl: '30m', reason: 'qa pass' })).body.resultData!;
    const made = (await audit('preview')).find((a) => (a.newValue as { previewId?: string }).previewId === link.id);
    expect(made).toMatchObject({ remoteName: 'lobby', actor: 'team-lobby', reason: 'qa pass', newValue: { version } });
    const device = newDevice();
    await registry(link.token, device);
    await registry(link.token, device);
    await registry(link.token, newDevice());
    const opens = (await audit('preview-open')).filter((a) => (a.newValue as { previewId?: string }).previewId === link.id);
    expect(opens).toHaveLength(2);
    expect(opens.map((o) => o.actor)).toContain(`device:${device}`);
  });

  it('defaults to 2 h and refuses more than 24 h, changing nothing', async () => {
    const version = v('ttl');
    await publish('lobby', version);
    const fine = (await preview({ remote: 'lobby', version })).body.resultData!;
    expect(fine.expiresAt).toBe(new Date(t.clock.now().getTime() + 2 * 3_600_000).toISOString());
    const before = (await audit('preview')).length;
    const long = await preview({ remote: 'lobby', version, ttl: '25h' });
    expect([long.status, long.body.code, long.body.msg]).toEqual([400, 'PREVIEW_TTL_INVALID', 'A preview lasts from 1 minute to 24 hours (e.g. 2h, 30m).']);
    expect((await preview({ remote: 'lobby', version, ttl: 'soon' })).body.code).toBe('PREVIEW_TTL_INVALID');
    expect((await audit('preview')).length).toBe(before);
  });

  it('refuses an unpublished version and an incompatible one (the pin gate), changing nothing', async () => {
    const before = (await audit('preview')).length;
    const missing = await preview({ remote: 'lobby', version: '9.9.9-nowhere' });
    expect([missing.status, missing.body.code, missing.body.msg]).toEqual([404, 'VERSION_NOT_FOUND', 'Version 9.9.9-nowhere of lobby is not published.']);
    const version = v('react20');
    await publish('lobby', version, {
      shared: [
        { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true },
        { name: '@casino/shared', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
      ],
    });
    const bad = await preview({ remote: 'lobby', version });
    expect([bad.status, bad.body.code]).toEqual([409, 'REMOTE_INCOMPATIBLE']);
    const tk = await t.post('/admin/registry/preview', { market: 'az', remote: 'lobby', version: '9.9.9-nowhere', reason: 'look' }, { headers: { ...admin().headers, 'accept-language': 'tk' } });
    expect(tk.body.msg).toBe('lobby için 9.9.9-nowhere sürümü yayımlanmamış.');
    expect((await audit('preview')).length).toBe(before);
  });

  it('refuses a link with a changed version, market or expiry, or a forged one: the normal registry and previewRefused', async () => {
    const [version, other] = [v('tamper'), v('tamper-other')];
    await publish('lobby', version);
    await publish('lobby', other);
    const { token } = (await preview({ remote: 'lobby', version })).body.resultData!;
    const normal = await registry(undefined);
    for (const bad of [
      tamper(token, (c) => (c.pairs = [['lobby', other]])),
      tamper(token, (c) => (c.market = 'tr')),
      tamper(token, (c) => (c.exp = (c.exp as number) + 86_400_000)),
      signPreview({ id: 'x', market: 'az', pairs: [{ remote: 'lobby', version }], exp: Date.now() + 1e9 }, 'not-the-secret-not-the-secret-not'),
      'not a token',
    ]) {
      const answer = await registry(bad);
      expect(answer.remotes).toEqual(normal.remotes);
      expect(answer.preview).toBeUndefined();
      expect(answer.previewRefused).toEqual({ reason: 'PREVIEW_INVALID', message: 'The preview link is invalid or was altered; the page loaded normally.' });
    }
    expect((await registry(tamper(token, (c) => (c.market = 'tr')), newDevice(), 'tr', 'zh-CN')).previewRefused).toEqual({
      reason: 'PREVIEW_INVALID',
      message: '预览链接无效或已被篡改；页面已正常加载。',
    });
  });

  it('an expired or ended link, or one for another market, gives the normal registry and a notice', async () => {
    const version = v('expire');
    await publish('lobby', version);
    const link = (await preview({ remote: 'lobby', version, ttl: '1h' })).body.resultData!;
    expect((await registry(link.token, newDevice(), 'tr')).previewRefused?.reason).toBe('PREVIEW_OTHER_MARKET');
    t.clock.advance(3_600_000 + 1);
    const expired = await registry(link.token);
    expect(expired.previewRefused).toEqual({ reason: 'PREVIEW_EXPIRED', message: 'The preview link has expired; the page loaded normally.' });
    expect(expired.remotes.find((r) => r.name === 'lobby')?.channel).toBe('stable');

    const ended = (await preview({ remote: 'lobby', version })).body.resultData!;
    expect((await registry(ended.token)).preview?.id).toBe(ended.id);
    const end = await t.post('/admin/registry/preview/end', { id: ended.id, reason: 'done looking' }, admin());
    expect(end.body.success).toBe(true);
    expect((await registry(ended.token)).previewRefused?.reason).toBe('PREVIEW_ENDED');
    expect((await audit('preview-end')).some((a) => (a.newValue as { previewId?: string }).previewId === ended.id)).toBe(true);
    expect((await t.post('/admin/registry/preview/end', { id: 'nope', reason: 'done looking' }, admin())).body.code).toBe('PREVIEW_NOT_FOUND');
  });

  it('a link opened after its version was withdrawn or the remote switched off: the normal registry and a notice', async () => {
    const version = v('withdrawn');
    await publish('lobby', version);
    const link = (await preview({ remote: 'lobby', version })).body.resultData!;
    await testDb.database.db.execute(sql`delete from remote_versions where remote = 'lobby' and version = ${version}`);
    const withdrawn = await registry(link.token);
    expect(withdrawn.previewRefused).toEqual({ reason: 'PREVIEW_UNAVAILABLE', message: `lobby ${version} can no longer be previewed (withdrawn or switched off); the page loaded normally.` });
    expect(withdrawn.remotes.find((r) => r.name === 'lobby')?.channel).toBe('stable');

    const other = v('switched-off');
    await publish('lobby', other);
    const second = (await preview({ remote: 'lobby', version: other })).body.resultData!;
    await t.post('/admin/registry/disable', { market: 'az', remote: 'lobby', reason: 'maintenance' }, admin());
    try {
      const off = await registry(second.token);
      expect(off.previewRefused?.reason).toBe('PREVIEW_UNAVAILABLE');
      expect(off.remotes.find((r) => r.name === 'lobby')).toBeUndefined();
    } finally {
      await t.post('/admin/registry/enable', { market: 'az', remote: 'lobby', reason: 'back' }, admin());
    }
  });

  it('GET /platform/registry takes the token as ?preview=', async () => {
    const version = v('get');
    await publish('lobby', version);
    const { token } = (await preview({ remote: 'lobby', version })).body.resultData!;
    const res = await t.app.inject({ method: 'GET', url: `/platform/registry?market=az&preview=${encodeURIComponent(token)}` });
    expect(res.json<{ resultData: TRegistry }>().resultData.remotes.find((r) => r.name === 'lobby')).toMatchObject({ version, channel: 'preview' });
  });
});
