import { useCallback, useEffect, useImperativeHandle, useRef, type ReactElement, type Ref } from 'react';
import type { TEngineState } from '../engine/lottery-engine';
import { useLotteryEngine } from '../engine/use-lottery-engine';
import type { TBlock, TButtonLook, TPrizeLook } from './types';
import type { TLotteryControls } from './controls';
import { FontLines } from './font-lines';

export interface LuckyWheelProps {
  prizes: TPrizeLook[];
  blocks?: TBlock[];
  /** Layers of the middle button, outside in; the last one carries the text and takes the tap. */
  buttons: TButtonLook[];
  /** Rendered size in px (the SVG scales). */
  size: number;
  speed?: number;
  accelerationTime?: number;
  decelerationTime?: number;
  disabled?: boolean;
  onButton: () => void;
  onState?: (state: TEngineState) => void;
  onEnd: (index: number) => void;
  ref?: Ref<TLotteryControls>;
}

const R = 100;
const point = (r: number, turns: number) => [R + r * Math.sin(turns * 2 * Math.PI), R - r * Math.cos(turns * 2 * Math.PI)] as const;
/** A bold label's width per character, in ems (a generous estimate: digits, separators and ₺). */
const EM_PER_CHAR = 0.62;
/**
 * The font size a label line may have so it stays inside its slot: the width of the slot at the line's
 * baseline (radius `r`), with a margin, over the text's estimated width; never above `base`. So a long
 * amount ("1.000,00 ₺") gets a smaller size instead of running over its neighbours ("250,00 ₺").
 */
export const fitLabelSize = (text: string, slots: number, r: number, base: number): number => {
  const width = 2 * r * Math.sin(Math.PI / Math.max(slots, 2)) * 0.86;
  return Math.min(base, Math.floor((width / (Math.max(text.length, 1) * EM_PER_CHAR)) * 10) / 10);
};

/** Slot i rests under the pointer (top) when the wheel has turned (n - i) / n. */
const restOfWheel = (index: number, slots: number) => (((slots - index) / slots) % 1 + 1) % 1;

/** The round wheel: an SVG drawn once, turned by a CSS transform the engine writes each frame. */
export function LuckyWheel({ prizes, blocks = [], buttons, size, speed, accelerationTime, decelerationTime, disabled, onButton, onState, onEnd, ref }: LuckyWheelProps) {
  const rotor = useRef<HTMLDivElement>(null);
  const onFrame = useCallback((turns: number) => {
    if (rotor.current) rotor.current.style.transform = `rotate(${(turns * 360).toFixed(3)}deg)`;
  }, []);
  const engine = useLotteryEngine({
    slots: prizes.length,
    restOf: restOfWheel,
    onFrame,
    onEnd,
    ...(speed === undefined ? {} : { speed }),
    ...(accelerationTime === undefined ? {} : { accelerationTime }),
    ...(decelerationTime === undefined ? {} : { decelerationTime }),
  });
  useImperativeHandle(ref, () => ({ start: engine.start, stop: engine.stop, cancel: engine.cancel }), [engine.start, engine.stop, engine.cancel]);
  const onStateRef = useRef(onState);
  onStateRef.current = onState;
  useEffect(() => onStateRef.current?.(engine.state), [engine.state]);

  const n = prizes.length;
  const top = buttons.at(-1);
  const inner = blocks.reduce((r, b) => r - b.padding, R);
  const seg = 1 / n;
  return (
    <div className="whl-wheel" style={{ width: size, height: size }} data-testid="lucky-wheel" data-state={engine.state}>
      <svg className="whl-wheel__blocks" viewBox="0 0 200 200" aria-hidden="true">
        {blocks.reduce<{ r: number; nodes: ReactElement[] }>(
          (acc, b, i) => {
            acc.nodes.push(<circle key={i} cx={R} cy={R} r={acc.r} fill={b.background} />);
            return { r: acc.r - b.padding, nodes: acc.nodes };
          },
          { r: R, nodes: [] },
        ).nodes}
      </svg>
      <div className="whl-wheel__rotor" ref={rotor}>
        <svg viewBox="0 0 200 200" role="img" aria-label={prizes.map((p) => p.fonts.map((f) => f.text).join(' ')).join(', ')}>
          {prizes.map((p, i) => {
            const [x1, y1] = point(inner, (i - 0.5) * seg);
            const [x2, y2] = point(inner, (i + 0.5) * seg);
            return <path key={`s${i}`} d={`M${R},${R} L${x1.toFixed(3)},${y1.toFixed(3)} A${inner},${inner} 0 ${seg > 0.5 ? 1 : 0} 1 ${x2.toFixed(3)},${y2.toFixed(3)} Z`} fill={p.background} stroke="rgba(0,0,0,0.25)" strokeWidth="0.6" />;
          })}
          {prizes.map((p, i) => (
            <g key={`t${i}`} transform={`rotate(${i * seg * 360} ${R} ${R})`}>
              {p.fonts.map((f, j) => {
                const baseline = inner * 0.78 - j * 13;
                return (
                  <text key={j} x={R} y={R - baseline} textAnchor="middle" fill={f.fontColor ?? '#1b1f2a'} fontSize={fitLabelSize(f.text, n, baseline, f.fontSize ?? 11)} fontWeight={f.fontWeight ?? 700}>
                    {f.text}
                  </text>
                );
              })}
            </g>
          ))}
        </svg>
      </div>
      {buttons.some((b) => b.pointer) && <span className="whl-wheel__pointer" aria-hidden="true" />}
      {buttons.slice(0, -1).map((b, i) => (
        <span key={i} className="whl-wheel__layer" style={{ width: `${b.radius * 100}%`, height: `${b.radius * 100}%`, background: b.background }} aria-hidden="true" />
      ))}
      {top && (
        <button
          type="button"
          className="whl-wheel__button"
          style={{ width: `${top.radius * 100}%`, height: `${top.radius * 100}%`, background: top.background }}
          disabled={disabled}
          onClick={onButton}
          data-testid="wheel-spin"
        >
          <FontLines fonts={top.fonts} />
        </button>
      )}
    </div>
  );
}
