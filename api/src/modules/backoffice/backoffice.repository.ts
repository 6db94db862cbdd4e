import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backofficeAdjustments, backofficeAudit, backofficeNotes, backofficePlayerFlags } from './backoffice.tables';
import { inMarkets } from '../user/user.markets';

export type TAdjustmentRow = typeof backofficeAdjustments.$inferSelect;
export type TAuditRow = typeof backofficeAudit.$inferSelect;
export type TNoteRow = typeof backofficeNotes.$inferSelect;

export interface TAuditInput {
  userId: number;
  actor: string;
  action: string;
  reason?: string | null;
  detail?: Record<string, unknown> | null;
  at: Date;
}

/** The back office's own rows: player flags, notes, the staff audit, balance adjustments. */
export const createBackofficeRepository = (db: Db) => ({
  transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Db)),

  async audit(input: TAuditInput, tx: Db = db): Promise<void> {
    await tx.insert(backofficeAudit).values({ userId: input.userId, actor: input.actor, action: input.action, reason: input.reason ?? null, detail: input.detail ?? null, createdAt: input.at });
  },

  async auditOf(userId: number, beforeId: number | undefined, limit: number): Promise<TAuditRow[]> {
    return db
      .select()
      .from(backofficeAudit)
      .where(beforeId ? and(eq(backofficeAudit.userId, userId), lt(backofficeAudit.id, beforeId)) : eq(backofficeAudit.userId, userId))
      .orderBy(desc(backofficeAudit.id))
      .limit(limit);
  },

  async setFlags(userId: number, change: { loginBlockedAt?: Date | null; reviewAt?: Date | null }, actor: string, at: Date, tx: Db = db): Promise<void> {
    await tx
      .insert(backofficePlayerFlags)
      .values({ userId, loginBlockedAt: change.loginBlockedAt ?? null, reviewAt: change.reviewAt ?? null, updatedBy: actor, updatedAt: at })
      .onConflictDoUpdate({ target: backofficePlayerFlags.userId, set: { ...change, updatedBy: actor, updatedAt: at } });
  },

  async loginBlocked(userId: number): Promise<boolean> {
    const row = (await db.select({ at: backofficePlayerFlags.loginBlockedAt }).from(backofficePlayerFlags).where(eq(backofficePlayerFlags.userId, userId)).limit(1))[0];
    return Boolean(row?.at);
  },

  async addNote(userId: number, author: string, body: string, at: Date, tx: Db = db): Promise<TNoteRow> {
    const [row] = await tx.insert(backofficeNotes).values({ userId, author, body, createdAt: at }).returning();
    if (!row) throw new Error('note insert returned no row');
    return row;
  },

  async notesOf(userId: number, limit: number): Promise<TNoteRow[]> {
    return db.select().from(backofficeNotes).where(eq(backofficeNotes.userId, userId)).orderBy(desc(backofficeNotes.id)).limit(limit);
  },

  async proposeAdjustment(row: Omit<typeof backofficeAdjustments.$inferInsert, 'id' | 'status'>, tx: Db = db): Promise<TAdjustmentRow> {
    const [created] = await tx
      .insert(backofficeAdjustments)
      .values({ ...row, status: 'pending' })
      .returning();
    if (!created) throw new Error('adjustment insert returned no row');
    return created;
  },

  /** The player an adjustment is for (staff per market reads it before the route runs). */
  async adjustmentPlayer(id: number): Promise<number | undefined> {
    return (await db.select({ userId: backofficeAdjustments.userId }).from(backofficeAdjustments).where(eq(backofficeAdjustments.id, id)).limit(1))[0]?.userId;
  },

  /** Locks the adjustment FOR UPDATE: two approvers at once decide one after the other. */
  async lockAdjustment(id: number, tx: Db): Promise<TAdjustmentRow | undefined> {
    return (await tx.select().from(backofficeAdjustments).where(eq(backofficeAdjustments.id, id)).for('update'))[0];
  },

  async decideAdjustment(id: number, decision: { status: 'approved' | 'rejected'; decidedBy: string; decidedAt: Date; decisionReason: string | null; transferId: bigint | null }, tx: Db): Promise<TAdjustmentRow> {
    const [row] = await tx.update(backofficeAdjustments).set(decision).where(eq(backofficeAdjustments.id, id)).returning();
    if (!row) throw new Error('adjustment update returned no row');
    return row;
  },

  /** `markets`: of players of these markets only (staff per market); null: every market. */
  async adjustments(filter: { status?: string | undefined; userId?: number | undefined; markets?: readonly string[] | null | undefined }, limit: number): Promise<TAdjustmentRow[]> {
    const conditions = [
      filter.status ? eq(backofficeAdjustments.status, filter.status as TAdjustmentRow['status']) : undefined,
      filter.userId ? eq(backofficeAdjustments.userId, filter.userId) : undefined,
      filter.markets ? inMarkets(backofficeAdjustments.userId, filter.markets) : undefined,
    ].filter(
      (c) => c !== undefined,
    );
    return db
      .select()
      .from(backofficeAdjustments)
      .where(conditions.length ? and(...conditions) : sql`true`)
      .orderBy(desc(backofficeAdjustments.id))
      .limit(limit);
  },
});

export type TBackofficeRepository = ReturnType<typeof createBackofficeRepository>;
