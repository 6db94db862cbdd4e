import { z } from 'zod';
import { body, MAX_AMOUNT_MINOR, ZInstant, zId, zInt, zMinorAmount, zText, zTranslations } from '../../lib/schemas';

export const ZMailId = zId('MAIL_ID_INVALID');

export const ZMailListBody = body({
  page: zInt(1, 10_000).default(1),
  pageSize: zInt(1, 50).default(20),
});

export const ZMailIdBody = body({ mailId: ZMailId });

/** A staff campaign: to some players (`userIds`) or every player of a market (`allPlayers: true`). */
export const ZCampaignBody = body({
  market: zText({ min: 2, max: 16, messageKey: 'FIELD_INVALID' }).default('tr'),
  title: zText({ min: 1, max: 80, messageKey: 'CAMPAIGN_TEXT_INVALID' }),
  content: zText({ min: 1, max: 2_000, multiline: true, messageKey: 'CAMPAIGN_TEXT_INVALID' }),
  /** The same mail in other languages (a complete title and text per language). */
  translations: zTranslations({ title: zText({ min: 1, max: 80, messageKey: 'CAMPAIGN_TEXT_INVALID' }), content: zText({ min: 1, max: 2_000, multiline: true, messageKey: 'CAMPAIGN_TEXT_INVALID' }) }, 'CAMPAIGN_TEXT_INVALID').optional(),
  /** The prize in minor units (the unit of totalAssets); 0 or absent = no prize. */
  amount: zMinorAmount({ max: MAX_AMOUNT_MINOR, messageKey: 'CAMPAIGN_AMOUNT_INVALID' }).default(0n),
  userIds: z.array(zId('CAMPAIGN_TARGET_INVALID'), { error: 'CAMPAIGN_TARGET_INVALID' }).min(1, 'CAMPAIGN_TARGET_INVALID').max(10_000, 'CAMPAIGN_TARGET_INVALID').optional(),
  allPlayers: z.boolean({ error: 'CAMPAIGN_TARGET_INVALID' }).optional(),
  sendTime: ZInstant.optional(),
  expireTime: ZInstant.optional(),
});

export const ZCampaignIdBody = body({ campaignId: zId() });
export const ZCampaignListBody = body({ limit: zInt(1, 200).default(50) });
