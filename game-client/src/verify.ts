import type { TRoundView } from '@provider/contract';
import { BACCARAT_DECKS } from '@provider/engines/baccarat';
import { BLACKJACK_DECKS } from '@provider/engines/blackjack';
import { shoeOrder } from '@provider/engines/cards';
import { crashPointOf } from '@provider/engines/crash';
import { rollDice } from '@provider/engines/dice';
import { fairRng, seedHash } from '@provider/engines/fair';
import { spinRoulette, type TRouletteBet } from '@provider/engines/roulette';
import { slotModel, spinSlot } from '@provider/engines/slot';
import { spinWheel, type TWheelBet } from '@provider/engines/wheel';

export interface TVerification {
  /** SHA-256 of the revealed seed is the hash shown before the bet. */
  hashOk: boolean;
  /** The outcome recomputed here from the seeds equals the round's. */
  outcomeOk: boolean;
  /** What was recomputed, for display. */
  recomputed: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Recomputes a finished round in the browser with the provider's own engine code. */
export const verifyRound = (round: TRoundView, game: { layout?: 'lines' | 'ways' }, rtpBps: number): TVerification | null => {
  const { serverSeed, clientSeed, nonce, serverSeedHash } = round.fair;
  if (!serverSeed) return null;
  const rng = fairRng({ serverSeed, clientSeed, nonce });
  const s = round.state;
  const req = round.request;
  const stake = round.stakeMinor;
  let outcomeOk = false;
  let recomputed = '';
  switch (round.engine) {
    case 'slot': {
      const spin = spinSlot(slotModel(game.layout ?? 'lines', rtpBps / 10_000), stake, rng);
      outcomeOk = same(spin.grid, s.grid) && spin.winMinor === round.winMinor;
      recomputed = spin.grid.map((reel) => reel.join('')).join(' ');
      break;
    }
    case 'dice': {
      const roll = rollDice(Number(req.target), rtpBps, stake, rng);
      outcomeOk = roll.roll === s.roll;
      recomputed = (roll.roll / 100).toFixed(2);
      break;
    }
    case 'roulette': {
      const spin = spinRoulette(req.bets as TRouletteBet[], rng);
      outcomeOk = spin.pocket === s.pocket && spin.winMinor === round.winMinor;
      recomputed = String(spin.pocket);
      break;
    }
    case 'wheel': {
      const spin = spinWheel(req.bets as TWheelBet[], rng);
      outcomeOk = same(spin.stops, s.stops) && spin.winMinor === round.winMinor;
      recomputed = `${spin.number}${spin.multiplier > 1 ? ` ×${spin.multiplier}` : ''}`;
      break;
    }
    case 'baccarat':
    case 'blackjack': {
      const dealt = (s.dealt as number[] | undefined) ?? [];
      const order = shoeOrder(round.engine === 'baccarat' ? BACCARAT_DECKS : BLACKJACK_DECKS, rng, dealt.length);
      outcomeOk = dealt.length > 0 && same(order, dealt);
      recomputed = `${order.length}`;
      break;
    }
    case 'crash': {
      const point = crashPointOf(rng, rtpBps);
      outcomeOk = point === s.crashPoint;
      recomputed = `${(point / 100).toFixed(2)}×`;
      break;
    }
  }
  return { hashOk: seedHash(serverSeed) === serverSeedHash, outcomeOk, recomputed };
};
