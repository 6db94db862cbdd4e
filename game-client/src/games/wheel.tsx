import { useState } from 'preact/hooks';
import { WHEEL_NUMBERS, WHEEL_SEGMENTS, type TWheelNumber } from '@provider/engines/wheel';
import { ChipRack, ChipStack } from '../components/chips';
import { useGame } from '../context';

const COLOURS: Record<string, string> = { 1: '#f4d35e', 2: '#3fa7ff', 5: '#b15cff', 10: '#2ecc71', 20: '#ff7b39', 40: '#e63946', x2: '#d9d9d9', x7: '#ffd700' };
const STEP = 360 / WHEEL_SEGMENTS.length;

/** The money wheel game show: bets on 1, 2, 5, 10, 20, 40; 2x and 7x segments spin again with a multiplier. */
export function Wheel() {
  const { game, play, settle, say, t, money, reducedMotion } = useGame();
  const [chip, setChip] = useState(game.limits.chipsMinor[2] ?? 100);
  const [bets, setBets] = useState<Partial<Record<TWheelNumber, number>>>({});
  const [angle, setAngle] = useState(0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ number: number; multiplier: number } | null>(null);
  const total = Object.values(bets).reduce((a, b) => a + (b ?? 0), 0);

  const spin = async () => {
    const list = WHEEL_NUMBERS.filter((n) => (bets[n] ?? 0) > 0).map((number) => ({ type: 'number', number, amountMinor: bets[number]! }));
    if (!list.length) return say(t('placeChips'), 'info');
    setBusy(true);
    setResult(null);
    const answer = await play({ bets: list });
    if (!answer) return setBusy(false);
    const stops = answer.round.state.stops as number[];
    const per = reducedMotion ? 0 : 3400;
    stops.forEach((stop, i) => {
      setTimeout(() => {
        setAngle((a) => a - (a % 360) - 360 * 4 - stop * STEP);
        if (i < stops.length - 1) say(t('wheelRespin', { m: stops.slice(0, i + 1).reduce((m, s) => m * (WHEEL_SEGMENTS[s] === 'x7' ? 7 : 2), 1) }), 'info');
      }, i * per);
    });
    setTimeout(
      () => {
        setBusy(false);
        setResult({ number: answer.round.state.number as number, multiplier: answer.round.state.multiplier as number });
        settle(answer);
        setBets({});
        say(`${String(answer.round.state.number)} · ${answer.round.winMinor > 0 ? t('youWin', { amount: money(answer.round.winMinor) }) : t('noWin')}`, answer.round.winMinor > 0 ? 'win' : 'info');
      },
      stops.length * per,
    );
  };

  return (
    <div class="gc-show">
      <div class="gc-money-wheel" aria-hidden="true">
        <svg viewBox="-105 -105 210 210">
          <g style={{ transform: `rotate(${angle}deg)`, transition: reducedMotion ? 'none' : 'transform 3.2s cubic-bezier(.12,.7,.2,1)' }}>
            {WHEEL_SEGMENTS.map((seg, i) => {
              const a0 = ((i - 0.5) * STEP - 90) * (Math.PI / 180);
              const a1 = ((i + 0.5) * STEP - 90) * (Math.PI / 180);
              const mid = (i * STEP - 90) * (Math.PI / 180);
              const p = (r: number, a: number) => `${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`;
              return (
                <g key={i}>
                  <path d={`M0,0 L${p(100, a0)} A100,100 0 0 1 ${p(100, a1)} Z`} fill={COLOURS[String(seg)]} stroke="#222" stroke-width=".5" />
                  <text x={(84 * Math.cos(mid)).toFixed(2)} y={(84 * Math.sin(mid)).toFixed(2)} transform={`rotate(${i * STEP} ${(84 * Math.cos(mid)).toFixed(2)} ${(84 * Math.sin(mid)).toFixed(2)})`} font-size="7" font-weight="800" text-anchor="middle" dominant-baseline="middle" fill="#111">
                    {typeof seg === 'number' ? seg : seg.replace('x', '×')}
                  </text>
                </g>
              );
            })}
            <circle r="30" fill="#1b1f3a" stroke="#ffcf4a" stroke-width="3" />
          </g>
          <path d="M0,-98 l-7,-7 h14z" fill="#fff" />
        </svg>
        {result && <div class="gc-show__result">{`${result.number}${result.multiplier > 1 ? ` ×${result.multiplier}` : ''}`}</div>}
      </div>
      <div class="gc-show__spots" role="group" aria-label={t('placeChips')}>
        {WHEEL_NUMBERS.map((n) => (
          <button key={n} type="button" class={`gc-show__spot${result?.number === n ? ' is-win' : ''}`} style={{ '--seg': COLOURS[String(n)] }} disabled={busy} onClick={() => setBets((b) => ({ ...b, [n]: (b[n] ?? 0) + chip }))} data-bet={n}>
            <strong>{n}</strong>
            <small>{`${n}:1`}</small>
            <ChipStack amount={bets[n] ?? 0} />
          </button>
        ))}
      </div>
      <ChipRack value={chip} onChange={setChip} disabled={busy} />
      <div class="gc-controls">
        <button type="button" class="gc-btn gc-btn--ghost" onClick={() => setBets({})} disabled={busy || !total}>
          {t('clear')}
        </button>
        <div class="gc-total">
          <small>{t('totalBet')}</small>
          <strong>{money(total)}</strong>
        </div>
        <button type="button" class="gc-play" onClick={() => void spin()} disabled={busy || !total} data-testid="spin">
          {busy ? t('spinning') : t('spin')}
        </button>
      </div>
    </div>
  );
}
