import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export const SEARCH_KINDS = ['id', 'phone', 'nickname', 'device', 'iban', 'order'] as const;
export type TSearchKind = (typeof SEARCH_KINDS)[number];

export interface TPlayerSummaryRow {
  id: string;
  public_id: string;
  nike_name: string;
  role: string;
  mobile: string | null;
  vip_level: number;
  registered_at: Date | string | null;
  created_at: Date | string;
  market_id: string;
}

/** `\`, `%` and `_` are LIKE's own metacharacters: escaped, a search for `50%_off` matches only that text. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One indexed lookup per search kind, each answering at most `limit` user ids. Every value is a bound
 * parameter (never spliced into the SQL), so quotes, semicolons and regex metacharacters are only text.
 */
const idsQuery = (kind: TSearchKind, value: string, limit: number): SQL => {
  switch (kind) {
    case 'id':
      // The numeric id, or the public id (`uid`) players and their screenshots show.
      return /^\d{1,15}$/.test(value)
        ? sql`select id from users where id = ${Number(value)} or public_id = ${value} limit ${limit}`
        : sql`select id from users where public_id = ${value} limit ${limit}`;
    case 'phone':
      return sql`select id from users where mobile = ${value} limit ${limit}`;
    case 'nickname':
      // Prefix, case-insensitive: the users_nick_lower index (text_pattern_ops) answers it.
      return sql`select id from users where lower(nike_name) like lower(${escapeLike(value)}) || '%' escape '\\' order by lower(nike_name), id limit ${limit}`;
    case 'device':
      return sql`(select id from users where device_number = ${value} limit ${limit})
        union (select user_id as id from sessions where device_number = ${value} limit ${limit})`;
    case 'iban':
      return sql`(select user_id as id from cashier_bank_cards where iban = ${value} limit ${limit})
        union (select user_id as id from cashier_orders where payout_account->>'iban' = ${value} limit ${limit})`;
    case 'order':
      return sql`select user_id as id from cashier_orders where order_id = ${value} or gateway_order_id = ${value} limit ${limit}`;
  }
};

export const createPlayerSearchRepository = (db: Db) => ({
  /** The ids of the players one kind of search finds. */
  async idsBy(kind: TSearchKind, value: string, limit: number): Promise<number[]> {
    return rowsOf<{ id: string | number }>(await db.execute(idsQuery(kind, value, limit))).map((r) => Number(r.id));
  },

  /** The players of `ids` in `markets` (null: any market), by id. */
  async summaries(ids: readonly number[], markets: readonly string[] | null): Promise<TPlayerSummaryRow[]> {
    if (ids.length === 0 || markets?.length === 0) return [];
    const inMarkets = markets === null ? sql`` : sql` and market_id in (${sql.join(markets.map((m) => sql`${m}`), sql`, `)})`;
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    return rowsOf<TPlayerSummaryRow>(
      await db.execute(sql`select id::text as id, public_id, nike_name, role, mobile, vip_level, registered_at, created_at, market_id from users where id in (${list})${inMarkets} order by id`),
    );
  },
});

export type TPlayerSearchRepository = ReturnType<typeof createPlayerSearchRepository>;
