import { z } from 'zod';
import { body } from '../../lib/schemas';

const ZTrackValue = z
  .union([z.string().trim().min(1).max(64), z.number().int().nonnegative()])
  .transform(String);

/** Spec section 7: {eventType, eventId}, e.g. eventType '2' with eventId 3 (login click) or 2 (register click). */
export const ZUploadTrackBody = body({ eventType: ZTrackValue, eventId: ZTrackValue });
