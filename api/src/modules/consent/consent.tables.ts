import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { legalDocuments } from '../legal/legal.tables';
import { markets } from '../platform/platform.tables';
import { users } from '../user/user.tables';

/**
 * A player's acceptance of a legal text: the terms accepted and the KVKK privacy notice confirmed,
 * at registration and again after staff publish a new version. Append-only: one row per acceptance, with the
 * binding version (the market's Turkish text), the exact row read, the language shown, and where it happened.
 */
export const playerConsents = pgTable(
  'player_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    /** terms | privacy */
    kind: text('kind').notNull(),
    /** The binding version: the market's Turkish text of this kind. */
    version: integer('version').notNull(),
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => legalDocuments.id),
    /** The language the page was in when the player accepted. */
    lang: text('lang').notNull(),
    /** register | bind | login | reaccept */
    source: text('source').notNull(),
    ip: text('ip'),
    deviceNumber: text('device_number'),
    userAgent: text('user_agent'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('player_consents_user').on(t.userId, t.kind, t.acceptedAt)],
);
