import { defineMessages } from '../../i18n/define';

/** Server messages of customer service (error codes and validation keys). */
export const supportMessages = defineMessages({
  tk: {
    SUPPORT_TEXT_INVALID: 'Mesaj 1 ile 1000 karakter arasında olmalıdır.',
    SUPPORT_PLAYER_NOT_FOUND: 'Oyuncu bulunamadı.',
    SUPPORT_FAQ_INVALID: 'Kısa ad (küçük harf, rakam, -), soru (1-200 karakter) ve cevap (1-4000 karakter) girin.',
  },
  en: {
    SUPPORT_TEXT_INVALID: 'A message must be 1 to 1000 characters long.',
    SUPPORT_PLAYER_NOT_FOUND: 'Player not found.',
    SUPPORT_FAQ_INVALID: 'Enter a slug (lower-case letters, digits, -), a question (1-200 characters) and an answer (1-4000 characters).',
  },
  'zh-CN': {
    SUPPORT_TEXT_INVALID: '消息长度必须为 1 到 1000 个字符。',
    SUPPORT_PLAYER_NOT_FOUND: '未找到玩家。',
    SUPPORT_FAQ_INVALID: '请输入标识（小写字母、数字、-）、问题（1-200 个字符）和答案（1-4000 个字符）。',
  },
});
