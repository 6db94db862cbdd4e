import { useGame } from '../context';
import { Baccarat } from './baccarat';
import { Blackjack } from './blackjack';
import { Crash } from './crash';
import { Dice } from './dice';
import { Roulette } from './roulette';
import { Slot } from './slot';
import { Wheel } from './wheel';

/** The engine the provider chose for this game. */
export function EngineView() {
  const { game } = useGame();
  switch (game.game.engine) {
    case 'slot':
      return <Slot />;
    case 'roulette':
      return <Roulette />;
    case 'blackjack':
      return <Blackjack />;
    case 'baccarat':
      return <Baccarat />;
    case 'crash':
      return <Crash />;
    case 'wheel':
      return <Wheel />;
    case 'dice':
      return <Dice />;
  }
}
