import { useEffect, useRef, useState } from 'react';
import { LotteryEngine, type TEngineOptions, type TEngineState } from './lottery-engine';

const prefersReducedMotion = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * One engine per presentation. `onFrame` writes a transform straight to the element (no React render
 * per frame, no layout read): React only hears of state changes.
 */
export function useLotteryEngine(options: Pick<TEngineOptions, 'slots' | 'speed' | 'accelerationTime' | 'decelerationTime' | 'restOf'> & { onFrame: (turns: number) => void; onEnd?: (index: number) => void }) {
  const [state, setState] = useState<TEngineState>('idle');
  const callbacks = useRef(options);
  callbacks.current = options;
  const engine = useRef<LotteryEngine | null>(null);
  const { slots, speed, accelerationTime, decelerationTime, restOf } = options;

  useEffect(() => {
    const created = new LotteryEngine({
      slots,
      ...(speed === undefined ? {} : { speed }),
      ...(accelerationTime === undefined ? {} : { accelerationTime }),
      ...(decelerationTime === undefined ? {} : { decelerationTime }),
      ...(restOf === undefined ? {} : { restOf }),
      reducedMotion: prefersReducedMotion(),
      onFrame: (turns) => callbacks.current.onFrame(turns),
      onState: setState,
      onEnd: (index) => callbacks.current.onEnd?.(index),
    });
    engine.current = created;
    callbacks.current.onFrame(created.position);
    return () => {
      created.cancel();
      engine.current = null;
    };
  }, [slots, speed, accelerationTime, decelerationTime, restOf]);

  return {
    state,
    start: () => engine.current?.start() ?? false,
    stop: (index: number) => engine.current?.stop(index),
    cancel: () => engine.current?.cancel(),
  };
}

export type TLotteryHandle = ReturnType<typeof useLotteryEngine>;
