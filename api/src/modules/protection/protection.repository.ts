import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { sessions } from '../auth/auth.tables';
import { users } from '../user/user.tables';
import { cashierOrders } from '../cashier/cashier.tables';
import { gameRounds } from '../wallet/wallet.tables';
import { protectionAudit, protectionExclusions, protectionLimits, protectionPlaySpans, protectionProfiles, protectionSettings } from './protection.tables';

export type TLimitRow = typeof protectionLimits.$inferSelect;
export type TExclusionRow = typeof protectionExclusions.$inferSelect;
export type TProfileRow = typeof protectionProfiles.$inferSelect;
export type TAuditRow = typeof protectionAudit.$inferSelect;

/** Player protection's rows; every method takes the caller's transaction (the player's account lock is held there). */
export const createProtectionRepository = (db: Db) => ({
  listLimits: async (userId: number, tx: Db = db): Promise<TLimitRow[]> => tx.select().from(protectionLimits).where(eq(protectionLimits.userId, userId)),

  upsertLimit: async (row: typeof protectionLimits.$inferInsert, tx: Db): Promise<void> => {
    await tx
      .insert(protectionLimits)
      .values(row)
      .onConflictDoUpdate({
        target: [protectionLimits.userId, protectionLimits.kind, protectionLimits.period],
        set: { value: row.value ?? null, pendingValue: row.pendingValue ?? null, pendingRemove: row.pendingRemove ?? 0, pendingEffectiveAt: row.pendingEffectiveAt ?? null, updatedAt: row.updatedAt },
      });
  },

  deleteLimit: async (userId: number, kind: TLimitRow['kind'], period: TLimitRow['period'], tx: Db): Promise<void> => {
    await tx.delete(protectionLimits).where(and(eq(protectionLimits.userId, userId), eq(protectionLimits.kind, kind), eq(protectionLimits.period, period)));
  },

  /** The exclusion in force at `at` that ends last (indefinite first). */
  activeExclusion: async (userId: number, at: Date, tx: Db = db): Promise<TExclusionRow | undefined> =>
    (
      await tx
        .select()
        .from(protectionExclusions)
        .where(and(eq(protectionExclusions.userId, userId), lte(protectionExclusions.startsAt, at), or(isNull(protectionExclusions.endsAt), gt(protectionExclusions.endsAt, at))))
        .orderBy(sql`${protectionExclusions.endsAt} desc nulls first`)
        .limit(1)
    )[0],

  insertExclusion: async (row: typeof protectionExclusions.$inferInsert, tx: Db): Promise<void> => {
    await tx.insert(protectionExclusions).values(row);
  },

  findProfile: async (userId: number, tx: Db = db): Promise<TProfileRow | undefined> =>
    (await tx.select().from(protectionProfiles).where(eq(protectionProfiles.userId, userId)).limit(1))[0],

  insertProfile: async (row: TProfileRow, tx: Db): Promise<boolean> =>
    (await tx.insert(protectionProfiles).values(row).onConflictDoNothing().returning({ userId: protectionProfiles.userId })).length > 0,

  insertAudit: async (row: typeof protectionAudit.$inferInsert, tx: Db): Promise<void> => {
    await tx.insert(protectionAudit).values(row);
  },

  listAudit: async (userId: number, limit: number): Promise<TAuditRow[]> =>
    db.select().from(protectionAudit).where(eq(protectionAudit.userId, userId)).orderBy(desc(protectionAudit.id)).limit(limit),

  /**
   * Activity at `at`: the player's newest span grows when it was active within `gapMs`, else a new
   * span starts. (Two instances racing may both start one; the newer grows, the other stays ~0 long.)
   */
  touchPlaySpan: async (userId: number, at: Date, gapMs: number, tx: Db = db): Promise<void> => {
    const since = new Date(at.getTime() - gapMs).toISOString();
    const grown = await tx.execute(sql`
      update protection_play_spans set last_active_at = greatest(last_active_at, ${at.toISOString()}::timestamptz)
      where id = (select id from protection_play_spans where user_id = ${userId} order by last_active_at desc, id desc limit 1)
        and last_active_at >= ${since}::timestamptz
      returning id`);
    if (rowsOf(grown).length > 0) return;
    await tx.insert(protectionPlaySpans).values({ userId, startedAt: at, lastActiveAt: at });
  },

  /** Spans that may overlap [from, to) (the newest may still be open: active within `gapMs`). */
  playSpans: async (userId: number, from: Date, to: Date, gapMs: number, tx: Db = db): Promise<Array<{ id: number; startedAt: Date; lastActiveAt: Date }>> =>
    tx
      .select({ id: protectionPlaySpans.id, startedAt: protectionPlaySpans.startedAt, lastActiveAt: protectionPlaySpans.lastActiveAt })
      .from(protectionPlaySpans)
      .where(
        and(
          eq(protectionPlaySpans.userId, userId),
          sql`${protectionPlaySpans.lastActiveAt} >= ${new Date(from.getTime() - gapMs).toISOString()}::timestamptz`,
          sql`${protectionPlaySpans.startedAt} < ${to.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(desc(protectionPlaySpans.lastActiveAt), desc(protectionPlaySpans.id)),

  realityCheckMinutes: async (userId: number): Promise<number | null> =>
    (await db.select({ m: protectionSettings.realityCheckMinutes }).from(protectionSettings).where(eq(protectionSettings.userId, userId)).limit(1))[0]?.m ?? null,

  setRealityCheckMinutes: async (userId: number, minutes: number | null, at: Date, tx: Db): Promise<void> => {
    await tx
      .insert(protectionSettings)
      .values({ userId, realityCheckMinutes: minutes, updatedAt: at })
      .onConflictDoUpdate({ target: protectionSettings.userId, set: { realityCheckMinutes: minutes, updatedAt: at } });
  },

  /** A login session's start, and the start of the player's login before it (shown after login). */
  sessionStarts: async (userId: number, sessionId: number): Promise<{ startedAt: Date | null; previousAt: Date | null }> => {
    const current = (await db.select({ createdAt: sessions.createdAt }).from(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId))).limit(1))[0];
    if (!current) return { startedAt: null, previousAt: null };
    // A member's previous login is one since the registration: the guest visits before it are no login.
    const registeredAt = (await db.select({ at: users.registeredAt }).from(users).where(eq(users.id, userId)).limit(1))[0]?.at ?? null;
    const previous = (
      await db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            sql`${sessions.id} < ${sessionId}`,
            registeredAt ? sql`${sessions.createdAt} >= ${registeredAt.toISOString()}::timestamptz` : undefined,
          ),
        )
        .orderBy(desc(sessions.id))
        .limit(1)
    )[0];
    return { startedAt: current.createdAt, previousAt: previous?.createdAt ?? null };
  },

  auditBetween: async (userId: number, from: Date, to: Date, limit: number): Promise<TAuditRow[]> =>
    db
      .select()
      .from(protectionAudit)
      .where(and(eq(protectionAudit.userId, userId), sql`${protectionAudit.createdAt} >= ${from.toISOString()}::timestamptz`, sql`${protectionAudit.createdAt} <= ${to.toISOString()}::timestamptz`))
      .orderBy(desc(protectionAudit.id))
      .limit(limit),

  /** Stakes (net of refunds) and losses (stakes - wins) of the rounds the player started since `since`. */
  playUsage: async (userId: number, since: Date, tx: Db = db): Promise<{ wagerMinor: bigint; lossMinor: bigint }> => {
    // (the same sums give a session's net result: -loss)
    const row = (
      await tx
        .select({
          wager: sql<string>`coalesce(sum(${gameRounds.betMinor} - ${gameRounds.refundMinor}), 0)::text`,
          loss: sql<string>`coalesce(sum(${gameRounds.betMinor} - ${gameRounds.refundMinor} - ${gameRounds.winMinor}), 0)::text`,
        })
        .from(gameRounds)
        .where(and(eq(gameRounds.userId, userId), sql`${gameRounds.startedAt} >= ${since.toISOString()}::timestamptz`))
    )[0];
    return { wagerMinor: BigInt(row?.wager ?? '0'), lossMinor: BigInt(row?.loss ?? '0') };
  },

  /** Deposits asked for since `since` that are paid or may still be paid (open orders count: they can be paid). */
  depositUsage: async (userId: number, since: Date, tx: Db = db): Promise<bigint> => {
    const row = (
      await tx
        .select({ total: sql<string>`coalesce(sum(coalesce(${cashierOrders.creditedMinor}, ${cashierOrders.amountMinor})), 0)::text` })
        .from(cashierOrders)
        .where(
          and(
            eq(cashierOrders.userId, userId),
            eq(cashierOrders.kind, 'deposit'),
            sql`${cashierOrders.status} in ('created', 'pending', 'paid')`,
            sql`${cashierOrders.createdAt} >= ${since.toISOString()}::timestamptz`,
          ),
        )
    )[0];
    return BigInt(row?.total ?? '0');
  },

  /**
   * The player's last `days` calendar days in `timeZone` (today included), oldest first: paid deposits (what
   * was credited) and paid-out withdrawals (what left the balance, fee included) by the day they were paid, stakes and results of the rounds started that day, and
   * the minutes played (protection_play_ms over the day, today up to `now`). One query.
   */
  myPlayDays: async (userId: number, now: Date, days: number, timeZone: string, tx: Db = db) => {
    const at = now.toISOString();
    const rows = rowsOf<{ day: string; starts_ms: number | string; deposits: string; withdrawals: string; wagered: string; net: string; ms: number | string }>(
      await tx.execute(sql`
        with days as (
          select d as day, d::timestamp at time zone ${timeZone} as starts, (d + 1)::timestamp at time zone ${timeZone} as ends
          from generate_series(0, ${days - 1}::integer) as g(back), lateral (select (${at}::timestamptz at time zone ${timeZone})::date - back as d) as l
        ),
        money as (
          select (o.paid_at at time zone ${timeZone})::date as day,
            coalesce(sum(coalesce(o.credited_minor, o.amount_minor)) filter (where o.kind = 'deposit'), 0) as deposits,
            coalesce(sum(o.amount_minor) filter (where o.kind = 'withdrawal'), 0) as withdrawals
          from ${cashierOrders} o
          where o.user_id = ${userId} and o.status = 'paid' and o.paid_at >= (select min(starts) from days) and o.paid_at <= ${at}::timestamptz
          group by 1
        ),
        play as (
          select (r.started_at at time zone ${timeZone})::date as day,
            sum(r.bet_minor - r.refund_minor) as wagered,
            sum(r.win_minor + r.refund_minor - r.bet_minor) as net
          from ${gameRounds} r
          where r.user_id = ${userId} and r.started_at >= (select min(starts) from days) and r.started_at <= ${at}::timestamptz
          group by 1
        )
        select to_char(days.day, 'YYYY-MM-DD') as day, extract(epoch from days.starts)::float8 * 1000 as starts_ms,
          coalesce(money.deposits, 0)::text as deposits, coalesce(money.withdrawals, 0)::text as withdrawals,
          coalesce(play.wagered, 0)::text as wagered, coalesce(play.net, 0)::text as net,
          protection_play_ms(${userId}, days.starts, least(days.ends, ${at}::timestamptz)) as ms
        from days left join money on money.day = days.day left join play on play.day = days.day
        order by days.day`),
    );
    return rows.map((r) => ({
      date: r.day,
      startsMs: Number(r.starts_ms),
      depositsMinor: BigInt(r.deposits),
      withdrawalsMinor: BigInt(r.withdrawals),
      wageredMinor: BigInt(r.wagered),
      netMinor: BigInt(r.net),
      playedMs: Number(r.ms),
    }));
  },
});

export type TProtectionRepository = ReturnType<typeof createProtectionRepository>;
