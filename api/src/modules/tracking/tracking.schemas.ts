import { z } from 'zod';
import { ATTRIBUTION_FIELDS } from '@casino/shared/contracts';
import { body, zText } from '../../lib/schemas';

const ZTrackValue = z
  .union([zText({ min: 1, max: 64 }), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
  .transform(String);

/** Spec section 7: {eventType, eventId}, e.g. eventType '2' with eventId 3 (login click) or 2 (register click). */
export const ZUploadTrackBody = body({
  eventType: ZTrackValue,
  eventId: ZTrackValue,
  /** The page's cookie consent: '0' (necessary only) is answered and never recorded. Absent: an older page. */
  consent: z.enum(['0', '1'], { error: 'FIELD_INVALID' }).optional(),
});

/** A query value is one string: a repeated key (an array) or anything outside `charset` is refused. */
const zQueryId = (max: number, charset: RegExp) =>
  z
    .string({ error: 'FIELD_INVALID' })
    .max(max, 'FIELD_INVALID')
    .regex(charset, 'FIELD_INVALID')
    .optional()
    .transform((v) => (v === undefined || v === '' ? null : v));

const ZAdId = zQueryId(ATTRIBUTION_FIELDS.adId.max, ATTRIBUTION_FIELDS.adId.pattern);
const ZClickId = zQueryId(ATTRIBUTION_FIELDS.clickId.max, ATTRIBUTION_FIELDS.clickId.pattern);

/**
 * `/fb/data/api/v2/token/get`: the payload is the query string (spec section 7). The device number has
 * the tourist login's rule (8-128 printable ASCII); unknown keys are dropped like the body's common fields.
 */
export const ZAttributionQuery = z.object({
  deviceNumber: z
    .string({ error: 'FIELD_REQUIRED' })
    .min(8, 'FIELD_INVALID')
    .max(128, 'FIELD_INVALID')
    .regex(/^[\x21-\x7e]+$/, 'FIELD_INVALID'),
  adid: ZAdId,
  gaid: ZAdId,
  fbclid: ZClickId,
  gclid: ZClickId,
  ttclid: ZClickId,
  /** '0' = no consent to tracking ("necessary only"); absent or '1' = consent. */
  consent: z
    .enum(['0', '1'], { error: 'FIELD_INVALID' })
    .optional()
    .transform((v) => v !== '0'),
});
export type TAttributionQuery = z.output<typeof ZAttributionQuery>;
