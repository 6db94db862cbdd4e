import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/user.tables';

/**
 * What the VIP programme paid a player: one row per level reached (`kind` level_up), written in the
 * same transaction as its ledger transfer (`vip-levelup:<user>:<level>`). The unique index makes a
 * level's reward impossible to pay twice, whatever races the level-up detection.
 * The player's current level is `users.vip_level`; the wagered amount it comes from is summed from
 * the settled rounds (`wallet_game_rounds`), never stored as a counter.
 */
export const vipRewards = pgTable(
  'vip_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    market: text('market').notNull(),
    kind: text('kind').$type<'level_up'>().notNull(),
    level: integer('level').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** The ledger idempotency key of the payment (null when the level pays nothing). */
    transferKey: text('transfer_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('vip_rewards_once').on(t.userId, t.kind, t.level), index('vip_rewards_user_created').on(t.userId, t.createdAt.desc(), t.id)],
);
