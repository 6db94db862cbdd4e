/** @jest-environment node */
import { IMMUTABLE_CACHE, MAX_IMMUTABLE_ENTRIES, OFFLINE_CACHE, OFFLINE_URL, REVALIDATE_CACHE } from './policy';
import { answerAsset, answerPage, type TWorkerDeps } from './strategies';

const SELF = 'https://casino.example';
const LOBBY = 'https://lobby.example';

/** The Cache API as far as the worker uses it, in memory (insertion order, like the real one). */
class MemoryCache {
  entries = new Map<string, Response>();
  async match(url: string) {
    return this.entries.get(url)?.clone();
  }
  async put(url: string, res: Response) {
    this.entries.delete(url);
    this.entries.set(url, res);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
  async delete(req: { url: string }) {
    return this.entries.delete(req.url);
  }
}
class MemoryCaches {
  named = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.named.has(name)) this.named.set(name, new MemoryCache());
    return this.named.get(name)!;
  }
  cache(name: string) {
    return this.named.get(name)?.entries ?? new Map<string, Response>();
  }
}

type TCall = { url: string; mode?: string };
/** A network that answers from `files` (url -> [body, cache-control]) and records each call; `down` fails them all. */
const network = (files: Record<string, [string, string]>) => {
  const calls: TCall[] = [];
  const state = { down: false };
  const fetch = async (input: Request | string, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.url;
    calls.push({ url, mode: init?.mode ?? (typeof input === 'string' ? undefined : input.mode) });
    if (state.down) throw new TypeError('Failed to fetch');
    const file = files[url];
    if (!file) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-cache' } });
    return new Response(file[0], { status: 200, headers: { 'cache-control': file[1] } });
  };
  return { fetch, calls, state };
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const request = (url: string, mode = 'no-cors') => ({ url, mode, method: 'GET', destination: 'script' }) as unknown as Request;

const setup = (files: Record<string, [string, string]>) => {
  const net = network(files);
  const caches = new MemoryCaches();
  const deps: TWorkerDeps = { fetch: net.fetch, caches: caches as unknown as CacheStorage, selfOrigin: SELF };
  const ask = async (url: string, mode?: string) => {
    const { response, pending } = await answerAsset(request(url, mode), deps);
    await pending;
    return response;
  };
  return { net, caches, deps, ask };
};

describe('answerAsset', () => {
  it('serves an immutable file from the cache after the first load: no second request', async () => {
    const chunk = `${LOBBY}/home.0a1b2c3d.js`;
    const { net, caches, ask } = setup({ [chunk]: ['code', IMMUTABLE] });
    expect(await (await ask(chunk)).text()).toBe('code');
    expect(caches.cache(IMMUTABLE_CACHE).has(chunk)).toBe(true);
    expect(await (await ask(chunk)).text()).toBe('code');
    expect(net.calls).toHaveLength(1);
    // Another origin's file is asked for with CORS (readable, so it can be kept), without cookies.
    expect(net.calls[0]).toEqual({ url: chunk, mode: 'cors' });
  });

  it('asks for a revalidated file every time, and shows the kept copy only when the network fails', async () => {
    const manifest = `${LOBBY}/mf-manifest.json`;
    const { net, caches, ask } = setup({ [manifest]: ['{"v":1}', 'no-cache'] });
    expect(await (await ask(manifest, 'cors')).text()).toBe('{"v":1}');
    expect(await (await ask(manifest, 'cors')).text()).toBe('{"v":1}');
    expect(net.calls).toHaveLength(2);
    expect(caches.cache(IMMUTABLE_CACHE).has(manifest)).toBe(false);
    expect(caches.cache(REVALIDATE_CACHE).has(manifest)).toBe(true);
    net.state.down = true;
    expect(await (await ask(manifest, 'cors')).text()).toBe('{"v":1}');
  });

  it('a new version of a revalidated file is served at once (never the kept copy while online)', async () => {
    const entry = `${SELF}/main.js`;
    const files: Record<string, [string, string]> = { [entry]: ['v1', 'no-cache'] };
    const { ask } = setup(files);
    expect(await (await ask(entry)).text()).toBe('v1');
    files[entry] = ['v2', 'no-cache'];
    expect(await (await ask(entry)).text()).toBe('v2');
  });

  it('keeps nothing that failed, and no file that is neither immutable nor revalidated', async () => {
    const icon = `${SELF}/icons/icon-192.png`;
    const { net, caches, ask } = setup({ [icon]: ['png', 'no-cache'] });
    expect((await ask(`${LOBBY}/gone.0a1b2c3d.js`)).status).toBe(404);
    await ask(icon);
    expect(caches.cache(IMMUTABLE_CACHE).size).toBe(0);
    expect(caches.cache(REVALIDATE_CACHE).size).toBe(0);
    net.state.down = true;
    await expect(ask(icon)).rejects.toThrow('Failed to fetch');
  });

  it('drops the oldest immutable files past the limit', async () => {
    const files: Record<string, [string, string]> = {};
    const urls = Array.from({ length: MAX_IMMUTABLE_ENTRIES + 3 }, (_, i) => `${SELF}/c${i}.${(0x10000000 + i).toString(16)}.js`);
    for (const url of urls) files[url] = ['x', IMMUTABLE];
    const { caches, ask } = setup(files);
    for (const url of urls) await ask(url);
    const kept = caches.cache(IMMUTABLE_CACHE);
    expect(kept.size).toBe(MAX_IMMUTABLE_ENTRIES);
    expect(kept.has(urls[0]!)).toBe(false);
    expect(kept.has(urls.at(-1)!)).toBe(true);
  });

  it("serves the offline page's own files (script, icon) from its cache when the network fails", async () => {
    const icon = `${SELF}/icons/icon-192.png`;
    const { net, caches, ask } = setup({ [icon]: ['png', 'no-cache'] });
    await (await caches.open(OFFLINE_CACHE)).put(icon, new Response('kept png'));
    // Online: the network's answer, as for any file that is not immutable.
    expect(await (await ask(icon)).text()).toBe('png');
    net.state.down = true;
    expect(await (await ask(icon)).text()).toBe('kept png');
  });
});

describe('answerPage', () => {
  const page = { url: `${SELF}/promotions`, mode: 'navigate', method: 'GET', destination: 'document' } as unknown as Request;

  it('is always the network answer (the preloaded one when there is one), never a kept page', async () => {
    const { net, deps } = setup({ [`${SELF}/promotions`]: ['<html>fresh</html>', 'no-cache'] });
    expect(await (await answerPage(page, undefined, deps)).text()).toBe('<html>fresh</html>');
    expect(await (await answerPage(page, Promise.resolve(new Response('<html>preloaded</html>')), deps)).text()).toBe('<html>preloaded</html>');
    expect(net.calls).toHaveLength(1);
  });

  it('is the offline page when the network fails', async () => {
    const { net, caches, deps } = setup({});
    (await caches.open(OFFLINE_CACHE)).put(OFFLINE_URL, new Response('<html>İnternet bağlantısı yok</html>'));
    net.state.down = true;
    expect(await (await answerPage(page, undefined, deps)).text()).toContain('İnternet bağlantısı yok');
    expect(await (await answerPage(page, Promise.reject(new TypeError('offline')), deps)).text()).toContain('İnternet bağlantısı yok');
  });
});
