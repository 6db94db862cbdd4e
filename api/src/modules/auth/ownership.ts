import { AppError } from '../../lib/errors';
import type { TSessionContext } from './session.types';

/**
 * Some spec payloads name a userId. The caller is always the session's user: a userId that names
 * someone else is refused (403) instead of being trusted or silently ignored.
 */
export const assertSelf = (session: TSessionContext, userId: string | undefined | null): void => {
  if (userId !== undefined && userId !== null && userId !== '' && userId !== String(session.userId)) {
    throw new AppError('FORBIDDEN');
  }
};
