import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { SandboxDb } from './sandbox-db';
import { sandboxOutbox } from './sandbox.tables';

export type TOutboxRow = typeof sandboxOutbox.$inferSelect;

/** What one delivery attempt achieved. */
export type TDelivery =
  | { ok: true; answer?: Record<string, unknown> }
  /** retry: false = a definitive refusal (the row becomes `refused`, never tried again). */
  | { ok: false; retry: boolean; error: string; answer?: Record<string, unknown> };

/** Delivers one message (usually a signed HTTP call); must be safe to repeat (receivers are idempotent). */
export type TOutboxHandler = (payload: Record<string, unknown>, row: TOutboxRow) => Promise<TDelivery>;

export interface OutboxOptions {
  db: SandboxDb;
  handlers: Record<string, TOutboxHandler>;
  now?: () => Date;
  /** First retry delay; doubles per attempt up to maxBackoffMs (with +/-20 % jitter). */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** After this many failed attempts the row is `dead` (kept for inspection). */
  maxAttempts?: number;
  /** How long a worker may hold a row before another may take it (a crashed worker's claim ends). */
  claimMs?: number;
  pollMs?: number;
  batchSize?: number;
  log?: (obj: object, msg: string) => void;
}

export type TOutboxStatus = 'pending' | 'delivered' | 'refused' | 'dead';

export const backoffMs = (attempts: number, baseMs: number, maxMs: number, random = Math.random): number => {
  const raw = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(raw * (0.8 + 0.4 * random()));
};

/**
 * A durable outbox: enqueue (idempotent by dedupe key) in the vendor's own database, try at once,
 * and let a polling worker retry with exponential backoff until the receiver acknowledges. Rows are
 * claimed with FOR UPDATE SKIP LOCKED, so several workers (or an immediate attempt racing the
 * worker) never deliver one row at the same time; receivers are idempotent anyway.
 */
