import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface TStatementFilter {
  account: string;
  /** Rows older than this transfer id (the previous page's last row). */
  beforeId?: bigint | undefined;
  code?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
}

export interface TStatementRow {
  id: string;
  created_at: Date | string;
  code: string;
  counter_account: string;
  signed: string;
  running: string;
}

export interface TProfileRow {
  id: string;
  public_id: string;
  nike_name: string;
  name: string | null;
  email: string | null;
  role: string;
  mobile: string | null;
  device_number: string | null;
  vip_level: number;
  registered_at: Date | string | null;
  created_at: Date | string;
  login_blocked_at: Date | string | null;
  review_at: Date | string | null;
  closed_at: Date | string | null;
  market_id: string;
  /** The player's money's currency: their cash account's, else their market's. */
  currency: string;
}

const at = (value: Date | undefined) => (value ? value.toISOString() : null);

/** Reads of one player for the back office (profile, logins, money, rounds, orders); no writes. */
export const createPlayer360Repository = (db: Db) => ({
  async profile(userId: number): Promise<TProfileRow | undefined> {
    return rowsOf<TProfileRow>(
      await db.execute(sql`select u.id::text as id, u.public_id, u.nike_name, u.name, u.email, u.role, u.mobile, u.device_number, u.vip_level,
          u.registered_at, u.created_at, u.closed_at, f.login_blocked_at, f.review_at, u.market_id, coalesce(a.currency, m.currency) as currency
        from users u join markets m on m.id = u.market_id
          left join wallet_accounts a on a.id = 'player:' || u.id || ':cash'
          left join backoffice_player_flags f on f.user_id = u.id
        where u.id = ${userId}`),
    )[0];
  },

  /** The latest sign-ins: each session's device and IP, newest first. */
  async lastLogins(userId: number, limit: number) {
    return rowsOf<{ created_at: Date | string; device_number: string | null; ip: string | null; revoked_at: Date | string | null; expires_at: Date | string }>(
      await db.execute(sql`select created_at, device_number, ip, revoked_at, expires_at from sessions where user_id = ${userId} order by created_at desc, id desc limit ${limit}`),
    );
  },

  async balances(accounts: readonly string[]): Promise<Map<string, bigint>> {
    const list = sql.join(
      accounts.map((a) => sql`${a}`),
      sql`, `,
    );
    const rows = rowsOf<{ id: string; balance: string }>(await db.execute(sql`select id, balance::text as balance from wallet_accounts where id in (${list})`));
    return new Map(rows.map((r) => [r.id, BigInt(r.balance)]));
  },

  /**
   * The account's transfers, newest first, each with its running balance (the account's balance just after
   * it): the current balance minus every transfer newer than the row. Only the rows from the page's oldest
   * one up to now are summed (index range scans on (debit|credit, id)), so a recent page costs the same for
   * a player with a million transfers as for one with ten. The filter hides rows, never changes a balance;
   * the page, the sum and the balance come from one statement (one snapshot).
   */
  async statement(f: TStatementFilter): Promise<TStatementRow[]> {
    const before = f.beforeId?.toString() ?? null;
    return rowsOf<TStatementRow>(
      await db.execute(sql`
        with page as (
          select id, created_at, code,
            case when credit_account = ${f.account} then amount else -amount end as signed,
            case when credit_account = ${f.account} then debit_account else credit_account end as counter_account
          from wallet_transfers
          where (debit_account = ${f.account} or credit_account = ${f.account})
            and (${before}::bigint is null or id < ${before}::bigint)
            and (${f.code ?? null}::text is null or code = ${f.code ?? null}::text)
            and (${at(f.from)}::timestamptz is null or created_at >= ${at(f.from)}::timestamptz)
            and (${at(f.to)}::timestamptz is null or created_at < ${at(f.to)}::timestamptz)
          order by id desc limit ${f.limit}
        ), newer as (
          select id, coalesce(sum(case when credit_account = ${f.account} then amount else -amount end) over (order by id desc rows between unbounded preceding and 1 preceding), 0) as after_it
          from wallet_transfers
          where (debit_account = ${f.account} or credit_account = ${f.account}) and id >= (select min(id) from page)
        )
        select p.id::text as id, p.created_at, p.code, p.counter_account, p.signed::text as signed,
          ((select balance from wallet_accounts where id = ${f.account}) - n.after_it)::text as running
        from page p join newer n on n.id = p.id
        order by p.id desc`),
    );
  },

  async rounds(userId: number, before: { startedAt: Date; roundId: string } | undefined, limit: number) {
    return rowsOf<{ round_id: string; game_id: number; game_name: string | null; provider: string | null; bet_minor: string; win_minor: string; refund_minor: string; status: string; started_at: Date | string }>(
      await db.execute(sql`select r.round_id, r.game_id, g.name as game_name, p.name as provider, r.bet_minor::text as bet_minor, r.win_minor::text as win_minor,
          r.refund_minor::text as refund_minor, r.status, r.started_at
        from wallet_game_rounds r left join games g on g.id = r.game_id left join game_providers p on p.code = g.firm_code
        where r.user_id = ${userId} and (${at(before?.startedAt)}::timestamptz is null or (r.started_at, r.round_id) < (${at(before?.startedAt)}::timestamptz, ${before?.roundId ?? ''}))
        order by r.started_at desc, r.round_id desc limit ${limit}`),
    );
  },

  async orders(userId: number, limit: number) {
    return rowsOf<{ order_id: string; kind: string; channel: string; status: string; amount_minor: string; credited_minor: string | null; fee_minor: string; currency: string; payout_iban: string | null; created_at: Date | string; paid_at: Date | string | null }>(
      await db.execute(sql`select order_id, kind, channel, status, amount_minor::text as amount_minor, credited_minor::text as credited_minor, fee_minor::text as fee_minor,
          currency, payout_account->>'iban' as payout_iban, created_at, paid_at
        from cashier_orders where user_id = ${userId} order by created_at desc, id desc limit ${limit}`),
    );
  },
});

export type TPlayer360Repository = ReturnType<typeof createPlayer360Repository>;
