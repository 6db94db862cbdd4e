import type { Db } from '../../db/client';
import { attributionTouches, trackingEvents } from './tracking.tables';

export const createTrackingRepository = (db: Db) => ({
  insertEvent: async (row: typeof trackingEvents.$inferInsert, tx: Db = db): Promise<void> => {
    await tx.insert(trackingEvents).values(row);
  },

  /** Records a device's first touch; false when the device already has one (first touch wins, never overwritten). */
  insertFirstTouch: async (row: typeof attributionTouches.$inferInsert, tx: Db = db): Promise<boolean> =>
    (await tx.insert(attributionTouches).values(row).onConflictDoNothing({ target: attributionTouches.deviceNumber }).returning({ id: attributionTouches.id })).length === 1,
});

export type TTrackingRepository = ReturnType<typeof createTrackingRepository>;
