import { takeFirstPaintRegistry, type Envelope } from '@casino/shared';
import { chooseMarket, loadRegistry, sanitizeRegistry } from './registry';

const market = { id: 'tr', name: 'Türkiye', defaultLang: 'tk', currency: 'TRY' };
const entry = (name: string, url = `http://localhost:3001/mf-manifest.json`) => ({
  name,
  manifestUrl: url,
  entryUrl: url.replace('mf-manifest.json', 'remoteEntry.js'),
  integrity: null,
  version: '1.0.0',
  channel: 'stable',
});
const HASH = `sha384-${'A'.repeat(64)}`;
const ok = (resultData: unknown): Envelope<unknown> => ({ state: '200', msg: '', success: true, resultData });

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('sanitizeRegistry', () => {
  it('skips malformed entries: unknown name, bad URL, duplicates, non-objects', () => {
    const registry = sanitizeRegistry({
      market,
      requestedMarket: 'tr',
      remotes: [entry('lobby'), entry('casino-x'), entry('account', 'javascript:alert(1)'), entry('lobby'), null, 42, { name: 'wheel' }],
    });
    expect(registry?.remotes.map((r) => r.name)).toEqual(['lobby']);
  });

  it('keeps entry URL, hash and channel; refuses a malformed hash or entry URL', () => {
    const registry = sanitizeRegistry({
      market,
      requestedMarket: 'tr',
      remotes: [
        { ...entry('lobby'), integrity: HASH, channel: 'canary' },
        { ...entry('account'), integrity: 'sha384-short' },
        { ...entry('wheel'), entryUrl: 'javascript:alert(1)' },
      ],
    });
    expect(registry?.remotes).toEqual([{ ...entry('lobby'), integrity: HASH, channel: 'canary' }]);
  });

  it('keeps switched-off remotes with absolute paths only; an answer without them switches nothing off', () => {
    const registry = sanitizeRegistry({
      market,
      remotes: [],
      switchedOff: [
        { name: 'wheel', paths: ['/vip-wheel', 'relative', 7], routesUrl: 'javascript:alert(1)' },
        { name: 'lobby', paths: [], routesUrl: 'http://localhost:3001/routes.json' },
        { name: 'casino-x', paths: ['/x'] },
        null,
        { name: 'account' },
      ],
    });
    expect(registry?.switchedOff).toEqual([
      { name: 'wheel', paths: ['/vip-wheel'], routesUrl: null },
      { name: 'lobby', paths: [], routesUrl: 'http://localhost:3001/routes.json' },
    ]);
    expect(sanitizeRegistry({ market, remotes: [] })?.switchedOff).toEqual([]);
  });

  it('rejects a registry without a market or remotes', () => {
    expect(sanitizeRegistry({ remotes: [] })).toBeNull();
    expect(sanitizeRegistry('nope')).toBeNull();
  });
});

describe('loadRegistry', () => {
  it('uses the API answer and stores it as last known good', async () => {
    const { registry, stale } = await loadRegistry('tr', async () => ok({ market, requestedMarket: 'tr', remotes: [entry('lobby')] }));
    expect(stale).toBe(false);
    expect(registry.remotes).toHaveLength(1);
    expect(localStorage.getItem('registry:lastKnownGood:tr')).toContain('lobby');
  });

  it('takes the answer the home page carries (once), when every device gets the same; else asks the API', async () => {
    const answer = { market, requestedMarket: null, remotes: [entry('lobby')], sharedByAllDevices: true };
    const inPage = (registry: unknown) => (window.__CASINO_FIRST_PAINT__ = { banners: [], at: Date.now(), registry: registry as never });
    inPage(answer);
    const fromPage = await loadRegistry('tr');
    expect(fromPage).toMatchObject({ stale: false, registry: { remotes: [{ name: 'lobby' }], sharedByAllDevices: true } });
    // Used once: a later load (a retry) asks.
    const asked = jest.fn(async () => ok({ ...answer, remotes: [entry('lobby'), entry('wheel')] }));
    expect((await loadRegistry('tr', asked)).registry.remotes).toHaveLength(2);
    // Not for another market, not during a canary (each device asks with its id), not when old.
    inPage({ ...answer, market: { ...market, id: 'az' } });
    expect(takeFirstPaintRegistry('tr')).toBeUndefined();
    inPage({ ...answer, sharedByAllDevices: false });
    expect(takeFirstPaintRegistry('tr')).toBeUndefined();
    window.__CASINO_FIRST_PAINT__ = { banners: [], at: Date.now() - 10 * 60_000, registry: answer as never };
    expect(takeFirstPaintRegistry('tr')).toBeUndefined();
    delete window.__CASINO_FIRST_PAINT__;
  });

  it('falls back to the last known good copy when the API cannot be reached', async () => {
    await loadRegistry('tr', async () => ok({ market, requestedMarket: 'tr', remotes: [entry('lobby'), entry('wheel')] }));
    const { registry, stale } = await loadRegistry('tr', async () => {
      throw new Error('Network Error');
    });
    expect(stale).toBe(true);
    expect(registry.remotes.map((r) => r.name)).toEqual(['lobby', 'wheel']);
  });

  it('fails when there is neither an answer nor a copy', async () => {
    await expect(
      loadRegistry('tr', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
  });

  it('logs when the API fell back from an unknown market', async () => {
    const warn = jest.spyOn(console, 'warn');
    const { registry } = await loadRegistry('zz', async () => ok({ market, requestedMarket: 'zz', remotes: [] }));
    expect(registry.market.id).toBe('tr');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown market "zz"'));
  });
});

describe('chooseMarket', () => {
  it('takes ?market= and remembers it, else the saved one, else the default', () => {
    expect(chooseMarket('', 'tr')).toEqual({ market: 'tr', requested: null });
    expect(chooseMarket('?market=AZ', 'tr')).toEqual({ market: 'az', requested: null });
    expect(chooseMarket('', 'tr')).toEqual({ market: 'az', requested: null });
    expect(chooseMarket('?market=<script>', 'tr')).toEqual({ market: 'az', requested: null });
  });

  it('keeps the device’s player in their own market: another market’s link is only the market asked for', () => {
    localStorage.setItem('playerMarket', 'tr');
    expect(chooseMarket('?market=az', 'tr')).toEqual({ market: 'tr', requested: 'az' });
    expect(chooseMarket('?market=TR', 'az')).toEqual({ market: 'tr', requested: null });
    expect(chooseMarket('', 'az')).toEqual({ market: 'tr', requested: null });
    // The link did not become the page's choice either.
    expect(localStorage.getItem('market')).toBeNull();
  });
});
