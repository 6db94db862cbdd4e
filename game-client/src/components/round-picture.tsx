import type { TRoundView } from '@provider/contract';
import { colourOf } from '@provider/engines/roulette';
import { useGame } from '../context';
import { multiplier } from '../format';
import { SlotSymbol } from '../games/slot-symbols';
import { Hand } from './cards';

/** A round as a small picture: the reels, the cards, the pocket, the multiplier, the roll. */
export function RoundPicture({ round }: { round: TRoundView }) {
  const { game, t } = useGame();
  const s = round.state;
  switch (round.engine) {
    case 'slot':
      return (
        <div class="gc-mini-grid" role="group" aria-label={t('result')}>
          {(s.grid as number[][]).map((reel, r) => (
            <span key={r}>
              {reel.map((sym, i) => (
                <SlotSymbol key={i} symbol={sym} theme={game.game.skin} />
              ))}
            </span>
          ))}
        </div>
      );
    case 'roulette':
      return <span class={`gc-ball gc-ball--${colourOf(s.pocket as number)}`}>{String(s.pocket)}</span>;
    case 'baccarat':
      return (
        <div class="gc-mini-cards">
          <Hand cards={s.player as number[]} small /> <b>{`${s.playerTotal} : ${s.bankerTotal}`}</b> <Hand cards={s.banker as number[]} small />
        </div>
      );
    case 'blackjack': {
      const hands = (s.hands as Array<{ cards: number[] }>) ?? [];
      return (
        <div class="gc-mini-cards">
          {hands.map((h, i) => (
            <Hand key={i} cards={h.cards} small />
          ))}
          <span class="gc-vs">·</span>
          <Hand cards={(s.dealer as number[]) ?? []} hidden={Number(s.hiddenCards ?? 0)} small />
        </div>
      );
    }
    case 'crash': {
      const out = s.cashout as number | null | undefined;
      const point = s.crashPoint as number | undefined;
      return <span class={`gc-mult${out ? ' is-win' : ''}`}>{out ? multiplier(out) : point ? multiplier(point) : '…'}</span>;
    }
    case 'wheel':
      return <span class="gc-mult">{`${String(s.number)}${Number(s.multiplier) > 1 ? ` ×${String(s.multiplier)}` : ''}`}</span>;
    case 'dice':
      return <span class={`gc-mult${s.won ? ' is-win' : ''}`}>{((s.roll as number) / 100).toFixed(2)}</span>;
  }
}
