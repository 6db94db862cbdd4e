import { IDLE_FALLBACK_MS, whenIdle, yieldToMain } from './when-idle';

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

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
  });

  /** Every promise already queued settles before the code after the yield goes on. */
  async function expectLaterTask(): Promise<void> {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('its follow-up'));
    await yielded;
    expect(order).toEqual(['microtask', 'its follow-up', 'after the yield']);
  }

  it("goes on in a later task, by a message (jsdom has no MessageChannel: Node's)", async () => {
    const { MessageChannel } = await import('node:worker_threads');
    const created = jest.fn();
    (globalThis as { MessageChannel?: unknown }).MessageChannel = class extends MessageChannel {
      constructor() {
        super();
        created();
      }
    };
    await expectLaterTask();
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('goes on in a later task by a timer where there is no MessageChannel', expectLaterTask);

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});
