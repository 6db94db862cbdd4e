import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { TFairView, TGameState, TPlayAnswer, TRoundView } from '@provider/contract';
import type { TGameApi } from './api';
import type { TTranslate } from './i18n';

export interface TGameContext {
  game: TGameState;
  api: TGameApi;
  t: TTranslate;
  /** Money in the site's format with the currency. */
  money(minor: number): string;
  /** A moment's clock time in the site's zone (Europe/Istanbul): 10:29:05. */
  clock(iso: string): string;
  balanceMinor: number;
  fair: TFairView;
  reducedMotion: boolean;
  /**
   * Plays a round on the current commitment; answers null when refused (the message is shown).
   * `reveal` is called when the engine's animation lands, before the balance shows the win.
   */
  play(body: Record<string, unknown>): Promise<TPlayAnswer | null>;
  /** After a round's animation: the balance, the header and the history catch up. */
  settle(answer: TPlayAnswer): void;
  /** Shows a message (or clears it). */
  say(text: string, tone?: 'info' | 'win' | 'error'): void;
  /** A call that answered a round (action, cash-out, watch). */
  onAnswer(answer: TPlayAnswer): void;
  fail(error: unknown): void;
  verify(round: TRoundView): void;
}

export const GameContext = createContext<TGameContext | null>(null);

export const useGame = (): TGameContext => {
  const ctx = useContext(GameContext);
  if (!ctx) throw new Error('useGame outside the game');
  return ctx;
};
