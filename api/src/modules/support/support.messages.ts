import { defineMessages } from '../../i18n/define';

/** Server messages of customer service (error codes and validation keys). */
export const supportMessages = defineMessages({
  tk: {
    SUPPORT_TEXT_INVALID: 'Mesaj 1 ile 1000 karakter arasında olmalıdır.',
    SUPPORT_PLAYER_NOT_FOUND: 'Oyuncu bulunamadı.',
    SUPPORT_FAQ_INVALID: 'Kısa ad (küçük harf, rakam, -), soru (1-200 karakter) ve cevap (1-4000 karakter) girin.',
    SUPPORT_CHANNEL_INVALID: 'Geçersiz iletişim kanalı: tür livechat, whatsapp, telegram, email veya phone olmalı; sohbet kanalları için https bağlantısı, e-posta için geçerli bir adres, telefon için 7-15 haneli numara girin.',
    SUPPORT_ENTRY_NOT_FOUND: 'Kayıt bulunamadı.',
    SUPPORT_SETTINGS_INVALID: 'Yanıt süresi 1 ile 1440 dakika arasında bir tam sayı olmalıdır.',
    SUPPORT_AUTO_REPLY: 'Mesajınız bize ulaştı. Genellikle {minutes} dakika içinde yanıt veriyoruz; yanıtımız bu sayfada görünecek.',
  },
  en: {
    SUPPORT_TEXT_INVALID: 'A message must be 1 to 1000 characters long.',
    SUPPORT_PLAYER_NOT_FOUND: 'Player not found.',
    SUPPORT_FAQ_INVALID: 'Enter a slug (lower-case letters, digits, -), a question (1-200 characters) and an answer (1-4000 characters).',
    SUPPORT_CHANNEL_INVALID: 'Invalid contact channel: the kind is livechat, whatsapp, telegram, email or phone; chat channels need an https link, e-mail a valid address, phone a number of 7-15 digits.',
    SUPPORT_ENTRY_NOT_FOUND: 'Entry not found.',
    SUPPORT_SETTINGS_INVALID: 'The answer time must be a whole number of minutes from 1 to 1440.',
    SUPPORT_AUTO_REPLY: 'We have your message. We usually answer within {minutes} min; our answer will appear on this page.',
  },
  'zh-CN': {
    SUPPORT_TEXT_INVALID: '消息长度必须为 1 到 1000 个字符。',
    SUPPORT_PLAYER_NOT_FOUND: '未找到玩家。',
    SUPPORT_FAQ_INVALID: '请输入标识（小写字母、数字、-）、问题（1-200 个字符）和答案（1-4000 个字符）。',
    SUPPORT_CHANNEL_INVALID: '无效的联系渠道：类型须为 livechat、whatsapp、telegram、email 或 phone；聊天渠道须为 https 链接，邮箱须为有效地址，电话须为 7-15 位数字。',
    SUPPORT_ENTRY_NOT_FOUND: '未找到该条目。',
    SUPPORT_SETTINGS_INVALID: '回复时间必须是 1 到 1440 之间的整数分钟。',
    SUPPORT_AUTO_REPLY: '我们已收到您的消息，通常会在 {minutes} 分钟内回复；回复将显示在本页。',
  },
});
