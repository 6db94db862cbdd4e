import { z } from 'zod';
import { body, ZNickname, ZOtpCode, ZPhone } from '../../lib/schemas';

export const ZRenameBody = body({ nikeName: ZNickname });

export const ZEditProfileBody = body({
  nikeName: ZNickname.optional(),
  name: z.string({ error: 'NAME_INVALID' }).trim().max(64, 'NAME_INVALID').optional(),
  email: z
    .string({ error: 'EMAIL_INVALID' })
    .trim()
    .max(254, 'EMAIL_INVALID')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'EMAIL_INVALID')
    .optional(),
});

export const ZBindPhoneBody = body({ mobile: ZPhone, verificationCode: ZOtpCode });

export const ZCheckOldUserBody = body({
  deviceNumber: z.string().trim().min(1).max(128),
});

export const ZUploadLoginLogBody = body({
  mobile: z.union([z.string().trim().max(32), z.number()]).nullish(),
});

/**
 * The user state of spec section 3 as the server knows it. Fields of later issues (bank, VIP,
 * recharge) carry neutral defaults until those modules exist; field names are the spec's.
 */
export interface TUserInfo {
  appId: string;
  id: number;
  userid: number;
  uid: string;
  nikeName: string;
  name: string;
  email: string;
  role: 'tourist' | 'member';
  /** With the 90 prefix; '' when no phone is bound. */
  mobile: string;
  vipLevel: number;
  vipUrl: string;
  /** Balance in integer minor units (kuruş for TRY): 12345 means 123.45. */
  totalAssets: number;
  isNewUserLogin: boolean;
  newUserFlag: boolean;
  uuId: string;
  inviteUUID: string;
  deviceNumber: string;
  adid: string;
  gaid: string;
  firstRecharge: boolean;
  withdrawPwdStatus: number;
  bankStatus: number;
  agentType: number;
  accountIdentification: string;
  accountIfsc: string;
  accountNumber: string;
  accountPhone: string;
  abMode: string;
  isOld: boolean;
  createTime: string;
}

export interface TProfile {
  userid: number;
  uid: string;
  nikeName: string;
  name: string;
  email: string;
  mobile: string;
  role: 'tourist' | 'member';
  vipLevel: number;
  registeredAt: string | null;
  createTime: string;
}
