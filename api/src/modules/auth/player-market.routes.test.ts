import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { createTestApp, createTestDatabase, dialects, newAzPhone, newDevice, newIp, startSandbox, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { identity } from '../../../test-support/identity';
import type { TUserInfo } from '../user/user.schemas';
import type { TLoginResult } from './auth.schemas';

/** drizzle/0040: the players from before markets were businesses are tr players. */
const MIGRATION = readFileSync(path.join(__dirname, '../../../drizzle/0040_user_market.sql'), 'utf8').split('--> statement-breakpoint');

/** Issue 40, item 1: a player belongs to one market, fixed at the tourist start from the page's market. */
describe.each(dialects())('a player’s market (%s)', (dialect) => {
  let testDb: TestDatabase;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let t: TestApp;
  let id: ReturnType<typeof identity>;

  beforeAll(async () => {
    [testDb, sandbox] = await Promise.all([createTestDatabase(dialect), startSandbox()]);
    t = await createTestApp(testDb.database, { env: { SANDBOX_URL: sandbox.url } });
    id = identity(t);
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
    await testDb?.drop();
  });

  const start = async (body: Record<string, unknown>) => {
    const res = await t.post<TLoginResult>('/sso/v2/login', body, { ip: newIp() });
    expect(res.status).toBe(200);
    return { ...res.body.resultData!, device: body.deviceNumber as string };
  };
  const infoOf = async (token: string) => (await t.post<TUserInfo>('/user/getUserInfo', {}, { token })).body.resultData!;
  const marketRow = async (userId: number) => rowsOf<{ market_id: string }>(await testDb.database.db.execute(sql`select market_id from users where id = ${userId}`))[0]?.market_id;

  it('starts a tourist in the page’s market; getUserInfo names it and its currency', async () => {
    const guest = await start({ deviceNumber: newDevice(), market: 'az' });
    expect(await infoOf(guest.token)).toMatchObject({ market: 'az', currency: 'AZN' });
    const tr = await start({ deviceNumber: newDevice(), market: 'tr' });
    expect(await infoOf(tr.token)).toMatchObject({ market: 'tr', currency: 'TRY' });
  });

  it('starts a tourist with no market, or an unknown one, in the default market', async () => {
    for (const market of [undefined, 'xx', 'AZ-1']) {
      const guest = await start({ deviceNumber: newDevice(), ...(market ? { market } : {}) });
      expect(await infoOf(guest.token)).toMatchObject({ market: 'tr', currency: 'TRY' });
    }
    // A market id in capitals is that market.
    const upper = await start({ deviceNumber: newDevice(), market: 'AZ' });
    expect(await marketRow(upper.userid)).toBe('az');
  });

  it('keeps a device’s tourist in its own market when the next visit comes from another market’s link', async () => {
    const device = newDevice();
    const first = await start({ deviceNumber: device, market: 'az' });
    const again = await start({ deviceNumber: device, market: 'tr' });
    expect(again.userid).toBe(first.userid);
    expect(await infoOf(again.token)).toMatchObject({ market: 'az', currency: 'AZN' });
  });

  it('keeps the market through registration and every later login, whatever page they come from', async () => {
    const guest = await start({ deviceNumber: newDevice(), market: 'az' });
    const phone = newAzPhone();
    const verificationCode = await id.code(phone, newIp(), 'az');
    const reg = await t.post<TLoginResult>(
      '/sso/register',
      { mobile: phone, verificationCode, password: 'secret-pass-1', birthDate: '1990-01-01', deviceNumber: guest.device, ...(await id.consent('az')) },
      { token: guest.token, ip: newIp() },
    );
    expect(reg.status).toBe(200);
    expect(reg.body.resultData!.userid).toBe(guest.userid);
    expect(await infoOf(reg.body.resultData!.token)).toMatchObject({ role: 'member', market: 'az', currency: 'AZN' });

    // On a new device, from Türkiye's page: still the az player.
    const login = await t.post<TLoginResult>('/sso/loginNew', { mobile: phone, password: 'secret-pass-1', market: 'az', deviceNumber: newDevice() }, { ip: newIp() });
    expect(login.status).toBe(200);
    expect(await infoOf(login.body.resultData!.token)).toMatchObject({ market: 'az' });
  });

  it('refuses a registration or a phone binding from another market’s page (MARKET_MISMATCH), creating nothing', async () => {
    const guest = await start({ deviceNumber: newDevice(), market: 'tr' });
    const phone = newAzPhone();
    const verificationCode = await id.code(phone, newIp(), 'az');
    const users = async () => rowsOf<{ n: number }>(await testDb.database.db.execute(sql`select count(*)::int as n from users where role = 'member'`))[0]!.n;
    const before = await users();
    const reg = await t.post('/sso/register', { mobile: phone, verificationCode, password: 'secret-pass-1', birthDate: '1990-01-01', deviceNumber: guest.device, ...(await id.consent('az')) }, { token: guest.token, ip: newIp() });
    expect(reg.status).toBe(409);
    expect(reg.body).toMatchObject({ success: false, code: 'MARKET_MISMATCH', msg: 'Bu cihazdaki hesap başka bir pazara ait. Sayfayı yenileyip hesabınızın pazarında devam edin.' });
    const bind = await t.post('/user/bind-phone', { mobile: phone, verificationCode, ...(await id.consent('az')) }, { token: guest.token, ip: newIp(), headers: { 'accept-language': 'en' } });
    expect(bind.status).toBe(409);
    expect(bind.body).toMatchObject({ code: 'MARKET_MISMATCH', msg: 'The account on this device belongs to another market. Reload the page to go on in your account’s market.' });
    expect(await users()).toBe(before);
    expect(await infoOf(guest.token)).toMatchObject({ role: 'tourist', market: 'tr', mobile: '' });
  });

  it('gives a member who registers on a new device (no tourist) the page’s market', async () => {
    const phone = newAzPhone();
    const verificationCode = await id.code(phone, newIp(), 'az');
    const res = await t.post<TLoginResult>('/sso/loginNew', { mobile: phone, verificationCode, deviceNumber: newDevice(), ...(await id.consent('az')) }, { ip: newIp() });
    expect(res.status).toBe(200);
    expect(await marketRow(res.body.resultData!.userid)).toBe('az');
  });

  it('migrates the players from before markets to tr, losing none', async () => {
    const players = async () => rowsOf<{ id: number; public_id: string }>(await testDb.database.db.execute(sql`select id, public_id from users order by id`));
    const before = await players();
    expect(before.length).toBeGreaterThan(0);
    // As a database from before the column: every player, of whichever market the tests above made, was a tr one.
    await testDb.database.db.execute(sql`alter table users drop column market_id`);
    for (const statement of MIGRATION) await testDb.database.db.execute(sql.raw(statement));
    expect(await players()).toEqual(before);
    const markets = rowsOf<{ market_id: string; n: number }>(await testDb.database.db.execute(sql`select market_id, count(*)::int as n from users group by market_id`));
    expect(markets).toEqual([{ market_id: 'tr', n: before.length }]);
    // No default left behind: a new player must name a market.
    const refused = await testDb.database.db.execute(sql`insert into users (public_id, uu_id, nike_name) values ('no-market', 'no-market-uu', 'x')`).then(() => null, (error: Error) => error);
    expect(String((refused?.cause as Error | undefined)?.message)).toMatch(/market_id/);
    // The markets were there: the tr row is left as the seed made it.
    expect(rowsOf<{ id: string; is_default: boolean }>(await testDb.database.db.execute(sql`select id, is_default from markets where id = 'tr'`))).toEqual([{ id: 'tr', is_default: true }]);
  });
});
