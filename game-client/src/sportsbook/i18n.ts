import type { TLangCode } from '@sportsbook/contract';

/** The sportsbook page's words. tk is the product's Turkish (the default); en and zh-CN have the same keys (a test checks). */
const tk = {
  brand: 'Spor Bahisleri',
  balance: 'Bakiye',
  live: 'Canlı',
  upcoming: 'Yaklaşan',
  myBets: 'Bahislerim',
  all: 'Tümü',
  football: 'Futbol',
  basketball: 'Basketbol',
  tennis: 'Tenis',
  today: 'Bugün',
  tomorrow: 'Yarın',
  halfTime: 'Devre arası',
  set: '{n}. set',
  quarter: '{n}. çeyrek',
  moreMarkets: '+{n}',
  lessMarkets: 'Kapat',
  suspended: 'Askıda',
  slip: 'Kupon',
  slipEmpty: 'Kuponunuz boş. Eklemek için bir orana dokunun.',
  single: 'Tekli',
  acca: 'Kombine',
  singles: 'Tekli ({n})',
  remove: 'Kaldır',
  clear: 'Temizle',
  stake: 'Bahis tutarı',
  stakePerBet: 'Bahis başına tutar',
  totalStake: 'Toplam bahis',
  totalOdds: 'Toplam oran',
  potential: 'Olası kazanç',
  limits: 'En az {min} · En çok {max}',
  policy: 'Oran değişirse',
  policyAny: 'Tüm değişiklikleri kabul et',
  policyHigher: 'Yalnızca yükselenleri kabul et',
  policyNone: 'Bana sor',
  place: 'Bahis Yap',
  placing: 'Gönderiliyor…',
  accept: 'Değişiklikleri kabul et ve bahis yap',
  oddsMoved: 'Oran değişti: {old} → {new}',
  placed: 'Bahsiniz alındı · Kupon {id}',
  placedMany: '{n} bahis alındı',
  noEvents: 'Şu an bu seçimde karşılaşma yok.',
  noBets: 'Henüz bahsiniz yok. Bir orana dokunarak başlayın.',
  status_open: 'Açık',
  status_won: 'Kazandı',
  status_lost: 'Kaybetti',
  status_void: 'İade',
  status_pending: 'Bekliyor',
  status_cancelled: 'İptal',
  stakeShort: 'Bahis',
  odds: 'Oran',
  returned: 'Ödeme',
  placedAt: 'Yerleştirildi',
  error: 'Bir hata oluştu. Lütfen tekrar deneyin.',
  loading: 'Yükleniyor…',
  retry: 'Tekrar dene',
  reconnecting: 'Canlı bağlantı yeniden kuruluyor…',
  badStake: 'Geçerli bir tutar girin.',
  liveBadge: 'CANLI',
  close: 'Kapat',
};
export type TKey = keyof typeof tk;

const en: Record<TKey, string> = {
  brand: 'Sportsbook', balance: 'Balance', live: 'Live', upcoming: 'Upcoming', myBets: 'My bets', all: 'All', football: 'Football', basketball: 'Basketball', tennis: 'Tennis',
  today: 'Today', tomorrow: 'Tomorrow', halfTime: 'Half time', set: 'Set {n}', quarter: 'Q{n}', moreMarkets: '+{n}', lessMarkets: 'Close', suspended: 'Suspended',
  slip: 'Bet slip', slipEmpty: 'Your bet slip is empty. Tap odds to add a selection.', single: 'Single', acca: 'Accumulator', singles: 'Singles ({n})', remove: 'Remove', clear: 'Clear',
  stake: 'Stake', stakePerBet: 'Stake per bet', totalStake: 'Total stake', totalOdds: 'Total odds', potential: 'Potential return', limits: 'Min {min} · Max {max}',
  policy: 'If the odds change', policyAny: 'Accept any change', policyHigher: 'Accept higher odds only', policyNone: 'Ask me', place: 'Place bet', placing: 'Placing…',
  accept: 'Accept changes and place bet', oddsMoved: 'Odds changed: {old} → {new}', placed: 'Bet placed · Slip {id}', placedMany: '{n} bets placed',
  noEvents: 'No events in this selection right now.', noBets: 'No bets yet. Tap odds to start.', status_open: 'Open', status_won: 'Won', status_lost: 'Lost', status_void: 'Void',
  status_pending: 'Pending', status_cancelled: 'Cancelled', stakeShort: 'Stake', odds: 'Odds', returned: 'Return', placedAt: 'Placed', error: 'Something went wrong. Please try again.',
  loading: 'Loading…', retry: 'Try again', reconnecting: 'Reconnecting the live feed…', badStake: 'Enter a valid amount.', liveBadge: 'LIVE', close: 'Close',
};

const zh: Record<TKey, string> = {
  brand: '体育投注', balance: '余额', live: '滚球', upcoming: '即将开赛', myBets: '我的注单', all: '全部', football: '足球', basketball: '篮球', tennis: '网球',
  today: '今天', tomorrow: '明天', halfTime: '中场休息', set: '第{n}盘', quarter: '第{n}节', moreMarkets: '+{n}', lessMarkets: '收起', suspended: '暂停',
  slip: '投注单', slipEmpty: '投注单为空。点击赔率添加选项。', single: '单关', acca: '串关', singles: '单关 ({n})', remove: '移除', clear: '清空',
  stake: '投注额', stakePerBet: '每注金额', totalStake: '总投注', totalOdds: '总赔率', potential: '可能返还', limits: '最低 {min} · 最高 {max}',
  policy: '赔率变化时', policyAny: '接受任何变化', policyHigher: '仅接受更高赔率', policyNone: '询问我', place: '投注', placing: '提交中…',
  accept: '接受变化并投注', oddsMoved: '赔率已变化：{old} → {new}', placed: '投注成功 · 注单 {id}', placedMany: '已投注 {n} 注',
  noEvents: '当前没有比赛。', noBets: '暂无注单。点击赔率开始投注。', status_open: '未结算', status_won: '赢', status_lost: '输', status_void: '退款',
  status_pending: '处理中', status_cancelled: '已取消', stakeShort: '投注', odds: '赔率', returned: '返还', placedAt: '投注时间', error: '出现错误，请重试。',
  loading: '加载中…', retry: '重试', reconnecting: '正在重新连接实时数据…', badStake: '请输入有效金额。', liveBadge: '滚球', close: '关闭',
};

export const SPORT_WORDS: Record<TLangCode, Record<TKey, string>> = { tk, en, 'zh-CN': zh };
export type TTranslate = (key: TKey, params?: Record<string, string | number>) => string;
export const sportTranslator =
  (lang: TLangCode): TTranslate =>
  (key, params = {}) =>
    SPORT_WORDS[lang][key].replace(/\{(\w+)\}/g, (_m, k: string) => String(params[k] ?? ''));
