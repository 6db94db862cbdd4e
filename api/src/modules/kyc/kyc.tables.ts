import { bigint, bigserial, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../user/user.tables';

/**
 * A player's identity check (one row per player): what they declared, what the vendor answered and
 * what staff decided. The national id is kept as a keyed hash (one identity per person across
 * accounts) plus its last four digits for display; it is never sent back whole.
 */
export const kycProfiles = pgTable(
  'kyc_profiles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** none | pending | verified | rejected */
    status: text('status').$type<'none' | 'pending' | 'verified' | 'rejected'>().notNull(),
    /** pending: 'documents' (the player uploads) or 'review' (staff look) */
    step: text('step').$type<'form' | 'documents' | 'review' | 'done'>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    nationalIdHash: text('national_id_hash').notNull(),
    nationalIdLast4: text('national_id_last4').notNull(),
    /** The vendor's last answer (verified / mismatch) and its reference. */
    vendorResult: text('vendor_result'),
    vendorRef: text('vendor_ref'),
    rejectReason: text('reject_reason'),
    reviewedBy: text('reviewed_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('kyc_profiles_queue').on(t.status, t.step, t.updatedAt),
    // One verified person, one account: a second account with the same id is refused.
    uniqueIndex('kyc_profiles_national_id_verified').on(t.nationalIdHash).where(sql`${t.status} = 'verified'`),
  ],
);

/** Identity documents: metadata here, the image bytes in the document storage (never in the database, never public). */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Random public id: what the player and staff refer to. */
    documentId: text('document_id').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'id_front' | 'id_back' | 'selfie'>().notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Replaced by a newer upload of the same kind (kept for the audit trail). */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kyc_documents_user').on(t.userId, t.kind)],
);

/** Every change of a player's identity check: who (player, vendor, staff), from what to what, and why. */
export const kycEvents = pgTable(
  'kyc_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    source: text('source').notNull(),
    actor: text('actor'),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kyc_events_user').on(t.userId, t.id)],
);
