import { useState } from 'preact/hooks';
import { DICE_MAX_TARGET, DICE_MIN_TARGET, diceMultiplierBps } from '@provider/engines/dice';
import { useGame } from '../context';
import { StakeControl } from './stake';

/** Dice, roll under: pick the target, see the chance and the payout; the roll lands on the bar. */
export function Dice() {
  const { game, play, settle, say, t, money, balanceMinor } = useGame();
  const [stake, setStake] = useState(100);
  const [target, setTarget] = useState(5000);
  const [roll, setRoll] = useState<{ value: number; won: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const pays = diceMultiplierBps(target, game.rtpBps) / 10_000;

  const go = async () => {
    setBusy(true);
    const answer = await play({ stakeMinor: stake, target });
    setBusy(false);
    if (!answer) return;
    const s = answer.round.state as { roll: number; won: boolean };
    setRoll({ value: s.roll, won: s.won });
    settle(answer);
    say(`${(s.roll / 100).toFixed(2)} · ${s.won ? t('youWin', { amount: money(answer.round.winMinor) }) : t('noWin')}`, s.won ? 'win' : 'info');
  };

  return (
    <div class="gc-dice">
      <div class={`gc-dice__roll${roll ? (roll.won ? ' is-win' : ' is-lose') : ''}`} data-testid="dice-roll">
        {roll ? (roll.value / 100).toFixed(2) : '—'}
      </div>
      <div class="gc-dice__bar" style={{ '--target': `${target / 100}%` }}>
        {roll && <span class="gc-dice__marker" style={{ left: `${roll.value / 100}%` }} />}
      </div>
      <label class="gc-dice__slider">
        {t('rollUnder', { target: (target / 100).toFixed(2) })}
        <input type="range" min={DICE_MIN_TARGET} max={DICE_MAX_TARGET} step={50} value={target} onInput={(e) => setTarget(Number((e.target as HTMLInputElement).value))} />
      </label>
      <dl class="gc-dice__odds">
        <div>
          <dt>{t('chance')}</dt>
          <dd>{(target / 100).toFixed(2)}%</dd>
        </div>
        <div>
          <dt>{t('multiplierShort')}</dt>
          <dd>{pays.toFixed(4)}×</dd>
        </div>
        <div>
          <dt>{t('payout')}</dt>
          <dd>{money(Math.floor(stake * pays))}</dd>
        </div>
      </dl>
      <div class="gc-controls">
        <StakeControl value={stake} onChange={setStake} disabled={busy} />
        <button type="button" class="gc-play" disabled={busy || stake > balanceMinor} onClick={() => void go()} data-testid="roll">
          {t('roll')}
        </button>
      </div>
    </div>
  );
}
