import { z } from 'zod';
import { LEGAL_KINDS } from '@casino/shared/contracts';
import { languages } from '../../i18n/define';
import { body, zText } from '../../lib/schemas';

const ZMarket = zText({ min: 2, max: 16, messageKey: 'FIELD_INVALID' });
const ZKind = z.enum(LEGAL_KINDS, { error: 'LEGAL_KIND_INVALID' });
const ZLang = z.enum(languages, { error: 'FIELD_INVALID' });

export const ZLegalListBody = body({ market: ZMarket.optional() });
export const ZLegalGetBody = body({ market: ZMarket.optional(), kind: ZKind });
export const ZLegalAdminListBody = body({ market: ZMarket.optional() });
/** A new version: plain text only (line breaks kept, no control characters); it is shown as text, never as HTML. */
export const ZLegalPublishBody = body({
  market: ZMarket.optional(),
  kind: ZKind,
  lang: ZLang,
  title: zText({ min: 1, max: 200, messageKey: 'LEGAL_TEXT_INVALID' }),
  body: zText({ min: 1, max: 60_000, multiline: true, messageKey: 'LEGAL_TEXT_INVALID' }),
  note: zText({ min: 0, max: 500, messageKey: 'LEGAL_TEXT_INVALID' }).default(''),
});
