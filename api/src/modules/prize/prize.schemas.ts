import { ZIdLike, body } from '../../lib/schemas';

export const ZGetUserUuidBody = body({ userId: ZIdLike.optional() });

/** Spec section 3: prize info. */
export interface TPrizeInfo {
  uuid: string;
}
