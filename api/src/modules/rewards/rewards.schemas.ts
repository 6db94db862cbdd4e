import { ZIdLike, body } from '../../lib/schemas';

export const ZSignInConfigBody = body({});
export const ZSignInRecordBody = body({ userId: ZIdLike.optional() });

/** Spec section 3: sign-in data. */
export interface TSignInData {
  picksNew: unknown[];
  bsignInToday: boolean;
}
