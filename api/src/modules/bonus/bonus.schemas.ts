import { body, zId } from '../../lib/schemas';

export const ZBonusEmptyBody = body({});
export const ZClaimBody = body({ offerId: zId('BONUS_OFFER_NOT_FOUND') });
export const ZForfeitBody = body({ bonusId: zId('BONUS_NOT_FOUND') });
