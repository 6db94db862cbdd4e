import { AppError } from '../../lib/errors';
import type { TBackofficeRepository } from './backoffice.repository';

export type TPlayerAction = 'block' | 'unblock' | 'logout' | 'review' | 'unreview';

export interface PlayerActionsDeps {
  repo: Pick<TBackofficeRepository, 'transaction' | 'audit' | 'setFlags' | 'addNote' | 'loginBlocked'>;
  /** Ends every session of the player (the auth module's sessions). */
  revokeSessions: (userId: number) => Promise<void>;
  playerExists: (userId: number) => Promise<boolean>;
  now: () => Date;
}

/** Account actions staff take on a player, each with a reason and audited; and staff notes. */
export const createPlayerActionsService = ({ repo, revokeSessions, playerExists, now }: PlayerActionsDeps) => {
  const mustExist = async (userId: number) => {
    if (!(await playerExists(userId))) throw new AppError('PLAYER_NOT_FOUND');
  };

  return {
    /** Wraps auth's login restriction: while a block stands, no session is issued (403 PLAYER_BLOCKED). */
    guardLogin:
      <T>(inner: (userId: number) => Promise<T | null>) =>
      async (userId: number): Promise<T | null> => {
        if (await repo.loginBlocked(userId)) throw new AppError('PLAYER_BLOCKED');
        return inner(userId);
      },

    async act(input: { userId: number; action: TPlayerAction; reason: string; actor: string }): Promise<{ done: true }> {
      await mustExist(input.userId);
      const at = now();
      await repo.transaction(async (tx) => {
        if (input.action === 'block' || input.action === 'unblock') await repo.setFlags(input.userId, { loginBlockedAt: input.action === 'block' ? at : null }, input.actor, at, tx);
        if (input.action === 'review' || input.action === 'unreview') await repo.setFlags(input.userId, { reviewAt: input.action === 'review' ? at : null }, input.actor, at, tx);
        await repo.audit({ userId: input.userId, actor: input.actor, action: `player.${input.action}`, reason: input.reason, at }, tx);
      });
      // A block also ends the sessions the player holds, as a forced logout does.
      if (input.action === 'block' || input.action === 'logout') await revokeSessions(input.userId);
      return { done: true };
    },

    async addNote(input: { userId: number; text: string; actor: string }) {
      await mustExist(input.userId);
      const at = now();
      return repo.transaction(async (tx) => {
        const note = await repo.addNote(input.userId, input.actor, input.text, at, tx);
        await repo.audit({ userId: input.userId, actor: input.actor, action: 'note.added', detail: { noteId: note.id }, at }, tx);
        return { id: note.id, author: note.author, text: note.body, at: note.createdAt.toISOString() };
      });
    },
  };
};

export type TPlayerActionsService = ReturnType<typeof createPlayerActionsService>;
