import type { RemoteManifest, RemoteRoutesData } from '@casino/shared';
import { toRoutesData } from '@casino/shared';
import { findByKey, manifestFromData, routesDataUrl, sanitizeRoutesData } from './routes-data';

const Page = () => null;
const real: RemoteManifest = {
  namespace: 'demo',
  messages: async () => ({}),
  routes: [
    { path: '', name: 'Home', titleKey: 'demo:routes.Home', layouts: ['desktop', 'mobile'], order: 0, load: async () => ({ default: Page }) },
    { path: 'game/:id', name: 'game', titleKey: 'demo:routes.game', layouts: ['desktop'], order: 1, load: async () => ({ default: Page }) },
    {
      path: 'me',
      name: 'me',
      titleKey: 'demo:routes.me',
      layouts: ['desktop', 'mobile'],
      order: 2,
      load: async () => ({ default: Page }),
      children: [{ path: 'bank', name: 'bank', titleKey: 'demo:routes.bank', layouts: ['mobile'], order: 0, load: async () => ({ default: Page }) }],
    },
  ],
};
const messages = { tk: { routes: { Home: 'Ana Sayfa', game: 'Oyun', me: 'Ben', bank: 'Banka' }, other: { long: 'not a title' } }, en: { routes: { Home: 'Home', game: 'Game', me: 'Me', bank: 'Bank' } } };

describe('route data', () => {
  it('is the routes without loaders, with only the title messages', () => {
    const data = toRoutesData(real, messages);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(data.routes[2]!.children![0]).toEqual({ path: 'bank', name: 'bank', titleKey: 'demo:routes.bank', layouts: ['mobile'], order: 0 });
    expect(data.titles.tk).toEqual({ routes: { Home: 'Ana Sayfa', game: 'Oyun', me: 'Ben', bank: 'Banka' } });
    expect(data.titles.en).toEqual(messages.en);
  });

  it('lives beside the manifest', () => {
    expect(routesDataUrl('http://cdn.example/lobby/1.4.0/mf-manifest.json')).toBe('http://cdn.example/lobby/1.4.0/routes.json');
  });

  it('refuses malformed data', () => {
    const good = toRoutesData(real, messages);
    expect(sanitizeRoutesData(good)).toEqual(good);
    expect(sanitizeRoutesData(null)).toBeNull();
    expect(sanitizeRoutesData({ ...good, namespace: '<script>' })).toBeNull();
    expect(sanitizeRoutesData({ ...good, routes: [{ path: 'x' }] })).toBeNull();
    expect(sanitizeRoutesData({ ...good, routes: [{ ...good.routes[0], layouts: ['tv'] }] })).toBeNull();
  });

  it('loads the remote code only when a route renders, then the page the real route names', async () => {
    const code = jest.fn(async () => real);
    const manifest = manifestFromData(toRoutesData(real, messages), code);
    expect(code).not.toHaveBeenCalled();
    expect(await manifest.messages('tk')).toEqual(messages.tk.routes ? { routes: messages.tk.routes } : {});
    const child = manifest.routes[2]!.children![0]!;
    await expect(child.load()).resolves.toEqual({ default: Page });
    // One function for both: it gives the module and the module with its messages (the shell memoizes each).
    expect(code).toHaveBeenCalled();
    expect(findByKey(real.routes, 'bank|bank|mobile')).toBe(real.routes[2]!.children![0]);
  });

  it('fetches the page beside the messages (not after them), once for however many renders ask', async () => {
    let releaseMessages: () => void = () => {};
    const messagesDone = new Promise<void>((resolve) => (releaseMessages = resolve));
    const pageLoad = jest.fn(async () => ({ default: Page }));
    const withPage: RemoteManifest = { ...real, routes: [{ ...real.routes[0]!, load: pageLoad }] };
    const module = jest.fn(async () => withPage);
    const code = jest.fn(async () => {
      await messagesDone;
      return withPage;
    });
    const home = manifestFromData(toRoutesData(withPage, messages), { code, module }).routes[0]!;
    const first = home.load();
    const second = home.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The page chunk is on its way while the messages are not there yet; the load waits for both.
    expect(pageLoad).toHaveBeenCalledTimes(1);
    let settled = false;
    void first.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    releaseMessages();
    await expect(first).resolves.toEqual({ default: Page });
    expect(second).toBe(first);
    expect(module).toHaveBeenCalledTimes(1);
    expect(code).toHaveBeenCalledTimes(1);
  });

  it('a failed load runs again on the next ask (the panel\'s retry)', async () => {
    const code = jest.fn().mockRejectedValueOnce(new Error('entry down')).mockResolvedValue(real);
    const home = manifestFromData(toRoutesData(real, messages), code).routes[0]!;
    await expect(home.load()).rejects.toThrow('entry down');
    await expect(home.load()).resolves.toEqual({ default: Page });
  });

  it('a route the code no longer has fails to load (the page shows the unavailable panel)', async () => {
    const data: RemoteRoutesData = { namespace: 'demo', routes: [{ path: 'gone', name: 'gone', titleKey: 'demo:routes.gone', layouts: ['desktop'], order: 9 }], titles: {} };
    await expect(manifestFromData(data, async () => real).routes[0]!.load()).rejects.toThrow(/not in the remote's code/);
  });
});
