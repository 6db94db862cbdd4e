import { ZIdLike, body } from '../../lib/schemas';

/** The spec sends the player's own userId; another id is refused (assertSelf). */
export const ZInviteStatsBody = body({ userId: ZIdLike.optional() });
