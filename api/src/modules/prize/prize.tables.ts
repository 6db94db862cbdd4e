import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/user.tables';

/** One pdd prize of a player: a target, the progress (head start + helps), an expiry; paid once (ledger key `pdd:{id}`). */
export const pddPrizes = pgTable(
  'pdd_prizes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetMinor: bigint('target_minor', { mode: 'bigint' }).notNull(),
    progressMinor: bigint('progress_minor', { mode: 'bigint' }).notNull(),
    helpersNeeded: integer('helpers_needed').notNull(),
    status: text('status').$type<'open' | 'completed' | 'paid'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('pdd_prizes_user').on(t.userId, t.createdAt.desc()),
    index('pdd_prizes_paid').on(t.paidAt.desc()).where(sql`${t.status} = 'paid'`),
  ],
);

/** A friend's help: a friend helps once, ever (unique helper), and only a prize of the player whose link they came with. */
export const pddHelps = pgTable(
  'pdd_helps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    prizeId: bigint('prize_id', { mode: 'number' })
      .notNull()
      .references(() => pddPrizes.id, { onDelete: 'cascade' }),
    helperUserId: bigint('helper_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('pdd_helps_helper').on(t.helperUserId), index('pdd_helps_prize').on(t.prizeId)],
);
