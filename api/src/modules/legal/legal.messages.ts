import { defineMessages } from '../../i18n/define';

/** Server messages of the legal pages (error codes and validation keys). */
export const legalMessages = defineMessages({
  tk: {
    LEGAL_KIND_INVALID: 'Geçersiz metin türü: terms, privacy, cookies, bonus veya responsible olmalı.',
    LEGAL_TEXT_INVALID: 'Başlık 1-200, metin 1-60000 karakter olmalı; not en fazla 500 karakter.',
    LEGAL_DOCUMENT_NOT_FOUND: 'Bu metin bu pazar için henüz yayımlanmadı.',
  },
  en: {
    LEGAL_KIND_INVALID: 'Invalid text kind: it must be terms, privacy, cookies, bonus or responsible.',
    LEGAL_TEXT_INVALID: 'The title must be 1-200 characters, the text 1-60000 and the note at most 500.',
    LEGAL_DOCUMENT_NOT_FOUND: 'This text is not published for this market yet.',
  },
  'zh-CN': {
    LEGAL_KIND_INVALID: '无效的文本类型：必须为 terms、privacy、cookies、bonus 或 responsible。',
    LEGAL_TEXT_INVALID: '标题须为 1-200 个字符，正文 1-60000 个字符，备注最多 500 个字符。',
    LEGAL_DOCUMENT_NOT_FOUND: '该市场尚未发布此文本。',
  },
});
