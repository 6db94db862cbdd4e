import { createContext, useContext } from 'react';
import { money } from '../../ui/format';

/** The currency of the player on the page (player 360): every amount of theirs is written in it. */
export const PlayerCurrency = createContext<string>('');

/** Formats the open player's amounts in their currency (their market's). */
export const usePlayerMoney = (): ((minor: number) => string) => {
  const currency = useContext(PlayerCurrency);
  return (minor) => money(minor, currency);
};
