import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './user.tables';

/**
 * A condition on a column holding player ids: the player belongs to one of `markets` (staff per market).
 * Uses the index users_market (market_id, id).
 */
export const inMarkets = (userId: AnyPgColumn, markets: readonly string[]): SQL =>
  markets.length === 0
    ? sql`false`
    : sql`${userId} in (select ${users.id} from ${users} where ${users.marketId} in (${sql.join(
        markets.map((m) => sql`${m}`),
        sql`, `,
      )}))`;
