import { useCallback, useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { TEngineState } from '../engine/lottery-engine';
import { useLotteryEngine } from '../engine/use-lottery-engine';
import type { TLotteryControls } from './controls';
import { FontLines } from './font-lines';
import { GRID_DEFAULTS, ringSlots, type TBlock, type TButtonLook, type TPrizeLook, type TSlot } from './types';

export interface LuckyGridProps {
  prizes: TPrizeLook[];
  rows?: number;
  cols?: number;
  /** Space between cells in px. */
  gutter?: number;
  /** Where prize i sits (default: the outer ring, clockwise); the light travels in this order. */
  slots?: TSlot[];
  blocks?: TBlock[];
  /** The middle button (the grid uses the last look: its background and text). */
  buttons: TButtonLook[];
  speed?: number;
  accelerationTime?: number;
  decelerationTime?: number;
  disabled?: boolean;
  onButton: () => void;
  onState?: (state: TEngineState) => void;
  onEnd: (index: number) => void;
  ref?: Ref<TLotteryControls>;
}

/** The grid lottery: a light runs round the prize cells; only its transform changes per frame. */
export function LuckyGrid({ prizes, rows = GRID_DEFAULTS.rows, cols = GRID_DEFAULTS.cols, gutter = GRID_DEFAULTS.gutter, slots, blocks = [], buttons, speed, accelerationTime, decelerationTime, disabled, onButton, onState, onEnd, ref }: LuckyGridProps) {
  const cells = slots ?? ringSlots(rows, cols).slice(0, prizes.length);
  const light = useRef<HTMLSpanElement>(null);
  const shown = useRef(-1);
  const onFrame = useCallback(
    (turns: number) => {
      const n = cells.length;
      const index = ((Math.floor((((turns % 1) + 1) % 1) * n + 0.5) % n) + n) % n;
      if (index === shown.current || !light.current) return;
      shown.current = index;
      const slot = cells[index]!;
      light.current.style.transform = `translate(calc(${slot.col} * (100% + ${gutter}px)), calc(${slot.row} * (100% + ${gutter}px)))`;
    },
    [cells, gutter],
  );
  const engine = useLotteryEngine({
    slots: cells.length,
    onFrame,
    onEnd,
    ...(speed === undefined ? {} : { speed: speed / 2 }),
    ...(accelerationTime === undefined ? {} : { accelerationTime }),
    ...(decelerationTime === undefined ? {} : { decelerationTime }),
  });
  useImperativeHandle(ref, () => ({ start: engine.start, stop: engine.stop, cancel: engine.cancel }), [engine.start, engine.stop, engine.cancel]);
  const onStateRef = useRef(onState);
  onStateRef.current = onState;
  useEffect(() => onStateRef.current?.(engine.state), [engine.state]);
  const taken = new Set(cells.map((c) => `${c.row}:${c.col}`));
  const free = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (!taken.has(`${r}:${c}`)) free.push({ row: r, col: c });
  const rMin = Math.min(...free.map((f) => f.row));
  const rMax = Math.max(...free.map((f) => f.row));
  const cMin = Math.min(...free.map((f) => f.col));
  const cMax = Math.max(...free.map((f) => f.col));
  const button = buttons.at(-1);
  const padding = blocks.reduce((p, b) => p + b.padding, 0);

  return (
    <div className="whl-grid" style={{ padding, background: blocks[0]?.background }} data-testid="lucky-grid" data-state={engine.state}>
      <div className="whl-grid__cells" style={{ gridTemplateRows: `repeat(${rows}, 1fr)`, gridTemplateColumns: `repeat(${cols}, 1fr)`, gap: gutter, background: blocks[1]?.background }}>
        <span
          className="whl-grid__light"
          ref={light}
          aria-hidden="true"
          style={{ width: `calc((100% - ${(cols - 1) * gutter}px) / ${cols})`, height: `calc((100% - ${(rows - 1) * gutter}px) / ${rows})` }}
        />
        {cells.map((slot, i) => {
          const p = prizes[i]!;
          return (
            <div key={i} className="whl-grid__cell" style={{ gridRow: slot.row + 1, gridColumn: slot.col + 1, background: p.background }} data-index={i}>
              <FontLines fonts={p.fonts} />
            </div>
          );
        })}
        {free.length > 0 && button && (
          <button
            type="button"
            className="whl-grid__button"
            style={{ gridRow: `${rMin + 1} / ${rMax + 2}`, gridColumn: `${cMin + 1} / ${cMax + 2}`, background: button.background }}
            disabled={disabled}
            onClick={onButton}
            data-testid="wheel-spin"
          >
            <FontLines fonts={button.fonts} />
          </button>
        )}
      </div>
    </div>
  );
}
