import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TLogger } from '../../lib/logger';
import { dayOf, dayStart } from './report-days';

export const HOUR_MS = 3_600_000;
/** The hours rebuilt on every run behind the current one: late commits and rounds settled after their hour. */
export const REPORT_LATE_HOURS = 1;
/** A run builds at most this many hours (a first start on an old ledger catches up run after run). */
const HOURS_PER_RUN = 24;
/** Figures are at most this late (a run at 10M rounds a day reads ~2 hours: seconds of database time). */
const RUN_EVERY_MS = 5 * 60_000;
/** After this hour of an Istanbul day, the day before is rebuilt once more whole: rounds that settled hours late. */
const FINALIZE_AFTER_HOURS = 1;
/** pg advisory lock key of the job (any bigint; one per job). */
const LOCK_KEY = 26_000_001;
const STATE_ID = 'hours';
const FINAL_ID = 'final-day';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const hourFloor = (d: Date): Date => new Date(Math.floor(d.getTime() / HOUR_MS) * HOUR_MS);

/**
 * Rebuilds the hour buckets of [from, to) inside `tx`: delete then insert, so running it twice (or on two
 * instances one after the other) gives the same rows. Money from the ledger at the transfer's time; settled
 * rounds at the hour they started; first deposits kept per player (the earliest DEPOSIT ever).
 */
const rebuildHours = async (tx: Tx, from: Date, to: Date, now: Date): Promise<void> => {
  const f = from.toISOString();
  const t = to.toISOString();
  const n = now.toISOString();
  await tx.execute(sql`delete from report_hours where hour >= ${f}::timestamptz and hour < ${t}::timestamptz`);
  await tx.execute(sql`delete from report_game_hours where hour >= ${f}::timestamptz and hour < ${t}::timestamptz`);
  await tx.execute(sql`
    insert into report_hours (hour, currency, bets_minor, wins_minor, bonus_granted_minor, bonus_converted_minor, bonus_removed_minor,
      cashback_minor, deposits_minor, deposits, withdrawals_minor, withdrawals, computed_at)
    select date_trunc('hour', created_at, 'UTC'), currency,
      coalesce(sum(amount) filter (where code = 'BET'), 0) - coalesce(sum(amount) filter (where code = 'ROLLBACK' and credit_account like 'player:%'), 0),
      coalesce(sum(amount) filter (where code = 'WIN'), 0) - coalesce(sum(amount) filter (where code = 'ROLLBACK' and debit_account like 'player:%'), 0),
      coalesce(sum(amount) filter (where code = 'BONUS_GRANT'), 0),
      coalesce(sum(amount) filter (where code = 'BONUS_CONVERT'), 0),
      coalesce(sum(amount) filter (where code = 'BONUS_REMOVE'), 0),
      coalesce(sum(case when credit_account like 'player:%' then amount else -amount end) filter (where code = 'CASHBACK'), 0),
      coalesce(sum(amount) filter (where code = 'DEPOSIT'), 0), count(*) filter (where code = 'DEPOSIT'),
      coalesce(sum(amount) filter (where code = 'PAYOUT'), 0), count(*) filter (where code = 'PAYOUT'),
      ${n}::timestamptz
    from wallet_transfers
    where created_at >= ${f}::timestamptz and created_at < ${t}::timestamptz
    group by 1, 2`);
  // Members by the hour they registered, in their cash account's currency (their market's before any money).
  await tx.execute(sql`
    insert into report_hours (hour, currency, registrations, computed_at)
    select date_trunc('hour', u.registered_at, 'UTC'), coalesce(a.currency, m.currency), count(*), ${n}::timestamptz
    from users u join markets m on m.id = u.market_id left join wallet_accounts a on a.id = 'player:' || u.id || ':cash'
    where u.registered_at >= ${f}::timestamptz and u.registered_at < ${t}::timestamptz
    group by 1, 2
    on conflict (hour, currency) do update set registrations = excluded.registrations`);
  await tx.execute(sql`
    insert into report_first_deposits (user_id, currency, at)
    select split_part(credit_account, ':', 2)::bigint, min(currency), min(created_at)
    from wallet_transfers
    where code = 'DEPOSIT' and credit_account like 'player:%' and created_at >= ${f}::timestamptz and created_at < ${t}::timestamptz
    group by 1
    on conflict (user_id) do update set at = excluded.at, currency = excluded.currency where excluded.at < report_first_deposits.at`);
  await tx.execute(sql`
    insert into report_hours (hour, currency, first_depositors, computed_at)
    select date_trunc('hour', at, 'UTC'), currency, count(*), ${n}::timestamptz
    from report_first_deposits
    where at >= ${f}::timestamptz and at < ${t}::timestamptz
    group by 1, 2
    on conflict (hour, currency) do update set first_depositors = excluded.first_depositors`);
  await tx.execute(sql`
    insert into report_game_hours (hour, currency, game_id, rounds, bets_minor, wins_minor)
    select date_trunc('hour', started_at, 'UTC'), currency, game_id, count(*), sum(bet_minor - refund_minor), sum(win_minor)
    from wallet_game_rounds
    where status = 'closed' and started_at >= ${f}::timestamptz and started_at < ${t}::timestamptz
    group by 1, 2, 3`);
  // A player who staked (and was not refunded in full) is active that Istanbul day; rows only ever added.
  await tx.execute(sql`
    insert into report_day_players (day, currency, user_id)
    select distinct (started_at at time zone 'Europe/Istanbul')::date, currency, user_id
    from wallet_game_rounds
    where bet_minor > refund_minor and started_at >= ${f}::timestamptz and started_at < ${t}::timestamptz
    on conflict do nothing`);
};

