import { defineMessages } from '../../i18n/define';

/** Server messages of the data export and the account closure. */
export const dataRightsMessages = defineMessages({
  tk: {
    ACCOUNT_CLOSED: 'Bu hesap kapatıldı; giriş yapılamaz. Yeniden açmak için Müşteri Hizmetleri’ne yazın.',
    ACCOUNT_NOT_EMPTY: 'Hesapta para veya bekleyen bir işlem varken hesap kapatılamaz.',
    ACCOUNT_CLOSE_BALANCE: 'Hesabınızda bakiye var. Hesabı kapatmadan önce bakiyenizi çekin.',
    ACCOUNT_CLOSE_BONUS: 'Devam eden bir bonusunuz var. Önce bonusu bitirin veya bonustan vazgeçin.',
    ACCOUNT_CLOSE_PENDING_WITHDRAWAL: 'Bekleyen bir para çekme işleminiz var. İşlem tamamlandıktan sonra hesabı kapatabilirsiniz.',
    ACCOUNT_CLOSE_PENDING_DEPOSIT: 'Bekleyen bir para yatırma işleminiz var. İşlem sonuçlandıktan sonra hesabı kapatabilirsiniz.',
    ACCOUNT_CLOSE_PROOF_REQUIRED: 'Hesabı kapatmak için şifrenizi veya telefonunuza gönderilen kodu girin.',
    ACCOUNT_CLOSE_REASON_INVALID: 'Kapatma nedeni en fazla 500 karakter olabilir.',
  },
  en: {
    ACCOUNT_CLOSED: 'This account is closed; you cannot log in. Write to Customer Service to reopen it.',
    ACCOUNT_NOT_EMPTY: 'An account cannot be closed while it holds money or has a transaction pending.',
    ACCOUNT_CLOSE_BALANCE: 'Your account has a balance. Withdraw it before closing the account.',
    ACCOUNT_CLOSE_BONUS: 'You have a running bonus. Finish it or give it up first.',
    ACCOUNT_CLOSE_PENDING_WITHDRAWAL: 'You have a withdrawal pending. You can close the account once it is complete.',
    ACCOUNT_CLOSE_PENDING_DEPOSIT: 'You have a deposit pending. You can close the account once it is settled.',
    ACCOUNT_CLOSE_PROOF_REQUIRED: 'To close the account, enter your password or the code sent to your phone.',
    ACCOUNT_CLOSE_REASON_INVALID: 'The reason can be at most 500 characters.',
  },
  'zh-CN': {
    ACCOUNT_CLOSED: '此账户已关闭，无法登录。如需重新开启，请联系客服。',
    ACCOUNT_NOT_EMPTY: '账户内有资金或待处理交易时无法关闭账户。',
    ACCOUNT_CLOSE_BALANCE: '您的账户仍有余额。关闭账户前请先提现。',
    ACCOUNT_CLOSE_BONUS: '您有进行中的奖金。请先完成或放弃该奖金。',
    ACCOUNT_CLOSE_PENDING_WITHDRAWAL: '您有待处理的提现。完成后即可关闭账户。',
    ACCOUNT_CLOSE_PENDING_DEPOSIT: '您有待处理的充值。结算后即可关闭账户。',
    ACCOUNT_CLOSE_PROOF_REQUIRED: '关闭账户需输入密码或发送到手机的验证码。',
    ACCOUNT_CLOSE_REASON_INVALID: '关闭原因最多 500 个字符。',
  },
});
