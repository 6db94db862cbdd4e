import { bus } from '@casino/shared';
import { startAttribution } from './attribution';

describe('startAttribution', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports once the session is there and the page is idle, with the landing query read at boot', async () => {
    const report = jest.fn(async () => 'tok');
    let ready!: () => void;
    const session = new Promise<void>((resolve) => (ready = resolve));
    startAttribution(session, '?fbclid=abc', report);
    jest.advanceTimersByTime(5_000);
    expect(report).not.toHaveBeenCalled();
    ready();
    await session;
    // jsdom has no requestIdleCallback: the fallback waits a second after load.
    jest.advanceTimersByTime(999);
    expect(report).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('?fbclid=abc');
  });

  it('waits for the load event when the page is still loading', async () => {
    const report = jest.fn(async () => null);
    const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    startAttribution(Promise.resolve(), '', report);
    await Promise.resolve();
    jest.advanceTimersByTime(10_000);
    expect(report).not.toHaveBeenCalled();
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(1_000);
    expect(report).toHaveBeenCalledTimes(1);
    state.mockRestore();
  });

  it('starts it when the player accepts all later (the first visit had no choice), not on "necessary only"', async () => {
    const report = jest.fn(async () => 'tok');
    startAttribution(Promise.resolve(), '?gclid=xyz', report);
    await Promise.resolve();
    jest.advanceTimersByTime(1_000);
    report.mockClear();
    bus.emit('consent:changed', { analytics: false });
    await Promise.resolve();
    expect(report).not.toHaveBeenCalled();
    bus.emit('consent:changed', { analytics: true });
    await Promise.resolve();
    await Promise.resolve();
    expect(report).toHaveBeenCalledWith('?gclid=xyz');
    bus.emit('consent:changed', { analytics: true });
    await Promise.resolve();
    expect(report).toHaveBeenCalledTimes(1);
  });
});
