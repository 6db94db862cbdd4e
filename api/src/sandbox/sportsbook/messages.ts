import { localeOf } from '@casino/shared/format';
import type { TLangCode, TSportErrorCode } from './contract';

type TCatalogue = Record<TSportErrorCode, string>;

/** The sportsbook's answers in the player's language (the launch's `lang`); tk = Turkish, the default. */
const MESSAGES: Record<TLangCode, TCatalogue> = {
  tk: {
    BAD_REQUEST: 'İstek okunamadı. Lütfen sayfayı yenileyin.',
    SESSION_NOT_FOUND: 'Spor oturumu sona erdi. Spor sayfasını yeniden açın.',
    LAUNCH_REFUSED: 'Bağlantının süresi doldu. Spor sayfasını yeniden açın.',
    STAKE_TOO_LOW: 'En düşük bahis {min}.',
    STAKE_TOO_HIGH: 'En yüksek bahis {max}.',
    RETURN_TOO_HIGH: 'Olası kazanç en fazla {max} olabilir; bahsi düşürün.',
    TOO_MANY_SELECTIONS: 'Bir kupona en fazla {max} seçim eklenebilir.',
    SAME_EVENT: 'Aynı karşılaşmadan iki seçim kombine edilemez.',
    SELECTION_NOT_FOUND: 'Bu seçim artık sunulmuyor.',
    MARKET_SUSPENDED: 'Bu market şu an askıda; biraz sonra tekrar deneyin.',
    EVENT_STARTED: 'Karşılaşma başladı; maç öncesi oranlar kapandı. Canlı oranlarla tekrar deneyin.',
    EVENT_ENDED: 'Karşılaşma bitti; bahisler kapandı.',
    ODDS_CHANGED: 'Oranlar değişti. Yeni oranları kontrol edip onaylayın.',
    DUPLICATE_BET: 'Bu kupon numarası zaten kullanıldı.',
    BET_NOT_FOUND: 'Kupon bulunamadı.',
    INSUFFICIENT_FUNDS: 'Yetersiz bakiye.',
    LIMIT_EXCEEDED: 'Bu bahis kayıp veya bahis limitinizi aşıyor (Sorumlu Oyun).',
    PLAYER_EXCLUDED: 'Hesabınız mola veya oyundan uzaklaştırma altında; bahis yapılamaz.',
    TERMS_NOT_ACCEPTED: 'Kullanım Şartları güncellendi. Bahis için sitede yeni şartları kabul edin.',
    WALLET_REFUSED: 'Cüzdan bahsi kabul etmedi.',
    WALLET_UNAVAILABLE: 'Cüzdana ulaşılamadı; bahsiniz iptal edildi.',
    CONTROLS_OFF: 'Sandbox kontrolleri üretim modunda kapalıdır.',
  },
  en: {
    BAD_REQUEST: 'The request could not be read. Please reload the page.',
    SESSION_NOT_FOUND: 'The sports session has ended. Open the sports page again.',
    LAUNCH_REFUSED: 'This link has expired. Open the sports page again.',
    STAKE_TOO_LOW: 'The minimum stake is {min}.',
    STAKE_TOO_HIGH: 'The maximum stake is {max}.',
    RETURN_TOO_HIGH: 'The potential return may be at most {max}; lower the stake.',
    TOO_MANY_SELECTIONS: 'A bet slip takes at most {max} selections.',
    SAME_EVENT: 'Two selections of the same event cannot be combined.',
    SELECTION_NOT_FOUND: 'This selection is no longer offered.',
    MARKET_SUSPENDED: 'This market is suspended; try again in a moment.',
    EVENT_STARTED: 'The event has started; pre-match odds are closed. Try again with the live odds.',
    EVENT_ENDED: 'The event is over; betting is closed.',
    ODDS_CHANGED: 'The odds have changed. Check the new odds and confirm.',
    DUPLICATE_BET: 'This bet slip number has already been used.',
    BET_NOT_FOUND: 'Bet not found.',
    INSUFFICIENT_FUNDS: 'Insufficient balance.',
    LIMIT_EXCEEDED: 'This bet is over your loss or wager limit (responsible gaming).',
    PLAYER_EXCLUDED: 'Your account is on a time-out or self-exclusion; no bets can be placed.',
    TERMS_NOT_ACCEPTED: 'The Terms of Use have changed. Accept the new terms on the site to bet.',
    WALLET_REFUSED: 'The wallet refused the bet.',
    WALLET_UNAVAILABLE: 'The wallet could not be reached; your bet was cancelled.',
    CONTROLS_OFF: 'The sandbox controls are off in production mode.',
  },
  'zh-CN': {
    BAD_REQUEST: '无法读取请求，请刷新页面。',
    SESSION_NOT_FOUND: '体育会话已结束，请重新打开体育页面。',
    LAUNCH_REFUSED: '链接已过期，请重新打开体育页面。',
    STAKE_TOO_LOW: '最低投注额为 {min}。',
    STAKE_TOO_HIGH: '最高投注额为 {max}。',
    RETURN_TOO_HIGH: '可能返还最多为 {max}，请降低投注额。',
    TOO_MANY_SELECTIONS: '一张注单最多 {max} 个选项。',
    SAME_EVENT: '同一场比赛的两个选项不能串关。',
    SELECTION_NOT_FOUND: '该选项已不再提供。',
    MARKET_SUSPENDED: '该盘口暂停投注，请稍后再试。',
    EVENT_STARTED: '比赛已开始，赛前赔率已关闭。请以滚球赔率重试。',
    EVENT_ENDED: '比赛已结束，投注已关闭。',
    ODDS_CHANGED: '赔率已变化，请确认新的赔率。',
    DUPLICATE_BET: '该注单编号已被使用。',
    BET_NOT_FOUND: '未找到注单。',
    INSUFFICIENT_FUNDS: '余额不足。',
    LIMIT_EXCEEDED: '此投注超出您的亏损或投注限额（负责任博彩）。',
    PLAYER_EXCLUDED: '您的账户处于冷静期或自我排除中，无法投注。',
    TERMS_NOT_ACCEPTED: '使用条款已更新。请在网站上接受新条款后再投注。',
    WALLET_REFUSED: '钱包拒绝了此投注。',
    WALLET_UNAVAILABLE: '无法连接钱包，您的投注已取消。',
    CONTROLS_OFF: '生产模式下沙盒控制已关闭。',
  },
};

export const sportLangOrDefault = (lang: unknown): TLangCode => (lang === 'en' || lang === 'zh-CN' || lang === 'tk' ? lang : 'tk');

/** Money in the session's currency, its sign and two decimals in the language's digits: ₺1.234,56 (tk), ₼1,234.56 (en, AZN). */
export const formatSportMoney = (lang: TLangCode, minor: number, currency: string): string =>
  new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

export const sportMessage = (lang: TLangCode, code: TSportErrorCode, params: Record<string, string | number> = {}): string =>
  MESSAGES[lang][code].replace(/\{(\w+)\}/g, (_m, key: string) => String(params[key] ?? ''));

export const sportMessageCatalogues = MESSAGES;
