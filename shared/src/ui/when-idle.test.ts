import { IDLE_FALLBACK_MS, whenIdle } from './when-idle';

describe('whenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  });

  it('runs once the page has loaded and is idle, not before', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const fn = jest.fn();
    whenIdle(fn);
    jest.advanceTimersByTime(IDLE_FALLBACK_MS * 3);
    expect(fn).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the load', () => {
    const early = jest.fn();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    whenIdle(early)();
    window.dispatchEvent(new Event('load'));
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    const late = jest.fn();
    whenIdle(late)();
    jest.advanceTimersByTime(IDLE_FALLBACK_MS * 2);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
