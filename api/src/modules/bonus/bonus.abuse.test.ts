import { sql } from 'drizzle-orm';
import type { BankCardList, MailPage } from '@casino/shared/contracts';
import { rowsOf } from '../../db/rows';
import { trIbanFor } from '../../lib/iban';
import { oneDialect, newIp, newPhone, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { bonusWorld } from '../../../test-support/bonus-world';
import { identity } from '../../../test-support/identity';
import type { TBonusView, TOfferView } from './bonus.views';

let ibanSeq = Math.floor(Math.random() * 1e9);
const newIban = () => trIbanFor('00059', String(++ibanSeq).padStart(16, '0'));
const PASSWORD = 'secret-pass-1';

/**
 * The abuse rules of the once-per offers (the welcome bonus): a second account that shares the
 * device, the phone or the IBAN of an account that took it is refused with a clear localized message,
 * through /bonus/claim and through the welcome mail alike, and no money is created.
 */
describe.each(oneDialect())('bonus abuse: once per person, device, phone and IBAN (%s)', (dialect) => {
  const world = bonusWorld(dialect, { nonNegative: true });
  let testDb: TestDatabase;
  let t: TestApp;
  let id: ReturnType<typeof identity>;
  beforeAll(() => ({ testDb, t, id } = world));

  const info = async (token: string) => (await t.post<{ totalAssets: number; bonusAssets: number }>('/user/getUserInfo', {}, { token })).body.resultData!;
  const welcomeOffer = async (token: string) => (await t.post<TOfferView[]>('/bonus/list', {}, { token })).body.resultData!.find((o) => o.code === 'welcome')!;
  const claimWelcome = async (token: string, lang = 'tk') => t.post<TBonusView>('/bonus/claim', { offerId: (await welcomeOffer(token)).offerId }, { token, headers: { 'accept-language': lang } });
  const welcomeMail = async (token: string) => (await t.post<MailPage>('/mail/list', {}, { token })).body.resultData!.list.find((m) => m.attaches !== '')!;
  const bonusRows = async (userId: number) => rowsOf<{ n: number }>(await testDb.database.db.execute(sql`select count(*)::int as n from player_bonuses where user_id = ${userId}`))[0]!.n;

  /** The twin is refused in every language, by the offer and by the welcome mail; it gets no bonus and no money. */
  const expectRefused = async (twin: { token: string; userid: number }) => {
    const before = await info(twin.token);
    expect(await welcomeOffer(twin.token)).toMatchObject({ available: false, unavailableReason: 'BONUS_ALREADY_TAKEN' });
    const tk = await claimWelcome(twin.token);
    expect(tk.status).toBe(409);
    expect(tk.body).toMatchObject({ success: false, code: 'BONUS_ALREADY_TAKEN' });
    expect(tk.body.msg).toMatch(/cihaz|telefon|IBAN/);
    expect((await claimWelcome(twin.token, 'en')).body.msg).toBe('This bonus can be taken once per person, device, phone and IBAN.');
    expect((await claimWelcome(twin.token, 'zh-CN')).body.msg).toMatch(/IBAN/);
    const mail = await t.post('/mail/receive', { mailId: (await welcomeMail(twin.token)).id }, { token: twin.token });
    expect(mail.body).toMatchObject({ success: false, code: 'BONUS_ALREADY_TAKEN' });
    expect((await welcomeMail(twin.token)).attachesStatus).toBe(0);
    expect(await info(twin.token)).toEqual(before);
    expect(await bonusRows(Number(twin.userid))).toBe(0);
  };

  it('a second account on the same device', async () => {
    const first = await id.member(newPhone());
    expect((await claimWelcome(first.token)).body.success).toBe(true);
    // The same device registers another member with another phone.
    const guest = await id.tourist(first.device);
    const phone = newPhone();
    const twin = await t.post<{ token: string; userid: number }>(
      '/sso/register',
      { mobile: phone, verificationCode: await id.code(phone), password: PASSWORD, birthDate: '1990-01-01', deviceNumber: first.device, ...(await id.consent()) },
      { token: guest.token, ip: newIp() },
    );
    expect(twin.body.success).toBe(true);
    await expectRefused(twin.body.resultData!);
  });

  it('a second account with the same phone (the first moved to another number)', async () => {
    const phone = newPhone();
    const first = await id.member(phone);
    expect((await claimWelcome(first.token)).body.success).toBe(true);
    const other = newPhone();
    const moved = await t.post('/user/bind-phone', { mobile: other, verificationCode: await id.code(other), password: PASSWORD }, { token: first.token });
    expect(moved.body.success).toBe(true);
    // The freed number registers a new account on a new device (after the minute between two codes to one number).
    t.clock.advance(61_000);
    const twin = await id.member(phone);
    expect(twin.userid).not.toBe(first.userid);
    await expectRefused(twin);
  });

  it('a second account with the same IBAN (the first removed it; the bonus remembers it)', async () => {
    const iban = newIban();
    const first = await id.member(newPhone());
    const added = await t.post<BankCardList>('/user/bank/add', { iban, holderName: 'Zeynep Kaya' }, { token: first.token });
    expect(added.body.success).toBe(true);
    expect((await claimWelcome(first.token)).body.success).toBe(true);
    const removed = await t.post<BankCardList>('/user/bank/remove', { cardId: added.body.resultData!.cards[0]!.cardId }, { token: first.token });
    expect(removed.body.resultData!.cards).toEqual([]);
    const twin = await id.member(newPhone());
    // Before it binds the IBAN the welcome bonus is open to it; after, it is not.
    expect((await welcomeOffer(twin.token)).available).toBe(true);
    expect((await t.post('/user/bank/add', { iban, holderName: 'Zeynep Kaya' }, { token: twin.token })).body.success).toBe(true);
    await expectRefused(twin);
  });
});
