import { sql } from 'drizzle-orm';
import type { MailPage } from '@casino/shared/contracts';
import { createTestApp, createTestDatabase, dialects, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { smsInbox } from '../../../test-support/sms-inbox';
import { createLedgerRepository } from '../wallet/ledger.repository';
import { createCampaignService } from './mail-campaign.service';
import { createMailRepository } from './mail.repository';
import { WELCOME_AMOUNT_MINOR } from './mail.seed';
import { mailHelpers } from './mail.test-helpers';

const silent = { info: () => undefined, warn: () => undefined };

describe.each(dialects())('mail campaigns survive restarts (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let h: ReturnType<typeof mailHelpers>;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database, { deps: { sms: smsInbox() } });
    h = mailHelpers(t, testDb.database.db);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('resumes an all-players campaign after a crash mid-way and never writes a mail twice', async () => {
    for (let i = 0; i < 7; i++) await h.player();
    const repo = createMailRepository(testDb.database.db);
    const notified: number[] = [];
    const job = (batchSize: number) => createCampaignService({ repo, clock: t.clock, logger: silent, notify: async (userId) => void notified.push(userId), batchSize });
    const created = await job(3).create({ marketId: 'tr', title: 'Bayram hediyesi', content: 'İyi bayramlar!', amountMinor: 1_000n, target: { kind: 'market' }, actor: 'test' });
    // First process: two batches, then it "dies".
    expect(await job(3).runDue(2)).toBe(6);
    const half = await job(3).get(created.id);
    expect(half).toMatchObject({ status: 'running', sentCount: 6 });
    // A replayed batch (cursor moved back, as if the cursor update had been lost) writes nothing new.
    await testDb.database.db.execute(sql`update mail_campaigns set cursor = 0 where id = ${created.id}`);
    // Second process with another batch size finishes it.
    await job(4).runDue();
    const [users] = await h.rows<{ n: number }>(sql`select count(*)::int as n from users`);
    const [mails] = await h.rows<{ n: number; distinct_users: number }>(sql`select count(*)::int as n, count(distinct user_id)::int as distinct_users from mail_messages where campaign_id = ${created.id}`);
    expect(mails).toEqual({ n: users!.n, distinct_users: users!.n });
    expect(await job(4).get(created.id)).toMatchObject({ status: 'done', sentCount: users!.n });
    expect(new Set(notified).size).toBe(notified.length);
  });
});

// Row locks only mean something with real concurrent connections: PostgreSQL only (PGlite is one connection).
const describePg = process.env.DATABASE_URL ? describe : describe.skip;

describePg('mail claims under concurrency (postgres)', () => {
  let testDb: TestDatabase;
  let t: TestApp;
  let h: ReturnType<typeof mailHelpers>;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    t = await createTestApp(testDb.database, { deps: { sms: smsInbox() } });
    h = mailHelpers(t, testDb.database.db);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('credits one mail once under 50 parallel receives', async () => {
    // A phone-verified member: the welcome prize is bonus money under the seeded welcome offer (one bonus, once).
    const p = await h.member();
    const mail = (await t.post<MailPage>('/mail/list', {}, { token: p.token })).body.resultData!.list[0]!;
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.post('/mail/receive', { mailId: mail.id }, { token: p.token })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(await h.credits(p.userId, 'MAIL_PRIZE')).toEqual({ n: 1, total: Number(WELCOME_AMOUNT_MINOR) });
    const [bonuses] = await h.rows<{ n: number }>(sql`select count(*)::int as n from player_bonuses where user_id = ${p.userId}`);
    expect(bonuses!.n).toBe(1);
    const audit = await createLedgerRepository(testDb.database.db).audit();
    expect(audit.sum).toBe(0n);
    expect(audit.drift).toBe(0n);
  });

  it('collects a sign-in day once under 20 parallel collections', async () => {
    const p = await h.member();
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.post('/signInRecord/getSignInUpdate', {}, { token: p.token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect((await h.credits(p.userId, 'SIGN_IN')).n).toBe(1);
  });

  it('two job runners at once write every mail of a campaign exactly once', async () => {
    for (let i = 0; i < 30; i++) await h.player();
    const repo = createMailRepository(testDb.database.db);
    const job = () => createCampaignService({ repo, clock: t.clock, logger: silent, notify: async () => undefined, batchSize: 5 });
    const created = await job().create({ marketId: 'tr', title: 'Aynı anda', content: 'İki işçi', amountMinor: 0n, target: { kind: 'market' }, actor: 'test' });
    await Promise.all([job().runDue(), job().runDue(), job().runDue()]);
    const [users] = await h.rows<{ n: number }>(sql`select count(*)::int as n from users`);
    const [mails] = await h.rows<{ n: number }>(sql`select count(*)::int as n from mail_messages where campaign_id = ${created.id}`);
    expect(mails!.n).toBe(users!.n);
    expect(await job().get(created.id)).toMatchObject({ status: 'done', sentCount: users!.n });
  });
});
