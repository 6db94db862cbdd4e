import { useGame } from '../context';

const LADDER = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

/** The stake ladder within the game's limits. */
export const stakeSteps = (min: number, max: number): number[] => LADDER.filter((s) => s >= min && s <= max);

/** − stake + for single-stake games (slot, crash, dice, blackjack). */
export function StakeControl({ value, onChange, disabled }: { value: number; onChange: (minor: number) => void; disabled?: boolean }) {
  const { game, money, t } = useGame();
  const steps = stakeSteps(game.limits.minStakeMinor, game.limits.maxStakeMinor);
  const i = Math.max(0, steps.indexOf(value));
  return (
    <div class="gc-stake" role="group" aria-label={t('stake')}>
      <button type="button" class="gc-round" aria-label={t('stakeDown')} disabled={disabled || i === 0} onClick={() => onChange(steps[i - 1]!)}>
        −
      </button>
      <div class="gc-stake__value">
        <small>{t('stake')}</small>
        <strong data-testid="stake">{money(value)}</strong>
      </div>
      <button type="button" class="gc-round" aria-label={t('stakeUp')} disabled={disabled || i === steps.length - 1} onClick={() => onChange(steps[i + 1]!)}>
        +
      </button>
    </div>
  );
}
