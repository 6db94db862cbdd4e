import { useEffect, useRef, useState } from 'preact/hooks';
import type { TFreeRoundsView, TPlayAnswer } from '@provider/contract';
import { PAYLINES, REELS, ROWS, SYMBOL_COUNT, type TSlotWin } from '@provider/engines/slot';
import { useGame } from '../context';
import { Autoplay, type TAutoplay } from './autoplay';
import { SlotSymbol } from './slot-symbols';
import { StakeControl } from './stake';

/** A 3x5 start screen that looks like the game: every symbol of the theme, not a row of sevens. */
const START: number[][] = [
  [0, 4, 6],
  [5, 1, 7],
  [2, 8, 4],
  [6, 3, 5],
  [7, 4, 0],
];

const randomSymbol = () => Math.floor(Math.random() * SYMBOL_COUNT);

/** The video slot: animated reels that stop one by one, win lines drawn, autoplay, quick spin. */
export function Slot() {
  const { game, play, settle, say, t, money, reducedMotion, balanceMinor } = useGame();
  const [chosen, setStake] = useState(100);
  // Free rounds the operator granted: the stake is the grant's while they run, and nothing is debited.
  const [free, setFree] = useState<TFreeRoundsView | null>(game.freeRounds ?? null);
  const stake = free ? free.stakeMinor : chosen;
  const [grid, setGrid] = useState<number[][]>(START);
  const [wins, setWins] = useState<TSlotWin[]>([]);
  const [spinning, setSpinning] = useState(false);
  const [stopped, setStopped] = useState(REELS);
  const [quick, setQuick] = useState(false);
  const [auto, setAuto] = useState<TAutoplay | null>(null);
  const autoRef = useRef<TAutoplay | null>(null);
  autoRef.current = auto;
  const theme = game.game.skin;

  const spin = async () => {
    if (spinning) return;
    setWins([]);
    setSpinning(true);
    setStopped(0);
    const answer = await play({ stakeMinor: stake });
    if (!answer) {
      setSpinning(false);
      setStopped(REELS);
      setAuto(null);
      return;
    }
    const outcome = answer.round.state as { grid: number[][]; wins: TSlotWin[] };
    setGrid(outcome.grid);
    const gap = reducedMotion ? 0 : quick ? 90 : 320;
    const first = reducedMotion ? 0 : quick ? 150 : 600;
    for (let reel = 0; reel < REELS; reel++) setTimeout(() => setStopped(reel + 1), first + reel * gap);
    setTimeout(() => land(answer, outcome.wins), first + (REELS - 1) * gap + 60);
  };

  const land = (answer: TPlayAnswer, lineWins: TSlotWin[]) => {
    setSpinning(false);
    setWins(lineWins);
    setFree(answer.freeRounds ?? null);
    settle(answer);
    say(answer.round.winMinor > 0 ? t('youWin', { amount: money(answer.round.winMinor) }) : t('noWin'), answer.round.winMinor > 0 ? 'win' : 'info');
    const a = autoRef.current;
    if (!a) return;
    const next = { ...a, left: a.left - 1, lostMinor: a.lostMinor + answer.round.stakeMinor - answer.round.winMinor };
    const stop = next.left <= 0 || (a.stopOnWinMinor > 0 && answer.round.winMinor >= a.stopOnWinMinor) || (a.stopOnLossMinor > 0 && next.lostMinor >= a.stopOnLossMinor);
    setAuto(stop ? null : next);
  };

  // Autoplay: the next spin once the last one landed.
  useEffect(() => {
    if (!auto || spinning) return undefined;
    const timer = setTimeout(() => void spin(), quick ? 250 : 700);
    return () => clearTimeout(timer);
    // The next spin follows the last one landing (auto, spinning), not every render's new `spin`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto, spinning]);

  const winning = new Set(wins.flatMap((w) => w.cells.map(([reel, row]) => `${reel}:${row}`)));
  const lineWins = wins.filter((w) => w.line >= 0);
  return (
    <div class="gc-slot">
      <div class={`gc-reels${quick ? ' is-quick' : ''}`} data-testid="reels" aria-busy={spinning}>
        {grid.map((reel, r) => (
          <div key={r} class={`gc-reel${r >= stopped ? ' is-spinning' : ''}`}>
            {r >= stopped && !reducedMotion ? (
              <div class="gc-reel__strip" aria-hidden="true">
                {Array.from({ length: 9 }, (_, i) => (
                  <SlotSymbol key={i} symbol={randomSymbol()} theme={theme} />
                ))}
              </div>
            ) : (
              reel.map((symbol, row) => (
                <div key={row} class={`gc-cell${winning.has(`${r}:${row}`) ? ' is-win' : ''}`} data-testid="slot-cell">
                  <SlotSymbol symbol={symbol} theme={theme} />
                </div>
              ))
            )}
          </div>
        ))}
        {lineWins.length > 0 && (
          <svg class="gc-lines" viewBox={`0 0 ${REELS * 10} ${ROWS * 10}`} preserveAspectRatio="none" aria-hidden="true">
            {lineWins.map((w) => (
              <polyline key={w.line} points={PAYLINES[w.line]!.slice(0, w.count).map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')} />
            ))}
          </svg>
        )}
      </div>
      {wins.length > 0 && (
        <ul class="gc-wins" aria-label={t('win')}>
          {wins.slice(0, 4).map((w, i) => (
            <li key={i}>
              <SlotSymbol symbol={w.symbol} theme={theme} /> ×{w.count}
              {w.ways > 1 ? ` · ${w.ways}` : ''} · {money(w.winMinor)}
            </li>
          ))}
        </ul>
      )}
      {free && (
        <p class="gc-free" role="status" data-testid="free-spins">
          {t('freeSpin', { n: Math.min(free.played + 1, free.rounds), total: free.rounds })}
        </p>
      )}
      <div class="gc-controls">
        <StakeControl value={stake} onChange={setStake} disabled={spinning || !!auto || !!free} />
        <button type="button" class="gc-play" onClick={() => void spin()} disabled={spinning || !!auto || (!free && stake > balanceMinor)} data-testid="spin">
          {spinning ? t('spinning') : t('spin')}
        </button>
        <div class="gc-controls__side">
          <label class="gc-toggle">
            <input type="checkbox" checked={quick} onChange={(e) => setQuick((e.target as HTMLInputElement).checked)} />
            {t('quickSpin')}
          </label>
          <Autoplay running={auto} onStart={setAuto} onStop={() => setAuto(null)} disabled={spinning && !auto} />
        </div>
      </div>
    </div>
  );
}
