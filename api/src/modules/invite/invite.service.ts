import type { InviteStats } from '@casino/shared/contracts';
import { AppError } from '../../lib/errors';
import type { TInviteRepository } from './invite.repository';

export const RECENT_INVITES = 20;

/** "Ayşe" -> "A***e", "Al" -> "A***": enough to recognise a friend, not to identify a stranger. */
export const maskName = (name: string): string => {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  return chars.length <= 2 ? `${chars[0]}***` : `${chars[0]}***${chars[chars.length - 1]}`;
};

/** The share page: the caller's invite id and the players attributed to it. */
export const createInviteService = ({ repo }: { repo: TInviteRepository }) => ({
  stats: async (userId: number): Promise<InviteStats> => {
    const uuid = await repo.uuidOf(userId);
    if (!uuid) throw new AppError('UNAUTHORIZED');
    const [counts, recent] = await Promise.all([repo.counts(uuid, userId), repo.recent(uuid, userId, RECENT_INVITES)]);
    return {
      uuid,
      ...counts,
      recent: recent.map((r) => ({ name: maskName(r.nikeName), registered: Boolean(r.registered), createTime: r.createdAt.toISOString(), registerTime: r.registered && r.registeredAt ? r.registeredAt.toISOString() : null })),
    };
  },
});

export type TInviteService = ReturnType<typeof createInviteService>;