export const createOutbox = (options: OutboxOptions) => {
  const { db, handlers } = options;
  const now = options.now ?? (() => new Date());
  const baseMs = options.baseBackoffMs ?? 500;
  const maxMs = options.maxBackoffMs ?? 5 * 60_000;
  const maxAttempts = options.maxAttempts ?? 50;
  const claimMs = options.claimMs ?? 30_000;
  const pollMs = options.pollMs ?? 500;
  const batchSize = options.batchSize ?? 20;
  const log = options.log ?? (() => undefined);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const claim = async (where: ReturnType<typeof and>, limit: number): Promise<TOutboxRow[]> => {
    const at = now();
    const due = db
      .select({ id: sandboxOutbox.id })
      .from(sandboxOutbox)
      .where(
        and(
          eq(sandboxOutbox.status, 'pending'),
          or(isNull(sandboxOutbox.claimedUntil), lte(sandboxOutbox.claimedUntil, at)),
          // Only this outbox's own topics: several vendors (each with its own outbox) share the table.
          inArray(sandboxOutbox.topic, Object.keys(handlers)),
          where,
        ),
      )
      .orderBy(asc(sandboxOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(sandboxOutbox)
      .set({ claimedUntil: new Date(at.getTime() + claimMs) })
      .where(inArray(sandboxOutbox.id, due))
      .returning();
  };

  const attempt = async (row: TOutboxRow): Promise<TDelivery> => {
    const handler = handlers[row.topic];
    let result: TDelivery;
    try {
      result = handler ? await handler(row.payload, row) : { ok: false, retry: false, error: `no handler for topic ${row.topic}` };
    } catch (error) {
      result = { ok: false, retry: true, error: error instanceof Error ? error.message : String(error) };
    }
    const attempts = row.attempts + 1;
    const at = now();
    if (result.ok) {
      await db
        .update(sandboxOutbox)
        .set({ status: 'delivered', attempts, deliveredAt: at, claimedUntil: null, lastError: null, lastAnswer: result.answer ?? null })
        .where(eq(sandboxOutbox.id, row.id));
    } else {
      const giveUp = !result.retry || attempts >= maxAttempts;
      const status: TOutboxStatus = !result.retry ? 'refused' : giveUp ? 'dead' : 'pending';
      await db
        .update(sandboxOutbox)
        .set({
          status,
          attempts,
          claimedUntil: null,
          lastError: result.error.slice(0, 500),
          lastAnswer: result.answer ?? null,
          nextAttemptAt: new Date(at.getTime() + backoffMs(attempts, baseMs, maxMs)),
        })
        .where(eq(sandboxOutbox.id, row.id));
      log({ topic: row.topic, dedupeKey: row.dedupeKey, attempts, status, error: result.error }, 'outbox delivery failed');
    }
    return result;
  };

  /** Delivers every due row once (one batch after another); answers how many were attempted. */
  const runDue = async (): Promise<number> => {
    let total = 0;
    for (;;) {
      const rows = await claim(lte(sandboxOutbox.nextAttemptAt, now()), batchSize);
      for (const row of rows) await attempt(row);
      total += rows.length;
      if (rows.length < batchSize) return total;
    }
  };

  const tick = () => {
    if (running) return;
    running = runDue()
      .catch((error: unknown) => {
        log({ err: error instanceof Error ? error.message : String(error) }, 'outbox worker failed; will retry');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  };

  /** `tx`: the vendor's own transaction, so the message is written with the state change it reports. */
  const enqueue = async (topic: string, dedupeKey: string, payload: Record<string, unknown>, firstAttemptAt?: Date, tx: SandboxDb = db): Promise<TOutboxRow> => {
    const inserted = await tx
      .insert(sandboxOutbox)
      .values({ topic, dedupeKey, payload, nextAttemptAt: firstAttemptAt ?? now(), createdAt: now() })
      .onConflictDoNothing({ target: sandboxOutbox.dedupeKey })
      .returning();
    const row = inserted[0] ?? (await tx.select().from(sandboxOutbox).where(eq(sandboxOutbox.dedupeKey, dedupeKey)).limit(1))[0];
    if (!row) throw new Error(`outbox: ${dedupeKey} vanished`);
    return row;
  };

  const deliverNow = async (id: bigint): Promise<TDelivery | null> => {
    const [row] = await claim(eq(sandboxOutbox.id, id), 1);
    return row ? attempt(row) : null;
  };

  return {
    /**
     * Writes a message once per dedupe key (a second enqueue with the same key is a no-op) and
     * answers its row. `firstAttemptAt` defaults to now; `tx` writes it in the caller's transaction
     * (with the state change that owes it), to be attempted with `deliverNow` after the commit.
     */
    enqueue,

    /**
     * Attempts one row now (after enqueue), unless a worker holds it or it is settled. Answers the
     * attempt's result, or null when it was not attempted here.
     */
    deliverNow,

    /** Enqueue + immediate attempt: the common case (the vendor wants the answer now, durably). */
    async send(topic: string, dedupeKey: string, payload: Record<string, unknown>): Promise<{ row: TOutboxRow; result: TDelivery | null }> {
      const row = await enqueue(topic, dedupeKey, payload);
      if (row.status !== 'pending') return { row, result: null };
      return { row, result: await deliverNow(row.id) };
    },

    find: async (dedupeKey: string): Promise<TOutboxRow | undefined> =>
      (await db.select().from(sandboxOutbox).where(eq(sandboxOutbox.dedupeKey, dedupeKey)).limit(1))[0],

    /** Rows by status (and topic), e.g. for tests, drills and the vendor's back office. */
    count: async (status: TOutboxStatus, topic?: string): Promise<number> => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sandboxOutbox)
        .where(and(eq(sandboxOutbox.status, status), topic ? eq(sandboxOutbox.topic, topic) : undefined));
      return row?.n ?? 0;
    },

    /** Delivers every row that is due now (tests and drills call it instead of waiting for the poll). */
    drain: runDue,

    start(): void {
      if (timer) return;
      timer = setInterval(tick, pollMs);
      timer.unref();
      tick();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
};
export type TOutbox = ReturnType<typeof createOutbox>;
