/**
 * The sportsbook's market and pick words in the three languages, shared by its page and its server
 * (the server words the bet slips it reports to the operator in the player's language). Import-free.
 */
import type { TLangCode, TMarketView, TSelectionView, TSport } from './contract';

export const MARKET_WORDS: Record<TLangCode, Record<TSport, Record<TMarketView['type'], string>>> = {
  tk: {
    football: { match: 'Maç Sonucu', total: 'Alt/Üst {line}', btts: 'Karşılıklı Gol', handicap: 'Handikap {line}', sets: 'Set Sayısı {line}' },
    basketball: { match: 'Maç Sonucu (uzatmalar dahil)', total: 'Toplam Sayı {line}', btts: '', handicap: 'Handikap {line}', sets: '' },
    tennis: { match: 'Maç Kazananı', total: '', btts: '', handicap: 'Set Handikapı {line}', sets: 'Toplam Set {line}' },
  },
  en: {
    football: { match: 'Match Result', total: 'Over/Under {line}', btts: 'Both Teams to Score', handicap: 'Handicap {line}', sets: 'Sets {line}' },
    basketball: { match: 'Money Line (incl. OT)', total: 'Total Points {line}', btts: '', handicap: 'Point Spread {line}', sets: '' },
    tennis: { match: 'Match Winner', total: '', btts: '', handicap: 'Set Handicap {line}', sets: 'Total Sets {line}' },
  },
  'zh-CN': {
    football: { match: '全场赛果', total: '大/小 {line}', btts: '双方进球', handicap: '让球 {line}', sets: '盘数 {line}' },
    basketball: { match: '独赢（含加时）', total: '总分 {line}', btts: '', handicap: '让分 {line}', sets: '' },
    tennis: { match: '比赛胜者', total: '', btts: '', handicap: '让盘 {line}', sets: '总盘数 {line}' },
  },
};

export const PICK_WORDS: Record<TLangCode, Record<TSelectionView['pick'], string>> = {
  tk: { home: '1', draw: 'X', away: '2', over: 'Üst', under: 'Alt', yes: 'Var', no: 'Yok' },
  en: { home: '1', draw: 'X', away: '2', over: 'Over', under: 'Under', yes: 'Yes', no: 'No' },
  'zh-CN': { home: '主', draw: '和', away: '客', over: '大', under: '小', yes: '是', no: '否' },
};

/** A line as bettors write it: +1.5, -6.5, 2.5 (no sign for totals). */
export const formatLine = (line: number | undefined, signed: boolean): string =>
  line === undefined ? '' : `${signed && line > 0 ? '+' : ''}${line.toFixed(1)}`;

export const marketLabel = (lang: TLangCode, sport: TSport, type: TMarketView['type'], line?: number): string =>
  MARKET_WORDS[lang][sport][type].replace('{line}', formatLine(line, type === 'handicap'));

/** The pick as a slip shows it: a team's name for side picks of two-way markets, else the pick word. */
export const pickLabel = (lang: TLangCode, pick: TSelectionView['pick'], type: TMarketView['type'], home: string, away: string, line?: number): string => {
  if (type === 'handicap') return `${pick === 'home' ? home : away} ${formatLine(pick === 'home' ? line : line === undefined ? undefined : -line, true)}`;
  if (type === 'match' && pick !== 'draw') return `${PICK_WORDS[lang][pick]} · ${pick === 'home' ? home : away}`;
  return PICK_WORDS[lang][pick];
};
