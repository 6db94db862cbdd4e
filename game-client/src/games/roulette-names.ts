import type { TKey } from '../i18n';
import type { TSpot } from './roulette-layout';

type TTranslate = (key: TKey, params?: Record<string, string | number>) => string;

const INSIDE: Partial<Record<TSpot['bet']['type'], TKey>> = { straight: 'betStraight', split: 'betSplit', street: 'betStreet', corner: 'betCorner', line: 'betLine' };

/** A board spot's accessible name in the player's language: "17 numaraya", "Köşe 1-2-4-5", "Kırmızı", "2. 12", "3. sütun". */
export function spotName(spot: Pick<TSpot, 'bet'>, t: TTranslate): string {
  const { type, numbers, value } = spot.bet;
  const inside = INSIDE[type];
  if (inside && numbers) return t(inside, { numbers: numbers.join('-') });
  if (type === 'dozen') return t('dozen', { n: value ?? '' });
  if (type === 'column') return t('betColumn', { n: value ?? '' });
  return t(type as 'red');
}
