import type { TErrorCode, TMessageParams } from '../lib/errors';

export const languages = ['tk', 'en', 'zh-CN'] as const;
export type TLang = (typeof languages)[number];
export const defaultLang: TLang = 'tk';

/**
 * Every message the server sends, per language. `tk` carries the product's Turkish wording (the
 * spec's button labels are Turkish), and is the default. `{name}` placeholders are interpolated.
 */
type TMessageKey =
  | TErrorCode
  | 'OK'
  | 'FIELD_REQUIRED'
  | 'FIELD_INVALID'
  | 'PHONE_INVALID'
  | 'CODE_INVALID_FORMAT'
  | 'PASSWORD_INVALID'
  | 'NAME_INVALID'
  | 'EMAIL_INVALID'
  | 'LOGIN_METHOD_REQUIRED'
  | 'REMOTE_INVALID'
  | 'MARKET_INVALID'
  | 'MANIFEST_URL_INVALID'
  | 'VERSION_INVALID'
  | 'NOTHING_TO_CHANGE';

type TCatalogue = Record<TMessageKey, string>;

const tk: TCatalogue = {
  OK: 'İşlem başarılı',
  BAD_REQUEST: 'Geçersiz istek.',
  BAD_JSON: 'İstek gövdesi geçerli bir JSON değil.',
  VALIDATION_FAILED: 'Geçersiz istek: {field} alanını kontrol edin.',
  FIELD_REQUIRED: '{field} alanı zorunludur.',
  FIELD_INVALID: '{field} alanının değeri geçersiz.',
  PHONE_INVALID: 'Lütfen geçerli bir telefon numarası girin (7-11 hane).',
  CODE_INVALID_FORMAT: 'Lütfen doğrulama kodunu girin (4-6 hane).',
  PASSWORD_INVALID: 'Şifre 6 ile 64 karakter arasında olmalıdır.',
  NAME_INVALID: 'Takma ad 2 ile 32 karakter arasında olmalıdır.',
  EMAIL_INVALID: 'Lütfen geçerli bir e-posta adresi girin.',
  LOGIN_METHOD_REQUIRED: 'Doğrulama kodu veya şifre girin.',
  REMOTE_INVALID: 'Bilinmeyen modül; şunlardan biri olmalı: lobby, account, mail-rewards, wheel.',
  MARKET_INVALID: 'Geçersiz pazar kimliği.',
  MANIFEST_URL_INVALID: 'Manifest adresi geçerli bir http(s) URL olmalıdır.',
  VERSION_INVALID: 'Sürüm 1-64 karakter olmalı (harf, rakam, . _ + -).',
  NOTHING_TO_CHANGE: 'Değiştirilecek bir şey yok: --url veya --version verin.',
  INVALID_CREDENTIALS: 'Telefon numarası veya şifre hatalı.',
  INVALID_CODE: 'Doğrulama kodu hatalı veya süresi dolmuş. Lütfen yeni bir kod isteyin.',
  NOT_REGISTERED: 'Bu numarayla kayıtlı bir hesap bulunamadı. Lütfen kaydolun.',
  UNAUTHORIZED: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
  FORBIDDEN: 'Bu işlem için yetkiniz yok.',
  ADMIN_FORBIDDEN: 'Geçersiz yönetici anahtarı.',
  NOT_FOUND: 'İstenen kaynak bulunamadı.',
  MARKET_NOT_FOUND: 'Pazar bulunamadı: {market}.',
  REMOTE_NOT_CONFIGURED: '{market} pazarında {remote} modülü tanımlı değil; önce adresini ayarlayın.',
  CONFLICT: 'İstek mevcut durumla çakışıyor.',
  PHONE_TAKEN: 'Bu telefon numarası başka bir hesaba bağlı. Lütfen giriş yapın.',
  BODY_TOO_LARGE: 'İstek gövdesi çok büyük (en fazla {limitKib} KiB).',
  UNSUPPORTED_MEDIA_TYPE: 'Desteklenmeyen içerik türü; application/json gönderin.',
  RATE_LIMITED: 'Çok fazla deneme yaptınız. Lütfen {seconds} saniye sonra tekrar deneyin.',
  INTERNAL: 'Bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  SMS_UNAVAILABLE: 'SMS şu anda gönderilemiyor. Lütfen daha sonra tekrar deneyin.',
  SERVICE_UNAVAILABLE: 'Hizmet geçici olarak kullanılamıyor.',
};

