import type { MailPage } from '@casino/shared/contracts';
import { identity } from '../../../test-support/identity';
import { createTestApp, createTestDatabase, newIp, newPhone, oneDialect, startSandbox, type TestApp, type TestDatabase } from '../../../test-support/harness';
import type { TLoginResult } from '../auth/auth.schemas';

describe('welcome mail for every new account', () => {
  let testDb: TestDatabase;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let t: TestApp;
  let id: ReturnType<typeof identity>;

  beforeAll(async () => {
    [testDb, sandbox] = await Promise.all([createTestDatabase(oneDialect()[0]), startSandbox()]);
    t = await createTestApp(testDb.database, { env: { SANDBOX_URL: sandbox.url } });
    id = identity(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
    await testDb?.drop();
  });

  const titles = async (token: string) => (await t.post<MailPage>('/mail/list', {}, { token })).body.resultData!.list.map((m) => m.title);

  it('a member created directly by an OTP login gets one, in the market language', async () => {
    const phone = newPhone();
    const login = await t.post<TLoginResult>('/sso/loginNew', { mobile: phone, verificationCode: await id.code(phone) }, { ip: newIp() });
    expect(login.body.resultData).toMatchObject({ role: 'member', newUserFlag: true });
    expect(await titles(login.body.resultData!.token)).toEqual(['Hoş geldiniz!']);
  });

  it('a guest who registers keeps the one welcome mail of the account', async () => {
    const member = await id.member(newPhone());
    expect(await titles(member.token)).toEqual(['Hoş geldiniz!']);
  });
});
