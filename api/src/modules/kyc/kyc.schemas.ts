import { KYC_DOCUMENT_KINDS, KYC_STATUSES } from '@casino/shared/contracts';
import { tcKimlikProblem } from '@casino/shared/identity';
import { z } from 'zod';
import { body, zId, zInt, zText } from '../../lib/schemas';

const NATIONAL_ID_KEYS = { length: 'NATIONAL_ID_LENGTH', digits: 'NATIONAL_ID_DIGITS', 'leading-zero': 'NATIONAL_ID_LEADING_ZERO', checksum: 'NATIONAL_ID_CHECKSUM' } as const;

/** T.C. Kimlik No: the same check as the form (shared validator), each failure with its own message. */
export const ZNationalId = z
  .union([z.string(), z.number().int().nonnegative()], { error: 'NATIONAL_ID_DIGITS' })
  .transform((v) => String(v).trim())
  .superRefine((v, ctx) => {
    const problem = tcKimlikProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: NATIONAL_ID_KEYS[problem] });
  });

/** A name as on the ID card: letters (any script), spaces, apostrophes, dots and hyphens. */
const ZPersonName = zText({ min: 2, max: 64, messageKey: 'PERSON_NAME_INVALID' }).refine((v) => /^[\p{L}][\p{L} .'’-]*$/u.test(v), 'PERSON_NAME_INVALID').transform((v) => v.replace(/\s+/g, ' '));

/** YYYY-MM-DD that is a real calendar day. */
export const ZBirthDay = z
  .string({ error: 'BIRTH_DATE_INVALID' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'BIRTH_DATE_INVALID')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'BIRTH_DATE_INVALID');

export const ZKycSubmitBody = body({ firstName: ZPersonName, lastName: ZPersonName, birthDate: ZBirthDay, nationalId: ZNationalId });

export const ZDocumentKind = z.enum(KYC_DOCUMENT_KINDS, { error: 'KYC_DOCUMENT_KIND_INVALID' });
export const ZUploadQuery = z.object({ kind: ZDocumentKind });

const ZDocumentId = z.string({ error: 'KYC_DOCUMENT_NOT_FOUND' }).trim().regex(/^[a-z0-9]{8,40}$/, 'KYC_DOCUMENT_NOT_FOUND');
export const ZDocumentBody = body({ documentId: ZDocumentId });

export const ZAdminKycListBody = body({ status: z.enum(KYC_STATUSES).default('pending'), limit: zInt(1, 200).default(50) });
export const ZAdminKycApproveBody = body({ userId: zId() });
export const ZAdminKycRejectBody = body({ userId: zId(), reason: zText({ min: 3, max: 500, multiline: true, messageKey: 'KYC_REASON_INVALID' }) });
