import { ENGINE_DEFAULTS, LotteryEngine, type TEngineOptions, type TEngineState } from './lottery-engine';

const frac = (x: number) => ((x % 1) + 1) % 1;

describe('LotteryEngine (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  const make = (options: Partial<TEngineOptions> = {}) => {
    const states: TEngineState[] = [];
    const ends: number[] = [];
    const frames: number[] = [];
    const engine = new LotteryEngine({
      slots: 8,
      now: () => Date.now(),
      requestFrame: (cb) => setTimeout(cb, 16),
      cancelFrame: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      onState: (s) => states.push(s),
      onEnd: (i) => ends.push(i),
      onFrame: (t) => frames.push(t),
      ...options,
    });
    return { engine, states, ends, frames };
  };

  it('uses the spec defaults: speed 20, acceleration and deceleration 2500 ms', () => {
    expect(ENGINE_DEFAULTS).toEqual({ speed: 20, accelerationTime: 2500, decelerationTime: 2500 });
  });

  it('goes idle -> accelerating -> constant -> decelerating -> stopped and rests exactly on the given index', () => {
    const { engine, states, ends } = make();
    expect(engine.state).toBe('idle');
    expect(engine.start()).toBe(true);
    expect(engine.state).toBe('accelerating');
    jest.advanceTimersByTime(2400);
    expect(engine.state).toBe('accelerating');
    jest.advanceTimersByTime(200);
    expect(engine.state).toBe('constant');
    // Still spinning at constant speed until the server's answer arrives.
    jest.advanceTimersByTime(3000);
    expect(engine.state).toBe('constant');
    engine.stop(3);
    // It keeps its speed until the slow-down can end exactly on slot 3 (at most one turn: 18 frames at 20 deg/frame).
    jest.advanceTimersByTime(400);
    expect(engine.state).toBe('decelerating');
    jest.advanceTimersByTime(2600);
    expect(engine.state).toBe('stopped');
    expect(states).toEqual(['accelerating', 'constant', 'decelerating', 'stopped']);
    expect(ends).toEqual([3]);
    expect(frac(engine.position)).toBeCloseTo(3 / 8, 9);
  });

  it('accepts the index while still accelerating, and uses the presentation rest positions', () => {
    const { engine, ends } = make({ restOf: (i, n) => frac((n - i) / n) });
    engine.start();
    jest.advanceTimersByTime(500);
    engine.stop(5);
    expect(engine.state).toBe('accelerating');
    jest.advanceTimersByTime(10_000);
    expect(engine.state).toBe('stopped');
    expect(ends).toEqual([5]);
    expect(frac(engine.position)).toBeCloseTo(3 / 8, 9);
  });

  it('slows down smoothly: the position never goes back and the speed never exceeds 20 degrees per frame', () => {
    const { engine, frames } = make();
    engine.start();
    jest.advanceTimersByTime(3000);
    engine.stop(6);
    jest.advanceTimersByTime(4000);
    for (let i = 1; i < frames.length; i++) {
      const delta = frames[i]! - frames[i - 1]!;
      expect(delta).toBeGreaterThanOrEqual(0);
      expect(delta * 360).toBeLessThanOrEqual(20 * 1.05 + 1e-9);
    }
  });

  it('ignores start while spinning and stop while idle; a finished spin can start again', () => {
    const { engine, ends } = make();
    engine.stop(1);
    expect(engine.state).toBe('idle');
    engine.start();
    expect(engine.start()).toBe(false);
    engine.stop(2);
    jest.advanceTimersByTime(10_000);
    expect(ends).toEqual([2]);
    expect(engine.start()).toBe(true);
    engine.stop(7);
    jest.advanceTimersByTime(10_000);
    expect(ends).toEqual([2, 7]);
    expect(() => engine.stop(8)).toThrow(RangeError);
  });

  it('cancels back to idle when the server refuses, announcing nothing', () => {
    const { engine, states, ends } = make();
    engine.start();
    jest.advanceTimersByTime(1000);
    engine.cancel();
    jest.advanceTimersByTime(5000);
    expect(engine.state).toBe('idle');
    expect(states).toEqual(['accelerating', 'idle']);
    expect(ends).toEqual([]);
  });

  it('with reduced motion shows the result at once, still passing through every state', () => {
    const { engine, states, ends } = make({ reducedMotion: true });
    engine.start();
    jest.advanceTimersByTime(16);
    engine.stop(4);
    expect(engine.state).toBe('stopped');
    expect(states).toEqual(['accelerating', 'constant', 'decelerating', 'stopped']);
    expect(ends).toEqual([4]);
    expect(frac(engine.position)).toBeCloseTo(4 / 8, 9);
  });
});