const en: TCatalogue = {
  OK: 'Success',
  BAD_REQUEST: 'Bad request.',
  BAD_JSON: 'The request body is not valid JSON.',
  VALIDATION_FAILED: 'Invalid request: check the field {field}.',
  FIELD_REQUIRED: 'The field {field} is required.',
  FIELD_INVALID: 'The field {field} has an invalid value.',
  PHONE_INVALID: 'Please enter a valid phone number (7-11 digits).',
  CODE_INVALID_FORMAT: 'Please enter the verification code (4-6 digits).',
  PASSWORD_INVALID: 'The password must be 6 to 64 characters long.',
  NAME_INVALID: 'The nickname must be 2 to 32 characters long.',
  EMAIL_INVALID: 'Please enter a valid email address.',
  LOGIN_METHOD_REQUIRED: 'Enter a verification code or a password.',
  REMOTE_INVALID: 'Unknown remote; it must be one of: lobby, account, mail-rewards, wheel.',
  MARKET_INVALID: 'Invalid market id.',
  MANIFEST_URL_INVALID: 'The manifest URL must be a valid http(s) URL.',
  VERSION_INVALID: 'The version must be 1-64 characters (letters, digits, . _ + -).',
  NOTHING_TO_CHANGE: 'Nothing to change: give --url or --version.',
  INVALID_CREDENTIALS: 'Wrong phone number or password.',
  INVALID_CODE: 'The verification code is wrong or has expired. Please request a new code.',
  NOT_REGISTERED: 'No account is registered with this number. Please sign up.',
  UNAUTHORIZED: 'Your session has ended. Please log in again.',
  FORBIDDEN: 'You are not allowed to do this.',
  ADMIN_FORBIDDEN: 'Invalid admin token.',
  NOT_FOUND: 'The requested resource was not found.',
  MARKET_NOT_FOUND: 'Unknown market: {market}.',
  REMOTE_NOT_CONFIGURED: 'The remote {remote} is not configured in market {market}; set its URL first.',
  CONFLICT: 'The request conflicts with the current state.',
  PHONE_TAKEN: 'This phone number belongs to another account. Please log in.',
  BODY_TOO_LARGE: 'The request body is too large (at most {limitKib} KiB).',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type; send application/json.',
  RATE_LIMITED: 'Too many attempts. Please try again in {seconds} seconds.',
  INTERNAL: 'Something went wrong. Please try again later.',
  SMS_UNAVAILABLE: 'SMS cannot be sent right now. Please try again later.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable.',
};

const zhCN: TCatalogue = {
  OK: '成功',
  BAD_REQUEST: '请求无效。',
  BAD_JSON: '请求体不是有效的 JSON。',
  VALIDATION_FAILED: '请求无效：请检查字段 {field}。',
  FIELD_REQUIRED: '字段 {field} 为必填项。',
  FIELD_INVALID: '字段 {field} 的值无效。',
  PHONE_INVALID: '请输入有效的手机号码（7-11 位）。',
  CODE_INVALID_FORMAT: '请输入验证码（4-6 位）。',
  PASSWORD_INVALID: '密码长度须为 6 到 64 个字符。',
  NAME_INVALID: '昵称长度须为 2 到 32 个字符。',
  EMAIL_INVALID: '请输入有效的电子邮箱地址。',
  LOGIN_METHOD_REQUIRED: '请输入验证码或密码。',
  REMOTE_INVALID: '未知模块，必须是 lobby、account、mail-rewards、wheel 之一。',
  MARKET_INVALID: '市场标识无效。',
  MANIFEST_URL_INVALID: '清单地址必须是有效的 http(s) URL。',
  VERSION_INVALID: '版本须为 1-64 个字符（字母、数字、. _ + -）。',
  NOTHING_TO_CHANGE: '没有可更改的内容：请提供 --url 或 --version。',
  INVALID_CREDENTIALS: '手机号码或密码错误。',
  INVALID_CODE: '验证码错误或已过期，请重新获取。',
  NOT_REGISTERED: '该号码尚未注册账号，请先注册。',
  UNAUTHORIZED: '登录已失效，请重新登录。',
  FORBIDDEN: '您无权执行此操作。',
  ADMIN_FORBIDDEN: '管理员令牌无效。',
  NOT_FOUND: '请求的资源不存在。',
  MARKET_NOT_FOUND: '未知市场：{market}。',
  REMOTE_NOT_CONFIGURED: '市场 {market} 未配置模块 {remote}，请先设置其地址。',
  CONFLICT: '请求与当前状态冲突。',
  PHONE_TAKEN: '该手机号码已绑定其他账号，请直接登录。',
  BODY_TOO_LARGE: '请求体过大（最多 {limitKib} KiB）。',
  UNSUPPORTED_MEDIA_TYPE: '不支持的内容类型，请发送 application/json。',
  RATE_LIMITED: '尝试次数过多，请在 {seconds} 秒后重试。',
  INTERNAL: '出现错误，请稍后再试。',
  SMS_UNAVAILABLE: '短信暂时无法发送，请稍后再试。',
  SERVICE_UNAVAILABLE: '服务暂时不可用。',
};

const catalogues: Record<TLang, TCatalogue> = { tk, en, 'zh-CN': zhCN };

export const isMessageKey = (value: string): value is TMessageKey => Object.hasOwn(tk, value);

export const translate = (lang: TLang, key: TMessageKey, params: TMessageParams = {}): string =>
  catalogues[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );

/**
 * Picks the language from Accept-Language. The product's own clients send exactly `tk`, `en` or
 * `zh-CN`; browsers may send a weighted list, so the first supported tag wins. Turkish (`tr`) maps
 * to `tk`, whose wording is Turkish.
 */
export const resolveLang = (header: string | string[] | undefined): TLang => {
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of raw.split(',')) {
    const tag = (part.split(';')[0] ?? '').trim().toLowerCase();
    if (tag === 'tk' || tag === 'tr' || tag.startsWith('tr-')) return 'tk';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
  }
  return defaultLang;
};
