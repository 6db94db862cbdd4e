/**
 * The prize-wheel engine, shared by the round wheel and the grid lottery: a state machine
 * idle -> accelerating -> constant -> decelerating -> stopped (spec section 4) over one number, the
 * position in turns (1 turn = once round the wheel, or once round the grid's ring). It knows no DOM:
 * a presentation maps the position to a rotation or a highlighted cell. Time comes from the injected
 * clock and frames from the injected scheduler (requestAnimationFrame in the browser), so tests drive
 * it with fake timers. The engine never picks a prize: `stop(index)` gives it the server's index.
 */
export type TEngineState = 'idle' | 'accelerating' | 'constant' | 'decelerating' | 'stopped';

export interface TEngineOptions {
  /** Number of prize slots. */
  slots: number;
  /** Top speed in degrees per 60 Hz frame (spec default 20). */
  speed?: number;
  /** Spec defaults: 2500 ms each. */
  accelerationTime?: number;
  decelerationTime?: number;
  /** Where slot `index` must be at rest, in turns [0, 1) (the presentation knows its geometry). */
  restOf?: (index: number, slots: number) => number;
  /** prefers-reduced-motion: no travel, the result shows at once (the states still pass in order). */
  reducedMotion?: boolean;
  now?: () => number;
  requestFrame?: (cb: () => void) => unknown;
  cancelFrame?: (handle: unknown) => void;
  onFrame?: (turns: number) => void;
  onState?: (state: TEngineState) => void;
  onEnd?: (index: number) => void;
}

export const ENGINE_DEFAULTS = { speed: 20, accelerationTime: 2500, decelerationTime: 2500 } as const;

const FRAME_MS = 1000 / 60;
const mod1 = (x: number) => ((x % 1) + 1) % 1;

export class LotteryEngine {
  private stateValue: TEngineState = 'idle';
  private turns = 0;
  private phaseStart = 0;
  private phaseTurns = 0;
  private target: number | null = null;
  /** Deceleration plan: start position and distance (turns). */
  private decelFrom = 0;
  private decelDistance = 0;
  /** When the slow-down starts (clock time), once the target is known. */
  private decelAt: number | null = null;
  private frame: unknown = null;
  private readonly o: Required<Omit<TEngineOptions, 'onFrame' | 'onState' | 'onEnd' | 'requestFrame' | 'cancelFrame'>> &
    Pick<TEngineOptions, 'onFrame' | 'onState' | 'onEnd'> & { requestFrame: (cb: () => void) => unknown; cancelFrame: (handle: unknown) => void };

  constructor(options: TEngineOptions) {
    if (!Number.isInteger(options.slots) || options.slots < 1) throw new RangeError('slots must be a positive integer');
    const raf = typeof requestAnimationFrame === 'function' ? (cb: () => void) => requestAnimationFrame(() => cb()) : (cb: () => void) => setTimeout(cb, FRAME_MS);
    const caf = typeof cancelAnimationFrame === 'function' ? (h: unknown) => cancelAnimationFrame(h as number) : (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>);
    this.o = {
      speed: options.speed ?? ENGINE_DEFAULTS.speed,
      accelerationTime: options.accelerationTime ?? ENGINE_DEFAULTS.accelerationTime,
      decelerationTime: options.decelerationTime ?? ENGINE_DEFAULTS.decelerationTime,
      restOf: options.restOf ?? ((index, slots) => index / slots),
      reducedMotion: options.reducedMotion ?? false,
      slots: options.slots,
      now: options.now ?? (() => performance.now()),
      requestFrame: options.requestFrame ?? raf,
      cancelFrame: options.cancelFrame ?? caf,
      onFrame: options.onFrame,
      onState: options.onState,
      onEnd: options.onEnd,
    };
  }

  get state(): TEngineState {
    return this.stateValue;
  }

  get position(): number {
    return this.turns;
  }

  /** Top speed in turns per millisecond. */
  private get vmax(): number {
    return this.o.speed / 360 / FRAME_MS;
  }

  private get accMs(): number {
    return this.o.reducedMotion ? 0 : this.o.accelerationTime;
  }

  private get decMs(): number {
    return this.o.reducedMotion ? 0 : this.o.decelerationTime;
  }

  private setState(next: TEngineState): void {
    this.stateValue = next;
    this.o.onState?.(next);
  }

  /** Starts spinning (from idle or a finished spin); ignored while a spin runs. */
  start(): boolean {
    if (this.stateValue !== 'idle' && this.stateValue !== 'stopped') return false;
    this.target = null;
    this.decelAt = null;
    this.phaseStart = this.o.now();
    this.phaseTurns = this.turns;
    this.setState('accelerating');
    this.schedule();
    return true;
  }

  /** The server's index: the engine keeps its speed until the stop lands exactly on it, then decelerates. */
  stop(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.o.slots) throw new RangeError(`no slot ${index}`);
    if (this.stateValue === 'idle' || this.stateValue === 'stopped' || this.stateValue === 'decelerating') return;
    this.target = index;
    this.step();
  }

  /** Gives up the spin (the server refused): back to idle where it is, nothing announced. */
  cancel(): void {
    if (this.frame !== null) this.o.cancelFrame(this.frame);
    this.frame = null;
    this.target = null;
    this.decelAt = null;
    if (this.stateValue !== 'idle') this.setState('idle');
  }

  /** For a new table: rest position, idle. */
  reset(): void {
    this.cancel();
    this.turns = 0;
    this.o.onFrame?.(0);
  }

  private schedule(): void {
    this.frame = this.o.requestFrame(() => {
      this.frame = null;
      this.step();
      if (this.stateValue !== 'idle' && this.stateValue !== 'stopped') this.schedule();
    });
  }

  /** Advances the position to now and moves through the states. */
  private step(): void {
    const now = this.o.now();
    const elapsed = now - this.phaseStart;
    const v = this.vmax;
    if (this.stateValue === 'accelerating') {
      const acc = this.accMs;
      if (elapsed < acc) {
        this.turns = this.phaseTurns + (v * elapsed * elapsed) / (2 * acc);
      } else {
        this.phaseTurns += (v * acc) / 2;
        this.phaseStart += acc;
        this.turns = this.phaseTurns;
        this.setState('constant');
        this.step();
        return;
      }
    } else if (this.stateValue === 'constant') {
      this.turns = this.phaseTurns + v * elapsed;
      if (this.target !== null) {
        if (this.decelAt === null) {
          // A linear slow-down over T travels v*T/2: it starts where that distance ends on the target's rest.
          const distance = (v * this.decMs) / 2;
          const wait = mod1(this.o.restOf(this.target, this.o.slots) - distance - this.turns);
          this.decelFrom = this.turns + wait;
          this.decelDistance = distance;
          // Reduced motion: no travel, the rest position at once.
          this.decelAt = this.o.reducedMotion ? now : now + wait / v;
          if (this.o.reducedMotion) this.turns = this.decelFrom;
        }
        if (now >= this.decelAt) {
          this.phaseStart = this.decelAt;
          this.setState('decelerating');
          this.step();
          return;
        }
      }
    } else if (this.stateValue === 'decelerating') {
      const dec = this.decMs;
      if (elapsed >= dec || this.o.reducedMotion) {
        this.turns = this.decelFrom + this.decelDistance;
        this.o.onFrame?.(this.turns);
        const index = this.target ?? 0;
        this.setState('stopped');
        this.o.onEnd?.(index);
        return;
      }
      const u = elapsed / dec;
      this.turns = this.decelFrom + this.decelDistance * (1 - (1 - u) * (1 - u));
    }
    this.o.onFrame?.(this.turns);
  }
}
