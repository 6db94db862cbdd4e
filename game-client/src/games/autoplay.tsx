import { useState } from 'preact/hooks';
import { useGame } from '../context';

export interface TAutoplay {
  left: number;
  /** Stop when one spin wins at least this much (0: never). */
  stopOnWinMinor: number;
  /** Stop when the net loss since the start reaches this (0: never). */
  stopOnLossMinor: number;
  lostMinor: number;
}

const toMinor = (text: string): number => {
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) : 0;
};

/** Autoplay with stop conditions: a number of rounds, a single-win stop and a loss limit. */
export function Autoplay({ running, onStart, onStop, disabled }: { running: TAutoplay | null; onStart: (a: TAutoplay) => void; onStop: () => void; disabled?: boolean }) {
  const { t } = useGame();
  const [open, setOpen] = useState(false);
  const [rounds, setRounds] = useState(10);
  const [winStop, setWinStop] = useState('');
  const [lossStop, setLossStop] = useState('');
  if (running) {
    return (
      <button type="button" class="gc-btn gc-btn--ghost" onClick={onStop} data-testid="autoplay-stop">
        {t('stop')} · {t('autoLeft', { n: running.left })}
      </button>
    );
  }
  return (
    <>
      <button type="button" class="gc-btn gc-btn--ghost" onClick={() => setOpen(!open)} disabled={disabled} aria-expanded={open}>
        {t('autoplay')}
      </button>
      {open && (
        <form
          class="gc-auto"
          onSubmit={(e) => {
            e.preventDefault();
            setOpen(false);
            onStart({ left: rounds, stopOnWinMinor: toMinor(winStop), stopOnLossMinor: toMinor(lossStop), lostMinor: 0 });
          }}
        >
          <fieldset>
            <legend>{t('autoplayRounds')}</legend>
            {[10, 25, 50, 100].map((n) => (
              <label key={n} class={`gc-pill${rounds === n ? ' is-on' : ''}`}>
                <input type="radio" name="rounds" checked={rounds === n} onChange={() => setRounds(n)} />
                {n}
              </label>
            ))}
          </fieldset>
          <label>
            {t('stopOnWin')}
            <input inputMode="decimal" value={winStop} onInput={(e) => setWinStop((e.target as HTMLInputElement).value)} />
          </label>
          <label>
            {t('stopOnLoss')}
            <input inputMode="decimal" value={lossStop} onInput={(e) => setLossStop((e.target as HTMLInputElement).value)} />
          </label>
          <button type="submit" class="gc-btn">
            {t('start')}
          </button>
        </form>
      )}
    </>
  );
}
