import { z } from 'zod';
import { languages } from '../../i18n/define';
import { body, zId, zInt, zText } from '../../lib/schemas';
import { SUPPORT_CHANNEL_KINDS } from './support-staff.service';
import { SUPPORT_TEXT_MAX } from './support.service';

const ZMarket = zText({ min: 2, max: 16, messageKey: 'FIELD_INVALID' });
/** A message as the player or staff typed it: 1-1000 characters, line breaks kept, no control characters. Stored as plain text. */
const ZSupportText = zText({ min: 1, max: SUPPORT_TEXT_MAX, multiline: true, messageKey: 'SUPPORT_TEXT_INVALID' });

export const ZSupportInfoBody = body({ market: ZMarket.optional() });
export const ZSupportMessagesBody = body({ page: zInt(1, 10_000).default(1), pageSize: zInt(1, 50).default(20) });
export const ZSupportSendBody = body({ text: ZSupportText });
export const ZSupportReadBody = body({});

export const ZSupportConversationsBody = body({ waiting: z.boolean({ error: 'FIELD_INVALID' }).default(true), limit: zInt(1, 200).default(50) });
export const ZSupportThreadBody = body({ userId: zId('SUPPORT_PLAYER_NOT_FOUND'), page: zInt(1, 10_000).default(1), pageSize: zInt(1, 50).default(20) });
export const ZSupportReplyBody = body({ userId: zId('SUPPORT_PLAYER_NOT_FOUND'), text: ZSupportText });
export const ZSupportFaqListBody = body({ market: ZMarket.optional() });
export const ZSupportFaqSetBody = body({
  market: ZMarket.optional(),
  lang: z.enum(languages, { error: 'FIELD_INVALID' }),
  slug: z.string({ error: 'SUPPORT_FAQ_INVALID' }).regex(/^[a-z0-9][a-z0-9-]{0,47}$/, 'SUPPORT_FAQ_INVALID'),
  question: zText({ min: 1, max: 200, messageKey: 'SUPPORT_FAQ_INVALID' }),
  answer: zText({ min: 1, max: 4_000, multiline: true, messageKey: 'SUPPORT_FAQ_INVALID' }),
  sort: zInt(0, 10_000).default(0),
  enabled: z.boolean({ error: 'FIELD_INVALID' }).default(true),
});

const ZChannelKind = z.enum(SUPPORT_CHANNEL_KINDS, { error: 'SUPPORT_CHANNEL_INVALID' });
const ZSlug = z.string({ error: 'SUPPORT_FAQ_INVALID' }).regex(/^[a-z0-9][a-z0-9-]{0,47}$/, 'SUPPORT_FAQ_INVALID');
export const ZSupportChannelListBody = body({ market: ZMarket.optional() });
/** A contact channel; the value and link are checked per kind by the service (https only; mailto:, tel: derived). */
export const ZSupportChannelSetBody = body({
  market: ZMarket.optional(),
  kind: ZChannelKind,
  value: zText({ min: 1, max: 120, messageKey: 'SUPPORT_CHANNEL_INVALID' }),
  url: z.union([z.null(), zText({ min: 1, max: 300, messageKey: 'SUPPORT_CHANNEL_INVALID' })], { error: 'SUPPORT_CHANNEL_INVALID' }).default(null),
  hours: zText({ min: 0, max: 60, messageKey: 'SUPPORT_CHANNEL_INVALID' }).default(''),
  sort: zInt(0, 10_000).default(0),
  enabled: z.boolean({ error: 'FIELD_INVALID' }).default(true),
});
export const ZSupportChannelDeleteBody = body({ market: ZMarket.optional(), kind: ZChannelKind });
export const ZSupportFaqDeleteBody = body({ market: ZMarket.optional(), lang: z.enum(languages, { error: 'FIELD_INVALID' }), slug: ZSlug });
/** The answer time players are told: whole minutes, 1 minute to 1 day. */
export const SUPPORT_REPLY_MINUTES_MAX = 1_440;
export const ZSupportSettingsGetBody = body({ market: ZMarket.optional() });
export const ZSupportSettingsSetBody = body({ market: ZMarket.optional(), replyMinutes: zInt(1, SUPPORT_REPLY_MINUTES_MAX, 'SUPPORT_SETTINGS_INVALID') });
export const ZSupportAuditBody = body({ market: ZMarket.optional(), limit: zInt(1, 500).default(100) });
