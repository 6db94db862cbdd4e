import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/user.tables';

/** One agent rebate paid to a player (ledger key `transfer_key`, code REBATE): the sum of these is what was paid. */
export const agentRebates = pgTable(
  'agent_rebates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** The invitees' settled wagering and the rate the claim was computed from. */
    wageredMinor: bigint('wagered_minor', { mode: 'bigint' }).notNull(),
    rateBps: integer('rate_bps').notNull(),
    transferKey: text('transfer_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('agent_rebates_user').on(t.userId, t.createdAt)],
);
