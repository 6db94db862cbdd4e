import type { Clock } from '../../lib/clock';
import type { TTrackingRepository } from './tracking.repository';

export const createTrackingService = ({ repo, clock }: { repo: Pick<TTrackingRepository, 'insertEvent'>; clock: Clock }) => ({
  async record(input: { userId: number | null; eventType: string; eventId: string }): Promise<boolean> {
    await repo.insertEvent({ ...input, createdAt: clock.now() });
    return true;
  },
});

export type TTrackingService = ReturnType<typeof createTrackingService>;
