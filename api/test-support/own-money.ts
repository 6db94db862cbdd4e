import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { playerAccount, promoAccount } from '../src/modules/wallet/ledger.service';

/**
 * The player's own money (withdrawable, unlike the sandbox's test money), booked at a test's edge through the
 * one writer of money as a goodwill PROMO from the promotions budget: the cashier's rules then see a real
 * balance. Idempotent per player and `key`.
 */
export const giveOwnMoney = async (database: Database, userId: number, amountMinor: number, key = 'test-own-money') => {
  const account = playerAccount(userId);
  // In the player's currency: their market's.
  const market = (await database.db.execute(sql`select m.currency from users u join markets m on m.id = u.market_id where u.id = ${userId}`)) as unknown as { rows: { currency: string }[] };
  const currency = market.rows[0]?.currency;
  if (!currency) throw new Error(`own money: no player ${userId}`);
  await database.db.execute(sql`insert into wallet_accounts (id, currency, allow_negative) values (${account}, ${currency}, false) on conflict do nothing`);
  const moved = (await database.db.execute(sql`select outcome from wallet_transfer(${promoAccount(currency)}, ${account}, ${amountMinor}::bigint, ${currency}, 'PROMO', ${`${key}:${userId}`}, now())`)) as unknown as { rows: { outcome: string }[] };
  if (moved.rows[0]?.outcome !== 'OK') throw new Error(`own money: ${moved.rows[0]?.outcome}`);
};
