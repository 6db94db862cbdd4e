import { useEffect, useState } from 'preact/hooks';
import { colourOf, type TRouletteBet } from '@provider/engines/roulette';
import { ChipRack, ChipStack } from '../components/chips';
import { useGame } from '../context';
import { BOARD_SPOTS, place, spotByKey, type TSpot } from './roulette-layout';
import { spotName } from './roulette-names';
import { RouletteWheel } from './roulette-wheel';
import { usePortrait } from './use-portrait';

type TBets = Record<string, number>;

/** European roulette: chips on a real board (every bet type), the wheel, the last numbers. */
export function Roulette() {
  const { game, play, settle, say, t, money, reducedMotion, api } = useGame();
  const portrait = usePortrait();
  const [chip, setChip] = useState(game.limits.chipsMinor[2] ?? 100);
  const [bets, setBets] = useState<TBets>({});
  const [placed, setPlaced] = useState<string[]>([]);
  const [last, setLast] = useState<TBets>({});
  const [spinning, setSpinning] = useState(false);
  const [pocket, setPocket] = useState<number | null>(null);
  const [turns, setTurns] = useState(0);
  const [numbers, setNumbers] = useState<number[]>([]);
  const [winning, setWinning] = useState<Set<string>>(new Set());

  useEffect(() => {
    api.recall().then((r) => setNumbers(r.rounds.filter((x) => x.status === 'settled').map((x) => x.state.pocket as number)), () => undefined);
  }, [api]);

  const total = Object.values(bets).reduce((a, b) => a + b, 0);
  const put = (spot: TSpot) => {
    if (spinning) return;
    setWinning(new Set());
    setBets((b) => ({ ...b, [spot.key]: (b[spot.key] ?? 0) + chip }));
    setPlaced((p) => [...p, spot.key]);
  };
  const undo = () => {
    const key = placed[placed.length - 1];
    if (!key) return;
    setPlaced((p) => p.slice(0, -1));
    setBets((b) => {
      const next = { ...b, [key]: (b[key] ?? 0) - chip };
      if (next[key]! <= 0) delete next[key];
      return next;
    });
  };

  const spin = async () => {
    const list: TRouletteBet[] = Object.entries(bets).map(([key, amountMinor]) => ({ ...spotByKey.get(key)!.bet, amountMinor }));
    if (!list.length) return say(t('placeChips'), 'info');
    setSpinning(true);
    const answer = await play({ bets: list });
    if (!answer) return setSpinning(false);
    const n = answer.round.state.pocket as number;
    setPocket(n);
    setTurns((x) => x + 5);
    setTimeout(
      () => {
        setSpinning(false);
        setNumbers((xs) => [n, ...xs].slice(0, 12));
        const returns = answer.round.state.returns as number[];
        setWinning(new Set(Object.keys(bets).filter((_k, i) => (returns[i] ?? 0) > 0)));
        setLast(bets);
        setBets({});
        setPlaced([]);
        settle(answer);
        say(`${n} · ${answer.round.winMinor > 0 ? t('youWin', { amount: money(answer.round.winMinor) }) : t('noWin')}`, answer.round.winMinor > 0 ? 'win' : 'info');
      },
      reducedMotion ? 0 : 3300,
    );
  };

  const labelOf = (s: TSpot) => (s.label?.startsWith('dozen') ? t('dozen', { n: s.label.slice(5) }) : s.label === 'column' ? t('column') : s.label && /^[a-z]/.test(s.label) ? t(s.label as 'red') : s.label);
  return (
    <div class={`gc-roulette${portrait ? ' is-portrait' : ''}`}>
      <div class="gc-roulette__top">
        <RouletteWheel pocket={pocket} turns={turns} spinning={spinning} reducedMotion={reducedMotion} />
        <div class="gc-last" role="group" aria-label={t('lastNumbers')} data-testid="last-numbers">
          <small>{t('lastNumbers')}</small>
          <div>
            {numbers.map((n, i) => (
              <span key={i} class={`gc-ball gc-ball--${colourOf(n)}`}>
                {n}
              </span>
            ))}
          </div>
        </div>
      </div>
      <div class="gc-board" role="group" aria-label={t('placeChips')} data-testid="roulette-board">
        {BOARD_SPOTS.map((s) => {
          const box = place(s, portrait);
          const cell = s.w !== undefined;
          const amount = bets[s.key] ?? 0;
          return (
            <button
              key={s.key}
              type="button"
              class={`gc-spot${cell ? ' gc-spot--cell' : ' gc-spot--edge'}${cell && !s.bet.numbers ? ' gc-spot--outside' : ''}${s.colour ? ` gc-spot--${s.colour}` : ''}${winning.has(s.key) ? ' is-win' : ''}${pocket !== null && !spinning && s.bet.type === 'straight' && s.bet.numbers?.[0] === pocket ? ' is-hit' : ''}`}
              style={{ left: `${box.left}%`, top: `${box.top}%`, width: cell ? `${box.width}%` : undefined, height: cell ? `${box.height}%` : undefined }}
              aria-label={spotName(s, t)}
              data-bet={s.key}
              onClick={() => put(s)}
            >
              {cell && <span class="gc-spot__label">{labelOf(s)}</span>}
              <ChipStack amount={amount} />
            </button>
          );
        })}
      </div>
      <ChipRack value={chip} onChange={setChip} disabled={spinning} />
      <div class="gc-controls">
        <button type="button" class="gc-btn gc-btn--ghost" onClick={undo} disabled={spinning || !placed.length}>
          {t('undo')}
        </button>
        <button type="button" class="gc-btn gc-btn--ghost" onClick={() => (setBets({}), setPlaced([]))} disabled={spinning || !total}>
          {t('clear')}
        </button>
        <button type="button" class="gc-btn gc-btn--ghost" onClick={() => (setBets(last), setPlaced(Object.keys(last)))} disabled={spinning || !Object.keys(last).length}>
          {t('rebet')}
        </button>
        <div class="gc-total">
          <small>{t('totalBet')}</small>
          <strong>{money(total)}</strong>
        </div>
        <button type="button" class="gc-play" onClick={() => void spin()} disabled={spinning || !total} data-testid="spin">
          {spinning ? t('spinning') : t('spin')}
        </button>
      </div>
    </div>
  );
}
