import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/user.tables';

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    eventType: text('event_type').notNull(),
    eventId: text('event_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_type').on(t.eventType, t.eventId, t.createdAt)],
);

/**
 * The attribution service's first touch of a device (`/fb/data/api/v2/token/get`): its advertising ids
 * and the ad click ids it arrived with, recorded once (the unique device keeps the first) and only with
 * the player's consent to tracking.
 */
export const attributionTouches = pgTable(
  'attribution_touches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceNumber: text('device_number').notNull(),
    /** The player whose session made the call, if any. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    adid: text('adid'),
    gaid: text('gaid'),
    fbclid: text('fbclid'),
    gclid: text('gclid'),
    ttclid: text('ttclid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('attribution_touches_device').on(t.deviceNumber), index('attribution_touches_user').on(t.userId)],
);
