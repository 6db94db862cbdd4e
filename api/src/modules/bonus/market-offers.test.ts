import { sql } from 'drizzle-orm';
import type { SignInDayConfig, SignInRecord, TOfferView } from '@casino/shared/contracts';
import { createTestApp, createTestDatabase, newAzPhone, newDevice, newIp, oneDialect, startSandbox, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { identity } from '../../../test-support/identity';
import { rowsOf } from '../../db/rows';
import { createLedgerRepository } from '../wallet/ledger.repository';
import { SIGN_IN_CYCLES } from '../rewards/rewards.config';

/** Issue 40, item 4: offers, the welcome mail's prize and sign-in rewards are the player's own market's, in its currency. */
describe.each(oneDialect())('offers and rewards per market (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;

  beforeAll(async () => {
    // The sandbox's SMS service sends the az member's code.
    [testDb, sandbox] = await Promise.all([createTestDatabase(dialect), startSandbox()]);
    t = await createTestApp(testDb.database, { env: { SANDBOX_URL: sandbox.url } });
  });
  afterEach(async () => expect(await createLedgerRepository(testDb.database.db).audit()).toMatchObject({ sum: 0n, drift: 0n }));
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
    await testDb?.drop();
  });

  const tourist = async (market: string) => (await t.post<{ token: string; userid: number }>('/sso/v2/login', { deviceNumber: newDevice(), market }, { ip: newIp() })).body.resultData!;
  const offers = async (token: string, lang = 'tk') => (await t.post<TOfferView[]>('/bonus/list', {}, { token, headers: { 'accept-language': lang } })).body.resultData!;

  it('shows an az player Azerbaijan’s offers, in manat, and a tr player Turkey’s in lira', async () => {
    const az = await tourist('az');
    const azOffers = await offers(az.token);
    const first = azOffers.find((o) => o.code === 'first_deposit')!;
    expect(first).toMatchObject({ capMinor: 5_000, minDepositMinor: 500, maxBetMinor: 250 });
    expect(first.terms).toContain('en fazla 50,00 ₼');
    expect(first.terms).not.toContain('₺');
    expect((await offers(az.token, 'en')).find((o) => o.code === 'first_deposit')!.terms).toContain('up to 50.00 ₼');
    expect(azOffers.find((o) => o.code === 'welcome')).toMatchObject({ amountMinor: 300 });
    const tr = await tourist('tr');
    expect((await offers(tr.token)).find((o) => o.code === 'first_deposit')).toMatchObject({ capMinor: 100_000 });
  });

  it('pays an az member the welcome mail’s prize in manat, from the manat promotions budget', async () => {
    const m = await identity(t).member(newAzPhone(), undefined, 'az');
    const list = (await t.post<{ list: Array<{ id: number; attaches: string }> }>('/mail/list', { page: 1, pageSize: 20 }, { token: m.token })).body.resultData!;
    const welcome = list.list.find((x) => JSON.parse(x.attaches || '{}').amount);
    expect(JSON.parse(welcome!.attaches)).toEqual({ amount: 300 });
    const claimed = await t.post('/mail/receive', { mailId: welcome!.id }, { token: m.token });
    expect(claimed.status).toBe(200);
    const moved = rowsOf<{ debit_account: string; currency: string; amount: string }>(
      await testDb.database.db.execute(sql`select debit_account, currency, amount::text from wallet_transfers where code = 'MAIL_PRIZE' and (credit_account = ${`player:${m.userid}:bonus`} or credit_account = ${`player:${m.userid}:cash`})`),
    );
    expect(moved).toEqual([{ debit_account: 'house:promotions:AZN', currency: 'AZN', amount: '300' }]);
  });

  it('counts an az player’s sign-in rewards by Azerbaijan’s cycle in manat; a market without a cycle has none, clearly', async () => {
    const az = await tourist('az');
    const config = (await t.post<SignInDayConfig[]>('/signInConfig/getSignInConfig', {}, { token: az.token })).body.resultData!;
    expect(config.map((d) => BigInt(d.amount))).toEqual([...SIGN_IN_CYCLES.az!]);
    await testDb.database.db.execute(sql`insert into markets (id, name, default_lang, currency) values ('ge', 'Georgia', 'en', 'GEL') on conflict do nothing`);
    const ge = await tourist('ge');
    expect((await t.post<SignInDayConfig[]>('/signInConfig/getSignInConfig', {}, { token: ge.token })).body.resultData).toEqual([]);
    const refused = await t.post<SignInRecord>('/signInRecord/getSignInUpdate', {}, { token: ge.token, headers: { 'accept-language': 'en' } });
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([404, 'SIGN_IN_NOT_AVAILABLE', 'There are no daily sign-in rewards in your market yet.']);
    expect(rowsOf<{ n: string }>(await testDb.database.db.execute(sql`select count(*)::text as n from sign_in_records where user_id = ${ge.userid}`))[0]!.n).toBe('0');
    // And no offers were seeded for it: staff make them, in lari.
    expect(await offers(ge.token)).toEqual([]);
  });
});
