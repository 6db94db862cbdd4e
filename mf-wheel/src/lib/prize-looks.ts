import { formatAmount, type Lang, type WheelPrize } from '@casino/shared';
import type { TBlock, TButtonLook, TPrizeLook } from '../components/types';

const PALETTE = ['#ffd966', '#2b3a7a', '#ff8a5c', '#1f2a5c', '#7ee0b5', '#2b3a7a', '#f3b6ff', '#1f2a5c'];
const INK_ON = (bg: string) => (['#2b3a7a', '#1f2a5c'].includes(bg) ? '#f4f5fb' : '#1b1f2a');

/** A prize's text: the amount in the market's money format ("50,00 ₺"), or the "empty" word. */
export const prizeText = (prize: Pick<WheelPrize, 'kind' | 'amountMinor'>, lang: Lang, currency: string, empty: string): string =>
  prize.kind === 'cash' ? formatAmount(prize.amountMinor, lang, currency) : empty;

export const prizeLooks = (prizes: WheelPrize[], lang: Lang, currency: string, empty: string, fontSize = 11): TPrizeLook[] =>
  prizes.map((p, i) => {
    const background = PALETTE[i % PALETTE.length]!;
    return { background, fonts: [{ text: prizeText(p, lang, currency, empty), fontColor: INK_ON(background), fontSize, fontWeight: 800 }] };
  });

export const WHEEL_BLOCKS: TBlock[] = [
  { padding: 8, background: '#f5a300' },
  { padding: 3, background: '#0d1126' },
];
export const GRID_BLOCKS: TBlock[] = [
  { padding: 8, background: 'linear-gradient(180deg, #ffd966, #f5a300)' },
  { padding: 0, background: '#0d1126' },
];

/** The middle button: a dark ring with the pointer, then the gold button with the text. */
export const buttonLooks = (text: string): TButtonLook[] => [
  { radius: 0.36, background: '#0d1126', pointer: true, fonts: [] },
  { radius: 0.3, background: 'radial-gradient(circle at 35% 30%, #fff3c4, #f5a300 70%)', fonts: [{ text, fontColor: '#1b1300', fontSize: 15, fontWeight: 900 }] },
];
