import type { ProtectionMyPlay } from '@casino/shared/contracts';
import { createTestApp, createTestDatabase, dialects, newPhone, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { identity } from '../../../test-support/identity';
import { giveOwnMoney } from '../../../test-support/own-money';
import { smsInbox } from '../../../test-support/sms-inbox';
import { walletHelpers } from '../wallet/wallet.test-helpers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** `/protection/myPlay` over the rounds and the play time ("Oyun alışkanlıklarım"); the cashier's side is in protection.my-play-money.test.ts. */
describe.each(dialects())('my play, the last 30 days (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let w: ReturnType<typeof walletHelpers>;
  let id: ReturnType<typeof identity>;
  let seq = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database, { deps: { sms: smsInbox(), welcomeGrantMinor: 0n } });
    w = walletHelpers(t, testDb.database.db);
    id = identity(t);
  });
  afterEach(async () => {
    const audit = await w.audit();
    expect(audit.sum).toBe(0n);
    expect(audit.drift).toBe(0n);
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const myPlay = async (token: string) => {
    const res = await t.post<ProtectionMyPlay>('/protection/myPlay', {}, { token });
    expect(res.status).toBe(200);
    return res.body.resultData!;
  };
  /** A member in a real slot session, with 1,000.00 of their own money. */
  const member = async () => {
    const m = await id.memberLogin(newPhone());
    const token = await m.login();
    const p = await w.launch({ sessionToken: token });
    await giveOwnMoney(testDb.database, Number(p.playerId), 100_000, `my-play-${++seq}`);
    expect((await w.call('authenticate', { token: p.token })).body).toMatchObject({ status: 'OK' });
    return { m, token, p };
  };
  type TGame = Awaited<ReturnType<typeof member>>['p'];
  const round = async (p: TGame, stake: number, won: number) => {
    const roundId = `my-play-round-${++seq}`;
    const base = { token: p.token, playerId: p.playerId, gameId: p.gameId, currency: 'TRY', roundId };
    expect((await w.call('bet', { ...base, transactionId: `my-play-bet-${++seq}`, amountMinor: stake })).body).toMatchObject({ status: 'OK' });
    expect((await w.call('win', { ...base, transactionId: `my-play-win-${++seq}`, amountMinor: won, roundEnd: true })).body).toMatchObject({ status: 'OK' });
  };
  /** Istanbul is UTC+3 all year: its midnight is 21:00 UTC. The next one after now. */
  const nextIstanbulMidnight = () => {
    const now = t.clock.now().getTime();
    const today21 = Math.floor(now / (24 * HOUR)) * 24 * HOUR + 21 * HOUR;
    return today21 > now ? today21 : today21 + 24 * HOUR;
  };

  it('answers 30 local days, oldest first and today last, with zeros for a new player; a visitor without a session is refused', async () => {
    const { token } = await member();
    const play = await myPlay(token);
    expect(play.days).toHaveLength(30);
    expect(play).toMatchObject({ timeZone: 'Europe/Istanbul', currency: 'TRY', to: t.clock.now().toISOString() });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(t.clock.now());
    expect(play.days.at(-1)!.date).toBe(today);
    expect(play.days[0]!.date < play.days[1]!.date).toBe(true);
    // The window starts at the first day's local midnight (21:00 UTC the day before).
    expect(new Date(play.from).getUTCHours()).toBe(21);
    expect(play.totals).toEqual({ depositsMinor: 0, withdrawalsMinor: 0, wageredMinor: 0, netMinor: 0, minutesPlayed: 0 });
    expect((await t.post('/protection/myPlay', {})).status).toBe(401);
  });

  it('counts stakes, results and minutes of play per Istanbul day, across midnight, for this player only', async () => {
    // 23:50 in Istanbul.
    t.clock.advance(nextIstanbulMidnight() - 10 * MINUTE - t.clock.now().getTime());
    const { token, p } = await member();
    const other = await member();
    await round(other.p, 5_000, 0);

    await round(p, 1_000, 400);
    // Play goes on for 16 minutes: a bet every 2 minutes (an activity mark each), 8 of them before midnight.
    for (let i = 0; i < 8; i++) {
      t.clock.advance(2 * MINUTE);
      await round(p, 100, 100);
    }
    const play = await myPlay(token);
    const [yesterday, today] = play.days.slice(-2);
    // Before midnight: the 1,000 round (net -600) and four rounds of 100 that won their stake back (23:52 ... 23:58).
    expect(yesterday).toMatchObject({ wageredMinor: 1_400, netMinor: -600, minutesPlayed: 10, depositsMinor: 0, withdrawalsMinor: 0 });
    // After it: four more (00:00 ... 00:06), six minutes.
    expect(today).toMatchObject({ wageredMinor: 400, netMinor: 0, minutesPlayed: 6 });
    expect(play.totals).toMatchObject({ wageredMinor: 1_800, netMinor: -600, minutesPlayed: 16 });
    // The other player's 5,000 loss is theirs alone.
    expect((await myPlay(other.token)).totals).toMatchObject({ wageredMinor: 5_000, netMinor: -5_000 });
  });

  it('drops a day once it is 30 days old', async () => {
    const { m, token, p } = await member();
    await round(p, 700, 0);
    expect((await myPlay(token)).totals.wageredMinor).toBe(700);
    t.clock.advance(29 * 24 * HOUR);
    // The session is 29 days older: sign in again.
    const again = await m.login();
    const play = await myPlay(again);
    expect(play.days[0]).toMatchObject({ wageredMinor: 700, netMinor: -700 });
    t.clock.advance(24 * HOUR);
    expect((await myPlay(await m.login())).totals).toMatchObject({ wageredMinor: 0, netMinor: 0 });
    expect(token).not.toBe(again);
  });
});
