import type { TLangCode, TPlayErrorCode } from './contract';

type TParams = Record<string, string | number>;
type TCatalogue = Record<TPlayErrorCode, string>;

/** The provider's own answers in the player's language (the launch's `lang`); tk = Turkish, the default. */
const MESSAGES: Record<TLangCode, TCatalogue> = {
  tk: {
    BAD_REQUEST: 'İstek okunamadı. Lütfen sayfayı yenileyin.',
    BAD_BET: 'Bahis {min} ile {max} arasında olmalıdır.',
    UNKNOWN_BET_TYPE: 'Bu bahis türü bu oyunda yok.',
    BETTING_CLOSED: 'Bu el için bahisler kapandı.',
    ROUND_REPLAYED: 'Bu el zaten oynandı.',
    ROUND_NOT_FOUND: 'El bulunamadı.',
    ROUND_OVER: 'El bitti: {at} katında patladı.',
    ACTION_NOT_ALLOWED: 'Bu hamle şu an yapılamaz.',
    BAD_CLIENT_SEED: 'İstemci tohumu 1-64 yazdırılabilir karakter olmalıdır.',
    SEED_CHANGED: 'Tohum değişti; yeni el hazırlandı, lütfen tekrar deneyin.',
    INSUFFICIENT_FUNDS: 'Yetersiz bakiye.',
    SESSION_NOT_FOUND: 'Oyun oturumu sona erdi. Oyunu lobiden yeniden açın.',
    GAME_NOT_FOUND: 'Bu oyun sağlayıcıda bulunamadı.',
    LAUNCH_REFUSED: 'Oyun bağlantısının süresi doldu. Oyunu lobiden yeniden açın.',
    WALLET_REFUSED: 'Cüzdan bahsi kabul etmedi.',
    LIMIT_EXCEEDED: 'Bu bahis kayıp veya bahis limitinizi aşıyor (Sorumlu Oyun).',
    PLAYER_EXCLUDED: 'Hesabınız mola veya oyundan uzaklaştırma altında; bahis yapılamaz.',
    TERMS_NOT_ACCEPTED: 'Kullanım Şartları güncellendi. Bahis için sitede yeni şartları kabul edin.',
    BONUS_MAX_BET: 'Aktif bonusunuz varken bu bahis, bonusun izin verdiği en yüksek bahsi aşıyor. Bahsi düşürün.',
    WALLET_UNAVAILABLE: 'Cüzdana ulaşılamadı; bahsiniz iptal edildi.',
    FREE_ROUNDS_OVER: 'Bedava dönüşleriniz bitti veya süresi doldu. Oyunu yeniden açın.',
  },
  en: {
    BAD_REQUEST: 'The request could not be read. Please reload the page.',
    BAD_BET: 'A bet must be between {min} and {max}.',
    UNKNOWN_BET_TYPE: 'This bet type does not exist in this game.',
    BETTING_CLOSED: 'Betting is closed for this round.',
    ROUND_REPLAYED: 'This round has already been played.',
    ROUND_NOT_FOUND: 'Round not found.',
    ROUND_OVER: 'The round is over: it crashed at {at}x.',
    ACTION_NOT_ALLOWED: 'This move is not allowed now.',
    BAD_CLIENT_SEED: 'The client seed must be 1-64 printable characters.',
    SEED_CHANGED: 'The seed changed; a new round is ready, please try again.',
    INSUFFICIENT_FUNDS: 'Insufficient balance.',
    SESSION_NOT_FOUND: 'The game session has ended. Open the game again from the lobby.',
    GAME_NOT_FOUND: 'This game is not in the provider’s catalogue.',
    LAUNCH_REFUSED: 'This game link has expired. Open the game again from the lobby.',
    WALLET_REFUSED: 'The wallet refused the bet.',
    LIMIT_EXCEEDED: 'This bet is over your loss or wager limit (responsible gaming).',
    PLAYER_EXCLUDED: 'Your account is on a time-out or self-exclusion; no bets can be placed.',
    TERMS_NOT_ACCEPTED: 'The Terms of Use have changed. Accept the new terms on the site to bet.',
    BONUS_MAX_BET: 'While your bonus runs, this stake is over the highest bet it allows. Lower the stake.',
    WALLET_UNAVAILABLE: 'The wallet could not be reached; your bet was cancelled.',
    FREE_ROUNDS_OVER: 'Your free spins are used up or have expired. Open the game again.',
  },
  'zh-CN': {
    BAD_REQUEST: '无法读取请求，请刷新页面。',
    BAD_BET: '投注额必须在 {min} 到 {max} 之间。',
    UNKNOWN_BET_TYPE: '本游戏没有这种投注类型。',
    BETTING_CLOSED: '本局投注已截止。',
    ROUND_REPLAYED: '本局已经玩过了。',
    ROUND_NOT_FOUND: '找不到该局。',
    ROUND_OVER: '本局已结束：在 {at} 倍时爆炸。',
    ACTION_NOT_ALLOWED: '现在不能进行此操作。',
    BAD_CLIENT_SEED: '客户端种子必须是 1-64 个可打印字符。',
    SEED_CHANGED: '种子已更换，新的一局已准备好，请重试。',
    INSUFFICIENT_FUNDS: '余额不足。',
    SESSION_NOT_FOUND: '游戏会话已结束，请从大厅重新打开游戏。',
    GAME_NOT_FOUND: '提供商目录中没有此游戏。',
    LAUNCH_REFUSED: '游戏链接已过期，请从大厅重新打开游戏。',
    WALLET_REFUSED: '钱包拒绝了这笔投注。',
    LIMIT_EXCEEDED: '该投注超出您的亏损或投注限额（负责任博彩）。',
    PLAYER_EXCLUDED: '您的账户处于暂停或自我禁止状态，无法投注。',
    TERMS_NOT_ACCEPTED: '使用条款已更新。请在网站上接受新条款后再投注。',
    BONUS_MAX_BET: '奖金进行中，此投注超过奖金允许的最高投注额。请降低投注。',
    WALLET_UNAVAILABLE: '无法连接钱包，您的投注已取消。',
    FREE_ROUNDS_OVER: '您的免费旋转已用完或已过期。请重新打开游戏。',
  },
};

export const langOrDefault = (lang: unknown): TLangCode => (lang === 'en' || lang === 'zh-CN' ? lang : 'tk');

export const playMessage = (lang: TLangCode, code: TPlayErrorCode, params: TParams = {}): string =>
  MESSAGES[lang][code].replace(/\{(\w+)\}/g, (_m, key: string) => String(params[key] ?? ''));

export const MESSAGE_LANGS = Object.keys(MESSAGES) as TLangCode[];
export const messageKeys = (lang: TLangCode): string[] => Object.keys(MESSAGES[lang]);
