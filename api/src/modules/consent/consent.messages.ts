import { defineMessages } from '../../i18n/define';

/** Server messages of consent: the terms and privacy notice a player accepts. */
export const consentMessages = defineMessages({
  tk: {
    CONSENT_REQUIRED: 'Devam etmek için Kullanım Şartları’nı kabul edip KVKK Aydınlatma Metni’ni okuduğunuzu onaylayın.',
    CONSENT_VERSION_INVALID: 'Kabul edilen metin sürümü geçersiz. Sayfayı yenileyip güncel metni kabul edin.',
    CONSENT_VERSION_UNKNOWN: 'Kabul edilen metin sürümü bulunamadı. Sayfayı yenileyip güncel metni kabul edin.',
    CONSENT_VERSION_OUTDATED: 'Kullanım Şartları veya Aydınlatma Metni güncellendi. Lütfen yeni sürümü okuyup kabul edin.',
    TERMS_NOT_ACCEPTED: 'Kullanım Şartları güncellendi. Oynamaya devam etmek için yeni şartları kabul edin.',
  },
  en: {
    CONSENT_REQUIRED: 'To continue, accept the Terms of Use and confirm you have read the privacy notice.',
    CONSENT_VERSION_INVALID: 'The accepted text version is not valid. Reload the page and accept the current text.',
    CONSENT_VERSION_UNKNOWN: 'The accepted text version does not exist. Reload the page and accept the current text.',
    CONSENT_VERSION_OUTDATED: 'The Terms of Use or the privacy notice have changed. Please read and accept the new version.',
    TERMS_NOT_ACCEPTED: 'The Terms of Use have changed. Accept the new terms to keep playing.',
  },
  'zh-CN': {
    CONSENT_REQUIRED: '如需继续，请接受使用条款并确认已阅读隐私声明。',
    CONSENT_VERSION_INVALID: '所接受的文本版本无效。请刷新页面并接受当前文本。',
    CONSENT_VERSION_UNKNOWN: '所接受的文本版本不存在。请刷新页面并接受当前文本。',
    CONSENT_VERSION_OUTDATED: '使用条款或隐私声明已更新。请阅读并接受新版本。',
    TERMS_NOT_ACCEPTED: '使用条款已更新。请接受新条款后继续游戏。',
  },
});
