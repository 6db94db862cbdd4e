import type { Db } from '../../db/client';
import { trackingEvents } from './tracking.tables';

export const createTrackingRepository = (db: Db) => ({
  insertEvent: async (row: typeof trackingEvents.$inferInsert, tx: Db = db): Promise<void> => {
    await tx.insert(trackingEvents).values(row);
  },
});

export type TTrackingRepository = ReturnType<typeof createTrackingRepository>;
