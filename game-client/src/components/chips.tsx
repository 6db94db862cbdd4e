import { useGame } from '../context';

const CHIP_COLOURS = ['#e8e8e8', '#d33c3c', '#2f6fd6', '#1f9d55', '#111', '#8e44ad'];

export const chipColour = (amount: number, chips: readonly number[]): string => CHIP_COLOURS[Math.max(0, chips.indexOf(amount))] ?? '#ffcf4a';

/** The chip rack: picks the value the next click puts on the table (or the stake of a slot, crash, dice round). */
export function ChipRack({ value, onChange, disabled }: { value: number; onChange: (minor: number) => void; disabled?: boolean }) {
  const { game, money, t } = useGame();
  const chips = game.limits.chipsMinor;
  return (
    <div class="gc-chips" role="radiogroup" aria-label={t('chip')}>
      {chips.map((chip) => (
        <button
          key={chip}
          type="button"
          role="radio"
          aria-checked={chip === value}
          class={`gc-chip${chip === value ? ' is-on' : ''}`}
          style={{ '--chip': chipColour(chip, chips) }}
          disabled={disabled}
          onClick={() => onChange(chip)}
          aria-label={t('chipValue', { amount: money(chip) })}
          data-testid={`chip-${chip}`}
        >
          {money(chip).replace(/[,.]00$/, '')}
        </button>
      ))}
    </div>
  );
}

/** A stack of chips on a bet spot. */
export function ChipStack({ amount }: { amount: number }) {
  const { game, money } = useGame();
  if (amount <= 0) return null;
  const top = [...game.limits.chipsMinor].reverse().find((c) => amount >= c) ?? game.limits.chipsMinor[0]!;
  return (
    <span class="gc-stack" style={{ '--chip': chipColour(top, game.limits.chipsMinor) }} aria-hidden="true">
      {money(amount).replace(/^[^\d]+/, '').replace(/[,.]00$/, '')}
    </span>
  );
}
