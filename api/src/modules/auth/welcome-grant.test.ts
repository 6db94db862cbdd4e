import { sql } from 'drizzle-orm';
import type { Mail, MailPage, MailReceiveResult } from '@casino/shared/contracts';
import { SANDBOX_WELCOME_GRANT_MINOR } from '../../app';
import { createTestApp, createTestDatabase, oneDialect, newIp, newPhone, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { identity } from '../../../test-support/identity';
import { WELCOME_AMOUNT_MINOR } from '../mail/mail.seed';
import { createLedgerRepository } from '../wallet/ledger.repository';
import type { TLoginResult } from './auth.schemas';

const GRANT = Number(SANDBOX_WELCOME_GRANT_MINOR);

/** An SMS gateway in memory: the OTP flows without the sandbox process. */
const memorySms = () => {
  const last = new Map<string, string>();
  return {
    send: async ({ to, text }: { to: string; text: string }) => {
      last.set(to, /\d{6}/.exec(text)?.[0] ?? '');
    },
    lastCode: async (to: string) => last.get(to) ?? null,
  };
};

describe.each(oneDialect())('the sandbox welcome grant is there when the account is (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let id: ReturnType<typeof identity>;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database, { deps: { sms: memorySms() } });
    id = identity(t);
  }, 120_000);
  afterEach(async () => {
    const audit = await createLedgerRepository(testDb.database.db).audit();
    expect(audit.sum).toBe(0n);
    expect(audit.drift).toBe(0n);
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const balance = async (token: string) => (await t.post<{ totalAssets: number }>('/user/getUserInfo', {}, { token })).body.resultData!.totalAssets;
  const grants = async (userId: number) => {
    const result = await testDb.database.db.execute(
      sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as total from wallet_transfers where idempotency_key = ${`welcome:${userId}`}`,
    );
    const row = (result as unknown as { rows: Array<{ n: number; total: string }> }).rows[0];
    return { n: Number(row?.n), total: Number(row?.total) };
  };

  it('a new guest sees the grant in its first getUserInfo, written once under welcome:{userId}', async () => {
    const guest = await id.tourist();
    expect(await balance(guest.token)).toBe(GRANT);
    // The same device again: the same guest, no second grant.
    const again = await id.tourist(guest.device);
    expect(again.userid).toBe(guest.userid);
    expect(await balance(again.token)).toBe(GRANT);
    expect(await grants(Number(guest.userid))).toEqual({ n: 1, total: GRANT });
  });

  it('a member created by an OTP login has it at once; a guest who registers keeps its one grant', async () => {
    const phone = newPhone();
    const login = await t.post<TLoginResult>('/sso/loginNew', { mobile: phone, verificationCode: await id.code(phone) }, { ip: newIp() });
    expect(login.body.resultData).toMatchObject({ role: 'member', newUserFlag: true });
    expect(await balance(login.body.resultData!.token)).toBe(GRANT);

    const member = await id.member(newPhone());
    expect(await balance(member.token)).toBe(GRANT);
    expect(await grants(Number(member.userid))).toEqual({ n: 1, total: GRANT });
  });

  it('claiming the welcome mail raises the balance by exactly its attachment (a phone-verified member; a guest is asked for a phone)', async () => {
    const guest = await id.tourist();
    const guestMail: Mail = (await t.post<MailPage>('/mail/list', {}, { token: guest.token })).body.resultData!.list[0]!;
    const refused = await t.post<MailReceiveResult>('/mail/receive', { mailId: guestMail.id }, { token: guest.token });
    expect(refused.body).toMatchObject({ success: false, code: 'BONUS_PHONE_REQUIRED' });
    expect(await balance(guest.token)).toBe(GRANT);

    const member = await id.member(newPhone());
    const before = await balance(member.token);
    const mail: Mail = (await t.post<MailPage>('/mail/list', {}, { token: member.token })).body.resultData!.list.find((m) => m.attaches !== '')!;
    const claimed = await t.post<MailReceiveResult>('/mail/receive', { mailId: mail.id }, { token: member.token });
    expect(claimed.status).toBe(200);
    expect(claimed.body.resultData!.totalAssets - before).toBe(Number(WELCOME_AMOUNT_MINOR));
    expect((await balance(member.token)) - before).toBe(Number(WELCOME_AMOUNT_MINOR));
  });

  it('the grant and the top-ups are test money: booked TEST_MONEY, shown apart, never withdrawable; a real prize is', async () => {
    type TInfo = { totalAssets: number; cashAssets: number; testAssets: number; withdrawableAssets: number };
    const info = async (token: string) => (await t.post<TInfo>('/user/getUserInfo', {}, { token })).body.resultData!;
    const guest = await id.tourist();
    expect(await info(guest.token)).toMatchObject({ totalAssets: GRANT, cashAssets: GRANT, testAssets: GRANT, withdrawableAssets: 0 });
    const codes = await testDb.database.db.execute(sql`select code from wallet_transfers where credit_account = ${`player:${guest.userid}:cash`}`);
    expect((codes as unknown as { rows: Array<{ code: string }> }).rows).toEqual([{ code: 'TEST_MONEY' }]);

    // The welcome mail's prize is the player's own money (withdrawable once claimed); the grant stays held.
    const member = await id.member(newPhone());
    const mail: Mail = (await t.post<MailPage>('/mail/list', {}, { token: member.token })).body.resultData!.list.find((m) => m.attaches !== '')!;
    await t.post<MailReceiveResult>('/mail/receive', { mailId: mail.id }, { token: member.token });
    const prize = Number(WELCOME_AMOUNT_MINOR);
    const after = await info(member.token);
    expect(after.testAssets).toBe(GRANT);
    expect(after.withdrawableAssets).toBe(after.cashAssets - GRANT);
    expect(after.totalAssets).toBe(GRANT + prize);
  });
});

describe('no welcome grant in production', () => {
  let testDb: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    testDb = await createTestDatabase(oneDialect()[0]);
    t = await createTestApp(testDb.database, {
      env: { APP_MODE: 'production', ADMIN_TOKEN: 'a'.repeat(32), SANDBOX_SHARED_SECRET: 'b'.repeat(32), APP_SECRET: 'c'.repeat(32), PREVIEW_SECRET: 'd'.repeat(32) },
      deps: { sms: memorySms() },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('a new guest starts at 0,00 with its account open and nothing granted', async () => {
    const guest = (await identity(t).tourist()) as TLoginResult;
    const info = await t.post<{ totalAssets: number }>('/user/getUserInfo', {}, { token: guest.token });
    expect(info.body.resultData!.totalAssets).toBe(0);
    const result = await testDb.database.db.execute(
      sql`select (select count(*)::int from wallet_accounts where id = ${`player:${guest.userid}:cash`}) as accounts,
                 (select count(*)::int from wallet_transfers where idempotency_key = ${`welcome:${guest.userid}`}) as grants`,
    );
    expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ accounts: 1, grants: 0 });
    expect(info.body.resultData).toMatchObject({ testAssets: 0, withdrawableAssets: 0 });
    // No top-up route either: production has no test money at all.
    expect((await t.post('/wallet/sandboxTopUp', {}, { token: guest.token })).status).toBe(404);
  });
});