export interface TReportsAggregatorDeps {
  db: Db;
  now: () => Date;
  logger: Pick<TLogger, 'warn'>;
}

export interface TAggregatorRun {
  /** False when another instance held the job's lock: it does the work. */
  ran: boolean;
  from?: string;
  to?: string;
  /** More old hours wait to be built (a first start on an existing ledger). */
  behind?: boolean;
}

/**
 * The reports job: pre-aggregates the ledger and the settled rounds into hour buckets (see README, "Reports").
 * Safe on several API instances: a run takes a transaction-scoped advisory lock and skips when another holds it;
 * a rebuild of an hour is delete + insert in one transaction, so a repeat gives the same rows.
 */
export const createReportsAggregator = (deps: TReportsAggregatorDeps) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const earliest = async (tx: Tx): Promise<Date | null> => {
    const [row] = rowsOf<{ at: string | Date | null }>(
      await tx.execute(sql`select least((select created_at from wallet_transfers order by id limit 1), (select min(registered_at) from users)) as at`),
    );
    return row?.at ? new Date(row.at) : null;
  };

  /** One run: from the watermark (or REPORT_LATE_HOURS back, whichever is earlier) up to the current hour. */
  const runOnce = async (): Promise<TAggregatorRun> => {
    const now = deps.now();
    return deps.db.transaction(async (tx) => {
      const [lock] = rowsOf<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as ok`));
      if (!lock?.ok) return { ran: false };
      const current = hourFloor(now);
      const [state] = rowsOf<{ until: string | Date }>(await tx.execute(sql`select computed_until as until from report_state where id = ${STATE_ID}`));
      const lateFrom = new Date(current.getTime() - REPORT_LATE_HOURS * HOUR_MS);
      const start = state ? new Date(Math.min(new Date(state.until).getTime(), lateFrom.getTime())) : hourFloor((await earliest(tx)) ?? now);
      const end = new Date(Math.min(start.getTime() + HOURS_PER_RUN * HOUR_MS, current.getTime() + HOUR_MS));
      await rebuildHours(tx, start, end, now);
      const until = new Date(Math.max(end.getTime(), state ? new Date(state.until).getTime() : 0));
      await tx.execute(sql`
        insert into report_state (id, computed_until, updated_at) values (${STATE_ID}, ${until.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        on conflict (id) do update set computed_until = excluded.computed_until, updated_at = excluded.updated_at`);
      return { ran: true, from: start.toISOString(), to: end.toISOString(), behind: end.getTime() <= current.getTime() };
    });
  };

  /** Rebuilds [from, to) now, a day per transaction, waiting for a running job (staff's "refresh", the benchmark). */
  const rebuild = async (from: Date, to: Date): Promise<void> => {
    for (let start = hourFloor(from); start < to; start = new Date(start.getTime() + HOURS_PER_RUN * HOUR_MS)) {
      const end = new Date(Math.min(start.getTime() + HOURS_PER_RUN * HOUR_MS, to.getTime()));
      await deps.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
        await rebuildHours(tx, start, end, deps.now());
      });
    }
  };

  /** Up to date as of: the watermark, capped at now (the current hour is rebuilt on every run). */
  const computedUntil = async (): Promise<Date | null> => {
    const [row] = rowsOf<{ until: string | Date; at: string | Date }>(await deps.db.execute(sql`select computed_until as until, updated_at as at from report_state where id = ${STATE_ID}`));
    return row ? new Date(Math.min(new Date(row.until).getTime(), new Date(row.at).getTime())) : null;
  };

  /**
   * Once a day, after FINALIZE_AFTER_HOURS into an Istanbul day, the day before is rebuilt whole (under the same
   * lock, skipped when another instance holds it): its rounds that settled after the late window are counted.
   */
  const finalizeYesterday = async (): Promise<boolean> => {
    const now = deps.now();
    const today = dayStart(dayOf(now));
    if (now.getTime() < today.getTime() + FINALIZE_AFTER_HOURS * HOUR_MS) return false;
    const yesterday = dayStart(dayOf(new Date(today.getTime() - HOUR_MS)));
    return deps.db.transaction(async (tx) => {
      const [lock] = rowsOf<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as ok`));
      if (!lock?.ok) return false;
      const [state] = rowsOf<{ until: string | Date }>(await tx.execute(sql`select computed_until as until from report_state where id = ${FINAL_ID}`));
      if (state && new Date(state.until).getTime() >= today.getTime()) return false;
      await rebuildHours(tx, yesterday, today, now);
      await tx.execute(sql`
        insert into report_state (id, computed_until, updated_at) values (${FINAL_ID}, ${today.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        on conflict (id) do update set computed_until = excluded.computed_until, updated_at = excluded.updated_at`);
      return true;
    });
  };

  const tick = async (): Promise<void> => {
    // Catching up on an old ledger: run again at once until only the late window is left.
    for (let i = 0; i < 1000; i++) if (!(await runOnce()).behind) break;
    await finalizeYesterday();
  };

  return {
    runOnce,
    finalizeYesterday,
    rebuild,
    computedUntil,
    start(): void {
      if (timer) return;
      const go = () => {
        if (running) return;
        running = tick()
          .catch((error: unknown) => deps.logger.warn({ err: error }, 'reports job failed'))
          .finally(() => {
            running = undefined;
          });
      };
      timer = setInterval(go, RUN_EVERY_MS);
      timer.unref();
      go();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
};

export type TReportsAggregator = ReturnType<typeof createReportsAggregator>;
