import { isImmutable, keptForOffline, requestKind, storable, type TRequestInfo } from './policy';

const SELF = 'https://casino.example';
const LOBBY = 'https://lobby.example';
const CDN = 'https://cdn.example';
const APPS = [LOBBY, CDN];
const req = (url: string, more: Partial<TRequestInfo> = {}): TRequestInfo => ({ url, method: 'GET', mode: 'no-cors', destination: 'script', ...more });

describe('requestKind: what the worker answers', () => {
  it('answers the site pages (network, else the offline page), not the API or other sites', () => {
    expect(requestKind(req(`${SELF}/`, { mode: 'navigate', destination: 'document' }), SELF, APPS)).toBe('page');
    expect(requestKind(req(`${SELF}/promotions?x=1`, { mode: 'navigate', destination: 'document' }), SELF, APPS)).toBe('page');
    expect(requestKind(req(`${SELF}/api/legal/doc`, { mode: 'navigate', destination: 'document' }), SELF, APPS)).toBe('pass');
    expect(requestKind(req('https://games.example/play', { mode: 'navigate', destination: 'iframe' }), SELF, APPS)).toBe('pass');
  });

  it("keeps the shell's and the remotes' files (their own origins and the CDN)", () => {
    expect(requestKind(req(`${SELF}/bootstrap.1a2b3c4d.js`), SELF, APPS)).toBe('asset');
    expect(requestKind(req(`${LOBBY}/src_pages_home.0a1b2c3d.js`), SELF, APPS)).toBe('asset');
    expect(requestKind(req(`${CDN}/lobby/0.2.0/routes.0a1b2c3d.js`), SELF, APPS)).toBe('asset');
    expect(requestKind(req(`${LOBBY}/mf-manifest.json`, { mode: 'cors', destination: '' }), SELF, APPS)).toBe('asset');
    expect(requestKind(req(`${LOBBY}/routes.json`, { mode: 'cors', destination: '' }), SELF, APPS)).toBe('asset');
    expect(requestKind(req(`${SELF}/main.css`, { destination: 'style' }), SELF, APPS)).toBe('asset');
  });

  it('never answers a remote entry, the registry, the API, the runtime config or the worker itself', () => {
    expect(requestKind(req(`${LOBBY}/remoteEntry.js`), SELF, APPS)).toBe('pass');
    expect(requestKind(req(`${CDN}/lobby/0.2.0/remoteEntry.js`, { mode: 'cors' }), SELF, APPS)).toBe('pass');
    expect(requestKind(req(`${SELF}/api/platform/registry?market=tr&device=1`, { mode: 'cors', destination: '' }), SELF, APPS)).toBe('pass');
    expect(requestKind(req('https://api.example/platform/registry', { mode: 'cors', destination: '' }), SELF, [...APPS, 'https://api.example'])).toBe('pass');
    expect(requestKind(req(`${SELF}/api/lobby/banner/list`, { mode: 'cors', destination: '' }), SELF, APPS)).toBe('pass');
    expect(requestKind(req(`${SELF}/runtime-config.js`), SELF, APPS)).toBe('pass');
    expect(requestKind(req(`${SELF}/sw.js`), SELF, APPS)).toBe('pass');
  });

  it('leaves other sites, other methods, media and odd URLs alone', () => {
    expect(requestKind(req('https://tracker.example/pixel.1a2b3c4d.js'), SELF, APPS)).toBe('pass');
    expect(requestKind(req(`${SELF}/upload`, { method: 'POST' }), SELF, APPS)).toBe('pass');
    expect(requestKind(req(`${SELF}/intro.mp4`, { destination: 'video' }), SELF, APPS)).toBe('pass');
    expect(requestKind(req('data:text/plain,hi'), SELF, APPS)).toBe('pass');
    expect(requestKind(req('not a url'), SELF, APPS)).toBe('pass');
  });
});

describe('what is kept', () => {
  it('keeps as immutable only what the server said never changes', () => {
    expect(isImmutable('public, max-age=31536000, immutable')).toBe(true);
    expect(isImmutable('immutable')).toBe(true);
    expect(isImmutable('no-cache')).toBe(false);
    expect(isImmutable('public, max-age=600')).toBe(false);
    expect(isImmutable('no-store, immutable')).toBe(false);
    expect(isImmutable(null)).toBe(false);
  });

  it('keeps a copy of manifests, route data and the shell entry for when the network fails', () => {
    expect(keptForOffline(`${LOBBY}/mf-manifest.json`)).toBe(true);
    expect(keptForOffline(`${LOBBY}/routes.json`)).toBe(true);
    expect(keptForOffline(`${SELF}/main.js`)).toBe(true);
    expect(keptForOffline(`${SELF}/icons/icon-192.png`)).toBe(false);
    expect(keptForOffline(`${SELF}/data.json`)).toBe(false);
  });

  it('stores only complete, readable, successful answers', () => {
    const headers = (cc = 'no-cache') => ({ get: (n: string) => (n === 'cache-control' ? cc : null) });
    expect(storable({ status: 200, type: 'cors', headers: headers() })).toBe(true);
    expect(storable({ status: 200, type: 'basic', headers: headers() })).toBe(true);
    expect(storable({ status: 0, type: 'opaque', headers: headers() })).toBe(false);
    expect(storable({ status: 206, type: 'basic', headers: headers() })).toBe(false);
    expect(storable({ status: 404, type: 'basic', headers: headers() })).toBe(false);
    expect(storable({ status: 200, type: 'basic', headers: headers('no-store') })).toBe(false);
  });
});
