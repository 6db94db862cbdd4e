import { test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { HOME_ROW_SIZE, createBootData, homeRemoteOf, preloadsFor } from './boot-data.mjs';
import { createFirstPaint, takeBuiltPreloads } from './first-paint.mjs';

const HASH = `sha384-${'A'.repeat(64)}`;
const lobby = { name: 'lobby', version: '1.2.0', manifestUrl: 'http://cdn.test/lobby/1.2.0/mf-manifest.json', entryUrl: 'http://cdn.test/lobby/1.2.0/remoteEntry.js', integrity: HASH, channel: 'stable' };
const wheel = { name: 'wheel', version: 'latest', manifestUrl: 'http://wheel.test/mf-manifest.json', entryUrl: 'http://wheel.test/remoteEntry.js', integrity: null, channel: 'stable' };
const registry = (shared = true) => ({ market: { id: 'tr', name: 'Türkiye', defaultLang: 'tk', currency: 'TRY' }, requestedMarket: null, remotes: [lobby, wheel], sharedByAllDevices: shared });
const lobbyRoutes = { namespace: 'lobby', routes: [{ path: '', name: 'Home', titleKey: 'lobby:routes.Home', layouts: ['desktop', 'mobile'], order: 0 }], titles: {} };
const wheelRoutes = { namespace: 'wheel', routes: [{ path: 'wheel', name: 'Wheel', titleKey: 'wheel:routes.Wheel', layouts: ['desktop'], order: 3 }], titles: {} };
const lobbyManifest = { exposes: [{ path: './routes', assets: { js: { sync: ['__federation_expose_routes.abc.js', '../evil.js', '//evil.test/x.js', 'javascript:alert(1).js'], async: ['13.x.js'] } } }] };
const catalogue = { labelList: [{ labelId: 7, code: 'hot' }], categoryList: [{ categoryId: 1 }, { categoryId: 2 }], providerList: [] };
const json = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (resultData) => json({ state: '200', msg: 'ok', resultData });

/** A fake API, CDN and remote: each path answers, counting calls; `registryAnswer` may be replaced. */
const fakeWorld = ({ shared = true, registryDelay = 0 } = {}) => {
  const calls = {};
  const fetchImpl = async (url, init = {}) => {
    const { pathname, search, host } = new URL(url);
    const key = `${host}${pathname}`;
    calls[key] = (calls[key] ?? 0) + 1;
    if (pathname === '/platform/registry') {
      await new Promise((resolve) => setTimeout(resolve, registryDelay));
      return ok({ ...registry(shared), requestedMarket: new URLSearchParams(search).get('market') });
    }
    if (pathname === '/labelGame/list') return ok(catalogue);
    if (pathname === '/labelGame/getGameByLabelCategoryAndPage') {
      const body = JSON.parse(init.body);
      return ok({ list: [{ gameId: body.categoryId * 10, gameName: `G${body.categoryId}` }], total: 40 + body.categoryId, page: 1, pageSize: body.pageSize });
    }
    if (url.toString() === 'http://cdn.test/lobby/1.2.0/routes.json') return json(lobbyRoutes);
    if (url.toString() === 'http://wheel.test/routes.json') return json(wheelRoutes);
    if (url.toString() === lobby.manifestUrl) return json(lobbyManifest);
    return json({}, 404);
  };
  return { calls, fetchImpl };
};

test('the home page carries the registry, every route table, the catalogue and its first rows', async () => {
  const world = fakeWorld();
  const boot = createBootData({ apiOrigin: 'http://api.test', fetchImpl: world.fetchImpl });
  const data = await boot.current(null);
  assert.equal(data.registry.sharedByAllDevices, true);
  assert.deepEqual(Object.keys(data.routes).sort(), [lobby.manifestUrl, wheel.manifestUrl].sort());
  assert.deepEqual(data.catalogue, catalogue);
  assert.deepEqual(Object.keys(data.rows).sort(), [`7:1:${HOME_ROW_SIZE}`, `7:2:${HOME_ROW_SIZE}`]);
  assert.equal(data.rows[`7:2:${HOME_ROW_SIZE}`].total, 42);
  // The home route's remote: its entry with its hash, and the chunks of its ./routes (never a path outside).
  assert.deepEqual(data.preloads, [
    { href: lobby.entryUrl, integrity: HASH },
    { href: 'http://cdn.test/lobby/1.2.0/__federation_expose_routes.abc.js' },
  ]);
  // Route data, manifests and the catalogue are cached; the registry is asked on every page.
  await boot.current(null);
  assert.equal(world.calls['api.test/platform/registry'], 2);
  assert.equal(world.calls['cdn.test/lobby/1.2.0/routes.json'], 1);
  assert.equal(world.calls['api.test/labelGame/list'], 1);
});

test('during a canary the registry stays out (each device asks with its id); the catalogue is still there', async () => {
  const boot = createBootData({ apiOrigin: 'http://api.test', fetchImpl: fakeWorld({ shared: false }).fetchImpl });
  const data = await boot.current('az');
  assert.equal(data.registry, undefined);
  assert.equal(data.routes, undefined);
  assert.deepEqual(data.preloads, []);
  assert.deepEqual(data.catalogue, catalogue);
});

test('a slow or failing API leaves the part out within the timeout', async () => {
  const slow = createBootData({ apiOrigin: 'http://api.test', timeoutMs: 50, fetchImpl: fakeWorld({ registryDelay: 500 }).fetchImpl });
  const started = Date.now();
  const data = await slow.current(null);
  assert.ok(Date.now() - started < 400, 'the page did not wait for the registry');
  assert.equal(data.registry, undefined);
  const down = createBootData({ apiOrigin: 'http://api.test', fetchImpl: async () => json({ state: '500', code: 'X' }, 500) });
  assert.deepEqual(await down.current(null), { preloads: [] });
});

test('the home remote is the one that owns the empty path; preloads keep to the remote\'s own files', () => {
  assert.equal(homeRemoteOf({ wheel: wheelRoutes, lobby: lobbyRoutes }), 'lobby');
  assert.equal(homeRemoteOf({ wheel: wheelRoutes }), null);
  assert.deepEqual(preloadsFor(wheel, undefined), [{ href: wheel.entryUrl }]);
});

test('in the page: the data beside the banners, and the entry and every script only after the first paint', async () => {
  const world = fakeWorld();
  const fetchImpl = (url, init) => (new URL(url).pathname === '/banner/list' ? Promise.resolve(ok([])) : world.fetchImpl(url, init));
  const firstPaint = createFirstPaint({ apiOrigin: 'http://api.test', apiBaseUrl: '/api', fetchImpl, bootData: createBootData({ apiOrigin: 'http://api.test', fetchImpl: world.fetchImpl }) });
  const index = '<!doctype html><html><head><script defer src=/main.js></script><link rel=preload as=script href=/bootstrap.1.js fetchpriority=low></head><body><div id=root></div></body></html>';
  const html = await firstPaint.render(index, { nonce: 'n0nce', url: '/?market=tr' });
  assert.doesNotMatch(html, /<link rel=preload as=script/, 'no script preload in <head>: they would compete with the picture');
  assert.doesNotMatch(html, /<script defer src=/, 'no entry script in <head>: its evaluation would come before the picture');
  const script = html.match(/<script nonce="n0nce">window\.__CASINO_FIRST_PAINT__=(.*?);\((function.*?)\)\((.*?)\);<\/script>/);
  assert.ok(script, 'one inline script with the data and the preloader');
  const data = JSON.parse(script[1]);
  assert.equal(data.registry.requestedMarket, 'tr');
  assert.ok(data.catalogue && data.rows && data.routes);
  assert.match(script[2], /requestAnimationFrame/);
  const [scripts, entry, currency] = JSON.parse(`[${script[3]}]`);
  assert.deepEqual(scripts, [{ href: '/bootstrap.1.js' }, { href: lobby.entryUrl, integrity: HASH }, { href: 'http://cdn.test/lobby/1.2.0/__federation_expose_routes.abc.js' }]);
  assert.equal(entry, '/main.js');
  assert.equal(currency, 'TRY', "the market's currency, for the number format's warm-up");
  assert.deepEqual(takeBuiltPreloads(index), { html: '<!doctype html><html><head></head><body><div id=root></div></body></html>', scripts: [{ href: '/bootstrap.1.js' }], entry: '/main.js' });
  // An entry tag that reads otherwise stays where the build put it (the page still starts).
  const other = '<html><head><script defer="defer" src="/main.js"></script></head></html>';
  assert.deepEqual(takeBuiltPreloads(other), { html: other, scripts: [], entry: null });
});

test('after the paint, one task each: the entry, the preloads four at a time, then the first number format', async () => {
  const firstPaint = createFirstPaint({ apiOrigin: 'http://api.test', apiBaseUrl: '/api', fetchImpl: () => Promise.resolve(ok([])), bootData: { current: async () => ({ registry: registry(), preloads: [1, 2, 3, 4, 5].map((n) => ({ href: `/c${n}.js` })) }), warm: () => {} } });
  const html = await firstPaint.render('<html><head><script defer src=/main.js></script></head><body></body></html>');
  const code = html.match(/<script>(window\.__CASINO_FIRST_PAINT__=.*?)<\/script>/)[1];
  // A browser's part, recorded: each task's DOM additions and formatters.
  const tasks = [];
  let current = null;
  const queue = [];
  const record = (what) => current.push(what);
  const document = { hidden: false, documentElement: { lang: 'tr' }, createElement: () => ({}), head: { appendChild: (el) => record(el.src ? `script ${el.src}` : `preload ${el.href}`) } };
  const Intl = { NumberFormat: function (locale, options) { record(`format ${locale} ${options.currency}`); this.formatToParts = () => []; } };
  const context = { window: {}, document, Intl, setTimeout: (fn, _ms, ...args) => queue.push(() => fn(...args)), requestAnimationFrame: (fn) => queue.push(fn) };
  vm.runInNewContext(code, context);
  while (queue.length > 0) {
    tasks.push((current = []));
    queue.shift()();
  }
  assert.deepEqual(tasks.filter((t) => t.length > 0), [
    ['script /main.js'],
    ['preload /c1.js', 'preload /c2.js', 'preload /c3.js', 'preload /c4.js'],
    ['preload /c5.js'],
    ['format tr TRY'],
  ]);
});
