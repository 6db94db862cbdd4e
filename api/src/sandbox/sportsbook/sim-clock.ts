import { eq } from 'drizzle-orm';
import type { SandboxDb } from '../store/sandbox-db';
import { sportSettings } from '../store/sportsbook.tables';

/**
 * The sportsbook's simulated clock: simulated time = anchorSim + (real time - anchorReal) x speed.
 * It starts at real time; the sandbox controls move it on (advance), and the anchor is stored, so a
 * restart keeps the simulated time where it was. Events the controls called off are kept here too.
 */
export const createSimClock = ({ db, realNow = () => Date.now(), speed = 1 }: { db: SandboxDb; realNow?: () => number; speed?: number }) => {
  let anchor: { real: number; sim: number } | undefined;
  let voided = new Map<string, number>();
  let loading: Promise<void> | undefined;

  const save = async (key: string, value: Record<string, unknown>) => {
    await db
      .insert(sportSettings)
      .values({ key, value, updatedAt: new Date(realNow()) })
      .onConflictDoUpdate({ target: sportSettings.key, set: { value, updatedAt: new Date(realNow()) } });
  };

  const load = async () => {
    const rows = await db.select().from(sportSettings);
    const clock = rows.find((r) => r.key === 'clock')?.value as { real?: number; sim?: number } | undefined;
    anchor = typeof clock?.real === 'number' && typeof clock.sim === 'number' ? { real: clock.real, sim: clock.sim } : { real: realNow(), sim: realNow() };
    const events = rows.find((r) => r.key === 'voided')?.value.events;
    voided = new Map(Array.isArray(events) ? (events as Array<[string, number]>).map(([id, at]) => [String(id), Number(at)] as const) : []);
  };

  const now = (): number => {
    if (!anchor) throw new Error('simulated clock not loaded');
    return Math.round(anchor.sim + (realNow() - anchor.real) * speed);
  };

  return {
    /** Reads the stored anchor (once; every call awaits the same read). */
    ready: (): Promise<void> => (loading ??= load()),
    now,
    /** Moves simulated time on by `ms` (sandbox controls), durably. */
    async advance(ms: number): Promise<number> {
      await (loading ??= load());
      const sim = now() + ms;
      anchor = { real: realNow(), sim };
      await save('clock', { real: anchor.real, sim: anchor.sim });
      return sim;
    },
    /** When the controls called an event off (simulated ms), if they did. */
    voidedAt: (eventId: string): number | undefined => voided.get(eventId),
    /** Calls an event off (sandbox controls): it ends now and every market is void. */
    async voidEvent(eventId: string): Promise<void> {
      await (loading ??= load());
      if (!voided.has(eventId)) voided.set(eventId, now());
      await save('voided', { events: [...voided].slice(-500) });
    },
    /** Tests: read the store again (a restarted provider). */
    reload: async (): Promise<void> => {
      loading = load();
      await loading;
    },
  };
};

export type TSimClock = ReturnType<typeof createSimClock>;

/** Loads a sim clock's anchor row directly (tests). */
export const storedClock = async (db: SandboxDb) => (await db.select().from(sportSettings).where(eq(sportSettings.key, 'clock')))[0]?.value;
