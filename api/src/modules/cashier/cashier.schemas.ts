import { z } from 'zod';
import { CASHIER_ORDER_STATUSES } from './cashier.constants';
import { isValidTrIban, normalizeIban } from '../../lib/iban';
import { body, MAX_AMOUNT_MINOR, ZInstant, zId, zInt, zMajorAmount, ZOtpCode, zText } from '../../lib/schemas';

/** Public order ids: D/W + date + 10 characters. */
export const ZOrderId = zText({ min: 6, max: 40, messageKey: 'ORDER_ID_INVALID' }).refine((v) => /^[A-Z0-9]+$/.test(v), 'ORDER_ID_INVALID');
export const ZOrderIdBody = body({ orderId: ZOrderId });

const ZReturnUrl = zText({ max: 500, messageKey: 'RETURN_URL_INVALID' }).refine((v) => {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}, 'RETURN_URL_INVALID');

export const ZCreateRechargeOrderBody = body({
  channel: z.enum(['eft', 'papara', 'm10', 'card'], { error: 'CHANNEL_INVALID' }),
  amount: zMajorAmount(),
  returnUrl: ZReturnUrl.optional(),
  /** A deposit bonus the player chose (a deposit_match offer of /bonus/list); absent: no bonus. */
  bonusOfferId: zId('BONUS_OFFER_NOT_FOUND').optional(),
});

export const ZCreateCoinOrderBody = body({
  amount: zMajorAmount(),
  network: z.literal('TRC20', { error: 'NETWORK_INVALID' }).optional(),
});

export const ZRecordBody = body({
  page: zInt(1, 1_000).default(1),
  pageSize: zInt(1, 50).default(10),
  kind: z.enum(['deposit', 'withdrawal'], { error: 'FIELD_INVALID' }).optional(),
  status: z.enum(CASHIER_ORDER_STATUSES, { error: 'FIELD_INVALID' }).optional(),
  startTime: ZInstant.optional(),
  endTime: ZInstant.optional(),
});

/** A TR IBAN as typed (spaces, lower case and dashes allowed) -> the electronic form, mod-97 checked. */
export const ZIban = z
  .string({ error: 'IBAN_INVALID' })
  .max(42, 'IBAN_INVALID')
  .transform(normalizeIban)
  .refine(isValidTrIban, 'IBAN_INVALID');

/** The account holder: first and last name, letters (any script), spaces, dots, apostrophes, hyphens. */
export const ZHolderName = zText({ min: 2, max: 64, messageKey: 'HOLDER_NAME_INVALID' })
  .transform((v) => v.replace(/\s+/g, ' '))
  .refine((v) => /^\p{L}[\p{L}.'-]*( [\p{L}.'-]+)+$/u.test(v), 'HOLDER_NAME_INVALID');

export const ZAddBankCardBody = body({
  iban: ZIban,
  holderName: ZHolderName,
  bankCode: z.string({ error: 'FIELD_INVALID' }).regex(/^\d{5}$/, 'FIELD_INVALID').optional(),
});

export const ZCardIdBody = body({ cardId: zId() });

const SEQUENCES = '01234567890 09876543210';
/** A 6-digit withdrawal password; sequences and repeated digits are refused when it is set. */
const ZPwdDigits = z
  .union([z.string({ error: 'WITHDRAW_PWD_FORMAT' }), z.number({ error: 'WITHDRAW_PWD_FORMAT' }).int().nonnegative()], { error: 'WITHDRAW_PWD_FORMAT' })
  .transform((v) => String(v))
  .pipe(z.string().regex(/^\d{6}$/, 'WITHDRAW_PWD_FORMAT'));
export const ZNewWithdrawPwd = ZPwdDigits.refine((v) => !/^(\d)\1{5}$/.test(v) && !SEQUENCES.includes(v), 'WITHDRAW_PWD_WEAK');

export const ZSetWithdrawPwdBody = body({ password: ZNewWithdrawPwd, verificationCode: ZOtpCode });

export const ZWithdrawBody = body({
  amount: zMajorAmount(),
  cardId: zId(),
  withdrawPwd: ZPwdDigits,
  requestId: zText({ min: 8, max: 64 })
    .refine((v) => /^[A-Za-z0-9_-]+$/.test(v), 'FIELD_INVALID')
    .optional(),
});

// Staff (x-admin-token).
export const ZAdminListBody = body({
  status: z.enum(['review', 'created', 'pending', 'paid', 'refunded', 'rejected'], { error: 'FIELD_INVALID' }).default('review'),
  limit: zInt(1, 200).default(50),
});
export const ZAdminApproveBody = body({ orderId: ZOrderId, reason: zText({ max: 500, messageKey: 'REASON_INVALID' }).optional() });
export const ZAdminRejectBody = body({ orderId: ZOrderId, reason: zText({ min: 3, max: 500, messageKey: 'REASON_INVALID' }) });

const ZWireMinor = z.number().int().min(0).max(Number(MAX_AMOUNT_MINOR));
/** A gateway callback (signed; checked before this schema runs). */
export const ZGatewayCallback = z.object({
  eventId: z.string().min(1).max(100),
  type: z.enum(['deposit', 'payout']),
  merchantOrderId: z.string().min(1).max(64),
  gatewayOrderId: z.string().min(1).max(64),
  status: z.enum(['pending', 'paid', 'failed', 'expired']),
  amountMinor: ZWireMinor,
  paidAmountMinor: ZWireMinor.nullable(),
  currency: z.string().min(3).max(8),
  reason: z.string().max(100).nullable(),
  occurredAt: z.string().max(40),
});
export type TGatewayCallback = z.infer<typeof ZGatewayCallback>;
