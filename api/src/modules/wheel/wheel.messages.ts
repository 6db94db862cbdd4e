import { defineMessages } from '../../i18n/define';

/** The wheel's server messages (error codes and validation keys); tk carries the Turkish wording. */
export const wheelMessages = defineMessages({
  tk: {
    WHEEL_NO_SPINS: 'Şu anda çevirme hakkınız yok. VIP seviyeniz her hafta, para yatırmalarınız da ek hak kazandırır.',
    WHEEL_NOT_AVAILABLE: 'Ödül çarkı bu pazarda kullanılamıyor: {market}.',
    WHEEL_WEIGHT_INVALID: 'Ağırlıklar 1 ile 1.000.000 arasında tam sayı olmalıdır.',
    WHEEL_PRIZE_INVALID: 'Geçersiz ödül: nakit ödül pozitif bir tutar, boş ödül 0 tutar taşır.',
    WHEEL_PRIZES_COUNT: 'Bir çarkta 2 ile 16 arasında ödül olmalıdır.',
    WHEEL_PIN_INVALID: 'Sabitlenen dilim çarkta yok.',
    REQUEST_ID_INVALID: 'Geçersiz istek kimliği.',
  },
  en: {
    WHEEL_NO_SPINS: 'You have no spins right now. Your VIP level gives spins every week, and deposits earn extra ones.',
    WHEEL_NOT_AVAILABLE: 'The prize wheel is not available in this market: {market}.',
    WHEEL_WEIGHT_INVALID: 'Weights must be whole numbers from 1 to 1,000,000.',
    WHEEL_PRIZE_INVALID: 'Invalid prize: a cash prize pays a positive amount, an empty one pays 0.',
    WHEEL_PRIZES_COUNT: 'A wheel has from 2 to 16 prizes.',
    WHEEL_PIN_INVALID: 'The pinned segment is not on the wheel.',
    REQUEST_ID_INVALID: 'Invalid request id.',
  },
  'zh-CN': {
    WHEEL_NO_SPINS: '您目前没有抽奖次数。VIP 等级每周赠送次数，充值也可获得额外次数。',
    WHEEL_NOT_AVAILABLE: '该市场暂不提供幸运转盘：{market}。',
    WHEEL_WEIGHT_INVALID: '权重必须是 1 到 1,000,000 之间的整数。',
    WHEEL_PRIZE_INVALID: '奖品无效：现金奖品金额须为正数，空奖金额为 0。',
    WHEEL_PRIZES_COUNT: '转盘须有 2 到 16 个奖品。',
    WHEEL_PIN_INVALID: '指定的格子不在转盘上。',
    REQUEST_ID_INVALID: '无效的请求编号。',
  },
});
