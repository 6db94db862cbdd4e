import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { markets } from '../platform/platform.tables';

export const userRoles = ['tourist', 'member'] as const;
export type TUserRole = (typeof userRoles)[number];

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public id sent to the client as `uid`. */
    publicId: text('public_id').notNull().unique(),
    role: text('role').$type<TUserRole>().notNull().default('tourist'),
    nikeName: text('nike_name').notNull(),
    name: text('name'),
    email: text('email'),
    /** Stored with the 90 country prefix. */
    mobile: text('mobile').unique(),
    passwordHash: text('password_hash'),
    deviceNumber: text('device_number'),
    adid: text('adid'),
    gaid: text('gaid'),
    /** The invite link this player arrived with (another player's uuId). */
    inviteUuid: text('invite_uuid'),
    /** This player's own invite id, shared in invite links. */
    uuId: text('uu_id').notNull().unique(),
    vipLevel: integer('vip_level').notNull().default(0),
    /**
     * The market the player belongs to, fixed when the tourist starts (the page's market) and never switched
     * by a later visit from another market's link: its currency is the player's money.
     */
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /**
     * The player closed the account (KVKK data rights): every session was revoked and logins are
     * refused. The row and its records stay for the legal retention periods (data-rights/README.md).
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One tourist per device; concurrent first visits race on this index, not on application code.
    uniqueIndex('users_tourist_device').on(t.deviceNumber).where(sql`${t.role} = 'tourist'`),
    index('users_device').on(t.deviceNumber),
    // Invite statistics: the players who arrived with one player's link.
    index('users_invite_uuid').on(t.inviteUuid).where(sql`${t.inviteUuid} is not null`),
    // New registrations per hour (the back office's reports).
    index('users_registered_at').on(t.registeredAt).where(sql`${t.registeredAt} is not null`),
    // Staff see the players of their markets (player search per market).
    index('users_market').on(t.marketId, t.id),
  ],
);

export const loginLogs = pgTable(
  'login_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As the client sent it (the national part, without 90). */
    mobile: text('mobile'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_logs_user').on(t.userId, t.createdAt)],
);
