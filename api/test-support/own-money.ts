import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { playerAccount, PROMO_ACCOUNT } from '../src/modules/wallet/ledger.service';

/**
 * The player's own money (withdrawable, unlike the sandbox's test money), booked at a test's edge through the
 * one writer of money as a goodwill PROMO from the promotions budget: the cashier's rules then see a real
 * balance. Idempotent per player and `key`.
 */
export const giveOwnMoney = async (database: Database, userId: number, amountMinor: number, key = 'test-own-money') => {
  const account = playerAccount(userId);
  await database.db.execute(sql`insert into wallet_accounts (id, currency, allow_negative) values (${account}, 'TRY', false) on conflict do nothing`);
  const moved = (await database.db.execute(sql`select outcome from wallet_transfer(${PROMO_ACCOUNT}, ${account}, ${amountMinor}::bigint, 'TRY', 'PROMO', ${`${key}:${userId}`}, now())`)) as unknown as { rows: { outcome: string }[] };
  if (moved.rows[0]?.outcome !== 'OK') throw new Error(`own money: ${moved.rows[0]?.outcome}`);
};
