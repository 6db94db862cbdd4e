import { defineMessages } from '../../i18n/define';

/** The bonus module's server messages; tk carries the Turkish wording. */
export const bonusMessages = defineMessages({
  tk: {
    BONUS_OFFER_NOT_FOUND: 'Bu bonus teklifi bulunamadı veya artık geçerli değil.',
    BONUS_PHONE_REQUIRED: 'Bu bonusu almak için telefon numaranızı doğrulayın.',
    BONUS_ALREADY_TAKEN: 'Bu bonus kişi, cihaz, telefon ve IBAN başına bir kez alınabilir.',
    BONUS_ALREADY_RUNNING: 'Zaten aktif bir bonusunuz var. Yeni bir bonus için önce onu tamamlayın veya iptal edin.',
    BONUS_NOT_FOUND: 'Bonus bulunamadı.',
    BONUS_NOT_RUNNING: 'Bu bonus artık aktif değil.',
    BONUS_DEPOSIT_ONLY: 'Bu bonus para yatırırken seçilir.',
    BONUS_DEPOSIT_TOO_SMALL: 'Bu bonus için en az {min} yatırmalısınız.',
    BONUS_OFFER_INVALID: 'Bonus ayarları geçersiz: {reason}',
  },
  en: {
    BONUS_OFFER_NOT_FOUND: 'This bonus offer was not found or is no longer available.',
    BONUS_PHONE_REQUIRED: 'Verify your phone number to take this bonus.',
    BONUS_ALREADY_TAKEN: 'This bonus can be taken once per person, device, phone and IBAN.',
    BONUS_ALREADY_RUNNING: 'You already have a running bonus. Complete or forfeit it before taking a new one.',
    BONUS_NOT_FOUND: 'Bonus not found.',
    BONUS_NOT_RUNNING: 'This bonus is no longer running.',
    BONUS_DEPOSIT_ONLY: 'This bonus is chosen when you deposit.',
    BONUS_DEPOSIT_TOO_SMALL: 'Deposit at least {min} for this bonus.',
    BONUS_OFFER_INVALID: 'Invalid bonus settings: {reason}',
  },
  'zh-CN': {
    BONUS_OFFER_NOT_FOUND: '未找到此奖金优惠或已失效。',
    BONUS_PHONE_REQUIRED: '请先验证手机号以领取此奖金。',
    BONUS_ALREADY_TAKEN: '此奖金每人、每台设备、每个手机号和每个IBAN仅可领取一次。',
    BONUS_ALREADY_RUNNING: '您已有进行中的奖金。请先完成或放弃后再领取新的奖金。',
    BONUS_NOT_FOUND: '未找到奖金。',
    BONUS_NOT_RUNNING: '此奖金已不再进行中。',
    BONUS_DEPOSIT_ONLY: '此奖金需在存款时选择。',
    BONUS_DEPOSIT_TOO_SMALL: '此奖金的最低存款为 {min}。',
    BONUS_OFFER_INVALID: '奖金设置无效：{reason}',
  },
});
