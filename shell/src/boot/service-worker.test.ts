import { platformStore } from '../platform-store';
import { startServiceWorker, workerUrl } from './service-worker';

const fakeNavigator = () => {
  const unregister = jest.fn(async () => true);
  const serviceWorker = { register: jest.fn(async () => ({})), getRegistrations: jest.fn(async () => [{ unregister }]) };
  return { nav: { serviceWorker } as unknown as Navigator, serviceWorker, unregister };
};

describe('service worker registration', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    window.__CASINO_CONFIG__ = { remoteOrigins: { cdn: ['https://cdn.example'], dev: ['http://localhost:3001'] } };
    platformStore.firstPageShown = false;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete window.__CASINO_CONFIG__;
  });

  it("names the app origins in the worker's URL", () => {
    expect(workerUrl({ cdn: ['https://cdn.example'], dev: ['http://localhost:3001', 'https://cdn.example'] })).toBe(
      `/sw.js?origins=${encodeURIComponent('http://localhost:3001,https://cdn.example')}`,
    );
    expect(workerUrl({ cdn: [], dev: [] })).toBe('/sw.js');
  });

  it('registers only after the first page has rendered and the browser is idle', async () => {
    const { nav, serviceWorker } = fakeNavigator();
    startServiceWorker(nav);
    jest.advanceTimersByTime(10_000);
    expect(serviceWorker.register).not.toHaveBeenCalled();
    platformStore.firstPageShown = true;
    await Promise.resolve();
    jest.advanceTimersByTime(10_000);
    expect(serviceWorker.register).toHaveBeenCalledWith(workerUrl({ cdn: ['https://cdn.example'], dev: ['http://localhost:3001'] }), { scope: '/' });
  });

  it('serviceWorker: false in the runtime config registers nothing and removes an installed worker', async () => {
    window.__CASINO_CONFIG__ = { ...window.__CASINO_CONFIG__, serviceWorker: false };
    const { nav, serviceWorker, unregister } = fakeNavigator();
    platformStore.firstPageShown = true;
    startServiceWorker(nav);
    jest.advanceTimersByTime(10_000);
    await jest.runAllTimersAsync();
    expect(serviceWorker.register).not.toHaveBeenCalled();
    expect(unregister).toHaveBeenCalled();
  });
});
