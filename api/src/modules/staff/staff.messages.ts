import { defineMessages } from '../../i18n/define';

/** Server messages of staff sign-in and staff accounts (the console is English, the API speaks all three). */
export const staffMessages = defineMessages({
  tk: {
    STAFF_CREDENTIALS: 'Kullanıcı adı, parola veya doğrulama kodu hatalı.',
    STAFF_TOTP_USED: 'Bu doğrulama kodu zaten kullanıldı; bir sonraki kodu bekleyin.',
    STAFF_TOTP_INVALID: 'Doğrulama kodu 6 haneli olmalıdır.',
    STAFF_LOGIN_INVALID: 'Kullanıcı adı 3-32 karakter olmalı (küçük harf, rakam, . _ -).',
    STAFF_PASSWORD_INVALID: 'Parola 12 ile 128 karakter arasında olmalıdır.',
    STAFF_ROLE_INVALID: 'Rol viewer, operator, compliance, approver veya admin olmalıdır.',
    STAFF_ROLE_REQUIRED: 'Bu işlem için {role} rolü gerekir.',
    STAFF_DISABLED: 'Bu personel hesabı devre dışı.',
    STAFF_NOT_FOUND: 'Personel hesabı bulunamadı.',
    STAFF_LOGIN_TAKEN: 'Bu kullanıcı adı zaten kullanılıyor.',
    STAFF_SELF_CHANGE: 'Kendi hesabınızı devre dışı bırakamaz veya rolünü düşüremezsiniz.',
  },
  en: {
    STAFF_CREDENTIALS: 'The login, password or verification code is wrong.',
    STAFF_TOTP_USED: 'This verification code was already used; wait for the next one.',
    STAFF_TOTP_INVALID: 'The verification code has 6 digits.',
    STAFF_LOGIN_INVALID: 'A login has 3-32 characters (lower-case letters, digits, . _ -).',
    STAFF_PASSWORD_INVALID: 'A password has 12 to 128 characters.',
    STAFF_ROLE_INVALID: 'The role is viewer, operator, compliance, approver or admin.',
    STAFF_ROLE_REQUIRED: 'This needs the {role} role.',
    STAFF_DISABLED: 'This staff account is disabled.',
    STAFF_NOT_FOUND: 'No staff account with this login.',
    STAFF_LOGIN_TAKEN: 'This login is taken.',
    STAFF_SELF_CHANGE: 'You cannot disable your own account or lower your own role.',
  },
  'zh-CN': {
    STAFF_CREDENTIALS: '登录名、密码或验证码错误。',
    STAFF_TOTP_USED: '此验证码已使用，请等待下一个验证码。',
    STAFF_TOTP_INVALID: '验证码为 6 位数字。',
    STAFF_LOGIN_INVALID: '登录名为 3-32 个字符（小写字母、数字、. _ -）。',
    STAFF_PASSWORD_INVALID: '密码长度必须为 12 到 128 个字符。',
    STAFF_ROLE_INVALID: '角色必须是 viewer、operator、compliance、approver 或 admin。',
    STAFF_ROLE_REQUIRED: '此操作需要 {role} 角色。',
    STAFF_DISABLED: '此员工账户已停用。',
    STAFF_NOT_FOUND: '未找到该员工账户。',
    STAFF_LOGIN_TAKEN: '该登录名已被使用。',
    STAFF_SELF_CHANGE: '不能停用自己的账户或降低自己的角色。',
  },
});
