import { z } from 'zod';
import { body, zText } from '../../lib/schemas';

const ZTrackValue = z
  .union([zText({ min: 1, max: 64 }), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
  .transform(String);

/** Spec section 7: {eventType, eventId}, e.g. eventType '2' with eventId 3 (login click) or 2 (register click). */
export const ZUploadTrackBody = body({ eventType: ZTrackValue, eventId: ZTrackValue });
