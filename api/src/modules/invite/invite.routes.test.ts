import type { InviteStats } from '@casino/shared/contracts';
import { createTestApp, createTestDatabase, oneDialect, newDevice, newIp, newPhone, startSandbox, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { identity } from '../../../test-support/identity';
import type { TLoginResult } from '../auth/auth.schemas';
import { maskName } from './invite.service';

describe.each(oneDialect())('invite statistics (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let id: ReturnType<typeof identity>;

  beforeAll(async () => {
    [testDb, sandbox] = await Promise.all([createTestDatabase(dialect), startSandbox()]);
    t = await createTestApp(testDb.database, { env: { SANDBOX_URL: sandbox.url } });
    id = identity(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
    await testDb?.drop();
  });

  const visit = async (inviteUUID?: string) => {
    const device = newDevice();
    const res = await t.post<TLoginResult>('/sso/v2/login', { deviceNumber: device, ...(inviteUUID === undefined ? {} : { inviteUUID }) }, { ip: newIp() });
    return { ...res.body.resultData!, device };
  };
  const stats = (token: string, body: object = {}, lang = 'en') => t.post<InviteStats>('/invite/stats', body, { token, headers: { 'accept-language': lang } });

  it('answers the caller invite id (getUserUUID and stats agree); another userId is refused', async () => {
    const a = await visit();
    const b = await visit();
    const uuid = (await t.post<{ uuid: string }>('/pddPrizeConfig/getUserUUID', { userId: String(a.userid) }, { token: a.token })).body.resultData!.uuid;
    expect(uuid).toBe(a.uuId);
    expect((await stats(a.token)).body.resultData).toEqual({ uuid, invited: 0, registered: 0, recent: [] });
    for (const url of ['/pddPrizeConfig/getUserUUID', '/invite/stats']) {
      const foreign = await t.post(url, { userId: String(b.userid) }, { token: a.token, headers: { 'accept-language': 'tk' } });
      expect(foreign.status).toBe(403);
      expect(foreign.body).toMatchObject({ code: 'FORBIDDEN', success: false });
    }
    expect((await t.post('/invite/stats', {})).status).toBe(401);
  });

  it('counts visitors who arrived with the link and those who registered with a verified phone, newest first, names masked', async () => {
    const a = await visit();
    const visitor = await visit(a.uuId);
    expect((await stats(a.token)).body.resultData).toMatchObject({ invited: 1, registered: 0, recent: [{ registered: false, registerTime: null }] });

    // The visitor registers (the tourist keeps the invite id it arrived with).
    const phone = newPhone();
    const verificationCode = await id.code(phone);
    const reg = await t.post<TLoginResult>('/sso/register', { mobile: phone, verificationCode, deviceNumber: visitor.device, termsVersion: 1, privacyVersion: 1 }, { token: visitor.token, ip: newIp() });
    expect(reg.status).toBe(200);
    expect(reg.body.resultData!.inviteUUID).toBe(a.uuId);
    t.clock.advance(1_000);
    await visit(a.uuId);

    const after = (await stats(a.token)).body.resultData!;
    expect(after).toMatchObject({ uuid: a.uuId, invited: 2, registered: 1 });
    expect(after.recent.map((f) => f.registered)).toEqual([false, true]);
    expect(after.recent[1]!.registerTime).not.toBeNull();
    expect(JSON.stringify(after)).not.toContain(phone);
    expect(after.recent[1]!.name).toBe(maskName(reg.body.resultData!.nikeName));
  });

  it('never counts the player themself, an unknown or a malformed invite id', async () => {
    const a = await visit();
    // The player opens their own link on another device and registers there: still not an invite of theirs.
    const self = await t.post<TLoginResult>('/sso/v2/login', { deviceNumber: a.device, inviteUUID: a.uuId }, { ip: newIp() });
    expect(self.status).toBe(200);
    await visit('no-such-invite');
    const malformed = await t.post('/sso/v2/login', { deviceNumber: newDevice(), inviteUUID: '<script>' }, { ip: newIp(), headers: { 'accept-language': 'en' } });
    expect(malformed.status).toBeLessThan(500);
    expect((await stats(a.token)).body.resultData).toMatchObject({ invited: 0, registered: 0 });
  });

  it('counts a device once: a friend who registered and later starts a new tourist session with the link is still one person', async () => {
    const a = await visit();
    const friend = await visit(a.uuId);
    const phone = newPhone();
    const verificationCode = await id.code(phone);
    const reg = await t.post<TLoginResult>('/sso/register', { mobile: phone, verificationCode, deviceNumber: friend.device, termsVersion: 1, privacyVersion: 1 }, { token: friend.token, ip: newIp() });
    expect(reg.status).toBe(200);
    await t.post('/sso/logout', {}, { token: reg.body.resultData!.token });
    // Logged out, the page starts a new tourist for the same device, the link still in the address bar.
    const again = await t.post<TLoginResult>('/sso/v2/login', { deviceNumber: friend.device, inviteUUID: a.uuId }, { ip: newIp() });
    expect(again.status).toBe(200);
    expect(again.body.resultData!.userid).not.toBe(reg.body.resultData!.userid);
    const result = (await stats(a.token)).body.resultData!;
    expect(result).toMatchObject({ invited: 1, registered: 1 });
    expect(result.recent).toHaveLength(1);
    expect(result.recent[0]!.registered).toBe(true);
  });

  it('masks names', () => {
    expect(maskName('Ayşe')).toBe('A***e');
    expect(maskName('Al')).toBe('A***');
    expect(maskName('')).toBe('***');
    expect(maskName('玩家12345')).toBe('玩***5');
  });
});
