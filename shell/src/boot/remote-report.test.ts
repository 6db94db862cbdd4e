import { IDLE_FALLBACK_MS, bus, type RegistryRemote } from '@casino/shared';
import { reportRemote, startRemoteReports } from './remote-report';

const lobby: RegistryRemote = { name: 'lobby', version: '1.2.0', manifestUrl: 'https://cdn.example/lobby/1.2.0/mf-manifest.json', entryUrl: 'https://cdn.example/lobby/1.2.0/remoteEntry.js', integrity: null, channel: 'canary' };
const sent: Array<Record<string, unknown>> = [];
/** Beacons being read back (FileReader is asynchronous): flush waits for exactly these, however slow the machine. */
const reading: Array<Promise<void>> = [];

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, data: Blob) => {
      reading.push(
        new Promise<void>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => {
            sent.push(JSON.parse(String(reader.result)) as Record<string, unknown>);
            resolve();
          };
          reader.onerror = () => reject(reader.error ?? new Error('beacon read failed'));
          reader.readAsText(data);
        }),
      );
      return true;
    },
  });
});
beforeEach(() => {
  sent.length = 0;
  reading.length = 0;
  sessionStorage.clear();
  startRemoteReports('az', [lobby]);
});
/** The page is left (what waits is sent), and the beacons are read back. */
const flush = async () => {
  window.dispatchEvent(new Event('pagehide'));
  await Promise.all(reading);
};

describe('remote reports', () => {
  it('sends one success per session and version, counting the session once', async () => {
    reportRemote('lobby', 'ok');
    reportRemote('lobby', 'ok');
    await flush();
    expect(sent).toEqual([expect.objectContaining({ market: 'az', remote: 'lobby', version: '1.2.0', outcome: 'ok', first: true })]);
    expect(typeof sent[0]?.device).toBe('string');
  });

  it('a failure after a success is reported once, without counting another session', async () => {
    reportRemote('lobby', 'ok');
    bus.emit('remote:load-failed', { name: 'lobby', message: 'render\n  blew up' });
    bus.emit('remote:load-failed', { name: 'lobby', message: 'again' });
    await flush();
    expect(sent.map((s) => [s.outcome, s.first, s.stage, s.message])).toEqual([
      ['ok', true, undefined, undefined],
      ['failed', false, 'render', 'render blew up'],
    ]);
  });

  it('a success waits for the idle page, a failure goes at once', async () => {
    jest.useFakeTimers();
    try {
      reportRemote('lobby', 'ok');
      expect(reading).toHaveLength(0);
      jest.advanceTimersByTime(IDLE_FALLBACK_MS);
      expect(reading).toHaveLength(1);
      reportRemote('lobby', 'failed', { stage: 'entry' });
      expect(reading).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
    await Promise.all(reading);
    expect(sent.map((s) => s.outcome)).toEqual(['ok', 'failed']);
  });

  it('ignores runtime reports by container name and remotes the registry did not give', async () => {
    bus.emit('remote:load-failed', { name: 'mf_lobby', message: 'x' });
    reportRemote('wheel', 'failed');
    await flush();
    expect(sent).toEqual([]);
  });
});
