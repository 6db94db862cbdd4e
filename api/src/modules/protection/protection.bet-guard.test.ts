import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createTestDatabase, dialects, FakeClock, type TestDatabase } from '../../../test-support/harness';
import { users } from '../user/user.tables';
import { periodBounds, type TLimitPeriod } from './protection.period';
import { createProtectionRepository } from './protection.repository';
import { createPlayUsage, PLAY_IDLE_GAP_MS } from './protection.usage';
import { protectionPlaySpans } from './protection.tables';

/**
 * A bet's protection checks run in SQL inside the money statement (drizzle/functions/protection_bet_refusal.sql);
 * the player's own screens read the same rules in TypeScript (protection.period.ts, protection.usage.ts).
 * These tests pin that both compute the same periods and the same play time.
 */
describe.each(dialects())('the bet guard in SQL agrees with the TypeScript rules (%s)', (dialect) => {
  let testDb: TestDatabase;
  let db: Db;
  let seq = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    db = testDb.database.db;
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

  const newUser = async (): Promise<number> => {
    const n = ++seq;
    const [row] = await db.insert(users).values({ publicId: `guard-${process.pid}-${n}`, uuId: `guard-uu-${process.pid}-${n}`, nikeName: `guard ${n}`, marketId: 'tr' }).returning({ id: users.id });
    return row!.id;
  };

  // Around Istanbul midnight (21:00 UTC), a Sunday/Monday, a month's end and a year's end.
  const instants = [
    '2026-11-26T20:59:59.999Z',
    '2026-11-26T21:00:00.000Z',
    '2026-11-29T20:59:59.000Z',
    '2026-11-29T21:00:00.000Z',
    '2026-11-30T21:00:00.000Z',
    '2026-12-31T20:59:00.000Z',
    '2026-12-31T21:00:00.000Z',
    '2027-03-28T01:30:00.000Z',
  ];

  it.each(['day', 'week', 'month'] as TLimitPeriod[])('starts a %s where periodBounds does, in Europe/Istanbul', async (period) => {
    for (const at of instants) {
      const [row] = rowsOf<{ start: Date | string }>(await db.execute(sql`select date_trunc(${period}, ${at}::timestamptz, 'Europe/Istanbul') as start`));
      expect(new Date(row!.start).toISOString()).toBe(periodBounds(period, new Date(at)).start.toISOString());
    }
  });

  it('counts play time as protection.usage does: clipped to the window, idle pauses out, the newest span open up to now', async () => {
    const userId = await newUser();
    const t0 = Date.parse('2026-11-26T18:00:00.000Z');
    const min = 60_000;
    // A closed span that started before the window, a closed one inside it, and the newest one still open.
    const spans: Array<[number, number]> = [
      [t0 - 40 * min, t0 + 10 * min],
      [t0 + 30 * min, t0 + 47 * min],
      [t0 + 80 * min, t0 + 95 * min],
    ];
    await db.insert(protectionPlaySpans).values(spans.map(([s, e]) => ({ userId, startedAt: new Date(s), lastActiveAt: new Date(e) })));
    const repo = createProtectionRepository(db);
    for (const toOffset of [96, 99, 100, 101, 130]) {
      const from = new Date(t0);
      const to = new Date(t0 + toOffset * min);
      const [row] = rowsOf<{ ms: number | string }>(await db.execute(sql`select protection_play_ms(${userId}, ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz) as ms`));
      const fromSpans = await repo.playSpans(userId, from, to, PLAY_IDLE_GAP_MS);
      let expected = 0;
      fromSpans.forEach((span, i) => {
        const open = i === 0 && to.getTime() - span.lastActiveAt.getTime() <= PLAY_IDLE_GAP_MS;
        const end = Math.min(open ? to.getTime() : span.lastActiveAt.getTime(), to.getTime());
        const start = Math.max(span.startedAt.getTime(), from.getTime());
        if (end > start) expected += end - start;
      });
      expect(Number(row!.ms)).toBe(expected);
    }
    // And the whole day as the player's screen reads it.
    const clock = new FakeClock(t0 + 97 * min);
    const usage = createPlayUsage({ repo, clock });
    const [day] = rowsOf<{ ms: number | string }>(
      await db.execute(sql`select protection_play_ms(${userId}, date_trunc('day', ${clock.now().toISOString()}::timestamptz, 'Europe/Istanbul'), ${clock.now().toISOString()}::timestamptz) as ms`),
    );
    expect(Math.floor(Number(day!.ms) / min)).toBe(await usage.sessionMinutesUsed(userId, 'day', clock.now()));
    expect(Math.floor(Number(day!.ms) / min)).toBe(50 + 17 + 17);
  });

  it('marks play at most every 30 s: extends the newest span within the idle gap, opens a new one after it', async () => {
    const userId = await newUser();
    const at = (s: number) => new Date(Date.parse('2026-11-26T10:00:00.000Z') + s * 1000).toISOString();
    const spans = async () =>
      rowsOf<{ started_at: Date | string; last_active_at: Date | string }>(
        await db.execute(sql`select started_at, last_active_at from protection_play_spans where user_id = ${userId} order by id`),
      ).map((r) => [new Date(r.started_at).toISOString(), new Date(r.last_active_at).toISOString()]);
    for (const s of [0, 10, 31, 45, 31 + 301]) await db.execute(sql`select protection_mark_play(${userId}, ${at(s)}::timestamptz)`);
    expect(await spans()).toEqual([
      [at(0), at(31)],
      [at(332), at(332)],
    ]);
  });
});
