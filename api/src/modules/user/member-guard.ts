import { AppError } from '../../lib/errors';

/**
 * Real money is for members (a verified phone, 18+ confirmed at registration): the launch guard of a real game
 * and of the sportsbook. A guest (tourist) is refused REGISTER_REQUIRED, worded for play (demos stay open), before
 * any other launch check and before anything is recorded.
 */
export const createMemberGuard =
  (roleOf: (userId: number) => Promise<string | undefined>) =>
  async (userId: number): Promise<void> => {
    if ((await roleOf(userId)) !== 'member') throw new AppError('REGISTER_REQUIRED', { messageKey: 'REGISTER_REQUIRED_PLAY' });
  };
