import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { BACCARAT_DECKS, baccaratBetTypes, playBaccarat, type TBaccaratBet } from './engines/baccarat';
import { BLACKJACK_DECKS, dealBlackjack, type TBjState } from './engines/blackjack';
import { createShoe, type TCard } from './engines/cards';
import { crashPointOf, MAX_CRASH_HUNDREDTHS, MIN_CASHOUT_HUNDREDTHS, msToReach } from './engines/crash';
import { isValidDiceTarget, rollDice } from './engines/dice';
import { fairRng, type TFairInput, type THmacBlock } from './engines/fair';
import { isValidRouletteBet, rouletteBetTypes, spinRoulette, type TRouletteBet } from './engines/roulette';
import { slotModel, spinSlot, type TSlotModel } from './engines/slot';
import type { TRng } from './engines/types';
import { spinWheel, WHEEL_NUMBERS, type TWheelBet, type TWheelNumber } from './engines/wheel';
import { LIMITS, type TCatalogueGame, type TEngine } from './catalogue';
import { PlayError } from './play-error';

/** The server's HMAC: node:crypto, byte for byte the same as engines/fair.ts's (a test checks). */
export const nodeHmacBlock: THmacBlock = ({ serverSeed, clientSeed, nonce }, block) => createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${block}`).digest();
export const roundRng = (fair: TFairInput): TRng => fairRng(fair, nodeHmacBlock);

const ZStake = z.number().int().safe();
const ZBetsLoose = z.array(z.object({ type: z.string().max(20), numbers: z.array(z.number().int()).max(6).optional(), value: z.number().int().optional(), number: z.number().int().optional(), amountMinor: ZStake })).min(1);

export type TParsedPlay =
  | { engine: 'slot' | 'blackjack'; stakeMinor: number }
  | { engine: 'dice'; stakeMinor: number; target: number }
  | { engine: 'crash'; stakeMinor: number; autoCashout: number | null }
  | { engine: 'roulette'; stakeMinor: number; bets: TRouletteBet[] }
  | { engine: 'baccarat'; stakeMinor: number; bets: TBaccaratBet[] }
  | { engine: 'wheel'; stakeMinor: number; bets: TWheelBet[] };

const checkStake = (stakeMinor: number): number => {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < LIMITS.minStakeMinor || stakeMinor > LIMITS.maxStakeMinor) {
    throw new PlayError('BAD_BET', { minMinor: LIMITS.minStakeMinor, maxMinor: LIMITS.maxStakeMinor });
  }
  return stakeMinor;
};

const parseBets = (raw: unknown) => {
  const bets = ZBetsLoose.safeParse(raw);
  if (!bets.success) throw new PlayError('BAD_REQUEST');
  if (bets.data.length > LIMITS.maxBets) throw new PlayError('BAD_BET', { minMinor: LIMITS.minStakeMinor, maxMinor: LIMITS.maxStakeMinor });
  // Each chip at least the minimum; the round's total within the limits.
  if (bets.data.some((b) => b.amountMinor < LIMITS.minStakeMinor)) throw new PlayError('BAD_BET', { minMinor: LIMITS.minStakeMinor, maxMinor: LIMITS.maxStakeMinor });
  return { bets: bets.data, stakeMinor: checkStake(bets.data.reduce((a, b) => a + b.amountMinor, 0)) };
};

/** Reads a play request for the game's engine; refuses unknown bet types and stakes outside the limits. */
export const parsePlay = (engine: TEngine, body: Record<string, unknown>): TParsedPlay => {
  switch (engine) {
    case 'slot':
    case 'blackjack':
      return { engine, stakeMinor: checkStake(Number(body.stakeMinor)) };
    case 'dice': {
      const target = Number(body.target);
      if (!isValidDiceTarget(target)) throw new PlayError('BAD_REQUEST');
      return { engine, stakeMinor: checkStake(Number(body.stakeMinor)), target };
    }
    case 'crash': {
      const auto = body.autoCashout === undefined || body.autoCashout === null ? null : Number(body.autoCashout);
      if (auto !== null && (!Number.isInteger(auto) || auto < MIN_CASHOUT_HUNDREDTHS || auto > MAX_CRASH_HUNDREDTHS)) throw new PlayError('BAD_REQUEST');
      return { engine, stakeMinor: checkStake(Number(body.stakeMinor)), autoCashout: auto };
    }
    case 'roulette': {
      const { bets, stakeMinor } = parseBets(body.bets);
      if (bets.some((b) => !(rouletteBetTypes as readonly string[]).includes(b.type))) throw new PlayError('UNKNOWN_BET_TYPE');
      const typed = bets.map((b) => ({ type: b.type, numbers: b.numbers, value: b.value, amountMinor: b.amountMinor }) as TRouletteBet);
      if (!typed.every(isValidRouletteBet)) throw new PlayError('UNKNOWN_BET_TYPE');
      return { engine, stakeMinor, bets: typed };
    }
    case 'baccarat': {
      const { bets, stakeMinor } = parseBets(body.bets);
      if (bets.some((b) => !(baccaratBetTypes as readonly string[]).includes(b.type))) throw new PlayError('UNKNOWN_BET_TYPE');
      return { engine, stakeMinor, bets: bets.map((b) => ({ type: b.type as TBaccaratBet['type'], amountMinor: b.amountMinor })) };
    }
    case 'wheel': {
      const { bets, stakeMinor } = parseBets(body.bets);
      if (bets.some((b) => b.type !== 'number' || !(WHEEL_NUMBERS as readonly number[]).includes(b.number ?? -1))) throw new PlayError('UNKNOWN_BET_TYPE');
      return { engine, stakeMinor, bets: bets.map((b) => ({ number: b.number as TWheelNumber, amountMinor: b.amountMinor })) };
    }
  }
};

/** A draw function over a fresh shoe for this round, skipping the cards already dealt; records what it deals. */
export const shoeDraw = (decks: number, rng: TRng, skip: number, dealt: TCard[]): (() => TCard) => {
  const shoe = createShoe(decks);
  shoe.reset(rng);
  for (let i = 0; i < skip; i++) shoe.draw();
  return () => {
    const card = shoe.draw();
    dealt.push(card);
    return card;
  };
};

export interface TStarted {
  status: 'open' | 'settled';
  state: Record<string, unknown>;
  winMinor: number;
  /** Crash: when the round ends by itself. */
  settleAt?: Date;
}

const models = new Map<string, TSlotModel>();
export const slotModelFor = (layout: 'lines' | 'ways', rtpBps: number): TSlotModel => {
  const key = `${layout}:${rtpBps}`;
  let model = models.get(key);
  if (!model) models.set(key, (model = slotModel(layout, rtpBps / 10_000)));
  return model;
};

/** Draws the round's outcome from its fair stream (single-shot games settle at once). */
export const startRound = (game: TCatalogueGame, play: TParsedPlay, rng: TRng, rtpBps: number, now: Date): TStarted => {
  switch (play.engine) {
    case 'slot': {
      const outcome = spinSlot(slotModelFor(game.layout ?? 'lines', rtpBps), play.stakeMinor, rng);
      return { status: 'settled', state: { ...outcome }, winMinor: outcome.winMinor };
    }
    case 'dice': {
      const outcome = rollDice(play.target, rtpBps, play.stakeMinor, rng);
      return { status: 'settled', state: { ...outcome }, winMinor: outcome.winMinor };
    }
    case 'roulette': {
      const outcome = spinRoulette(play.bets, rng);
      return { status: 'settled', state: { ...outcome }, winMinor: outcome.winMinor };
    }
    case 'wheel': {
      const outcome = spinWheel(play.bets, rng);
      return { status: 'settled', state: { ...outcome }, winMinor: outcome.winMinor };
    }
    case 'baccarat': {
      const dealt: TCard[] = [];
      const outcome = playBaccarat(play.bets, shoeDraw(BACCARAT_DECKS, rng, 0, dealt));
      return { status: 'settled', state: { ...outcome, dealt }, winMinor: outcome.winMinor };
    }
    case 'blackjack': {
      const dealt: TCard[] = [];
      const state = dealBlackjack(play.stakeMinor, shoeDraw(BLACKJACK_DECKS, rng, 0, dealt));
      return { status: state.phase === 'settled' ? 'settled' : 'open', state: { ...state, dealt }, winMinor: state.winMinor };
    }
    case 'crash': {
      const crashPoint = crashPointOf(rng, rtpBps);
      const startedAt = now.getTime();
      const crashMs = msToReach(crashPoint);
      const autoWins = play.autoCashout !== null && play.autoCashout <= crashPoint;
      const endMs = autoWins ? msToReach(play.autoCashout!) : crashPoint <= 100 ? 0 : crashMs;
      return { status: 'open', state: { crashPoint, startedAt, crashMs, autoCashout: play.autoCashout }, winMinor: 0, settleAt: new Date(startedAt + endMs) };
    }
  }
};

export type TBjStored = TBjState & { dealt: TCard[] };

/** What the client may see: the dealer's hole card and the crash point stay hidden while the round runs. */
export const publicState = (engine: TEngine, status: string, state: Record<string, unknown>): Record<string, unknown> => {
  if (status !== 'open') return state;
  if (engine === 'blackjack') {
    const s = state as unknown as TBjStored;
    return { ...s, dealer: s.dealer.slice(0, 1), dealt: [], hiddenCards: 1 };
  }
  if (engine === 'crash') {
    const { crashPoint: _c, crashMs: _m, ...visible } = state;
    return visible;
  }
  return state;
};
