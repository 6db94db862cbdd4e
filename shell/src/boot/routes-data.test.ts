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
    expect(code).toHaveBeenCalledTimes(1);
    expect(findByKey(real.routes, 'bank|bank|mobile')).toBe(real.routes[2]!.children![0]);
  });

  it('a route the code no longer has fails to load (the page shows the unavailable panel)', async () => {
    const data: RemoteRoutesData = { namespace: 'demo', routes: [{ path: 'gone', name: 'gone', titleKey: 'demo:routes.gone', layouts: ['desktop'], order: 9 }], titles: {} };
    await expect(manifestFromData(data, async () => real).routes[0]!.load()).rejects.toThrow(/not in the remote's code/);
  });
});
