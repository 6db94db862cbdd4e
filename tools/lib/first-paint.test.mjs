import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_PAINT_ID, bannerImageSrc, createFirstPaint, firstPaintHtml, servesFirstPaint } from './first-paint.mjs';
import { closeServer, serveApp } from './serve-app.mjs';

const INDEX = '<!doctype html><html><head><meta charset="utf-8"><script src="/runtime-config.js"></script></head><body><div id="root"></div></body></html>';
const BANNERS = [
  { id: 1, title: 'Hoş geldiniz!', subtitle: 'x', imageUrl: '/banner/art/1.svg', link: '/promo' },
  { id: 2, title: 'İkinci', subtitle: 'y', imageUrl: 'https://cdn.example/b.png', link: '' },
];
const okBody = (resultData) => new Response(JSON.stringify({ state: '200', msg: 'ok', resultData }), { status: 200 });

test('only the home page gets the first screen', () => {
  assert.equal(servesFirstPaint('/'), true);
  assert.equal(servesFirstPaint('/?market=az'), true);
  assert.equal(servesFirstPaint('/index.html'), true);
  for (const url of ['/gameAll', '/main.js', '/login', '/m/']) assert.equal(servesFirstPaint(url), false, url);
});

test('banner images load from the page API base; odd URLs are not used', () => {
  assert.equal(bannerImageSrc('/banner/art/1.svg', '/api'), '/api/banner/art/1.svg');
  assert.equal(bannerImageSrc('/banner/art/1.svg', 'https://api.example/'), 'https://api.example/banner/art/1.svg');
  assert.equal(bannerImageSrc('https://cdn.example/b.png', '/api'), 'https://cdn.example/b.png');
  for (const bad of ['', '//evil.example/x.svg', 'javascript:alert(1)', 'relative.svg', 42]) assert.equal(bannerImageSrc(bad, '/api'), null, String(bad));
});

test('the picture shows the first banner and carries the list as script-safe data', () => {
  const html = firstPaintHtml({ banners: [{ ...BANNERS[0], title: '</script><script>alert(1)</script>' }], apiBaseUrl: '/api' });
  assert.match(html, new RegExp(`<div id="${FIRST_PAINT_ID}" aria-hidden="true">`));
  assert.match(html, /<img src="\/api\/banner\/art\/1\.svg"[^>]*fetchpriority="high"/);
  assert.doesNotMatch(html, /<\/script><script>alert/);
  const data = JSON.parse(html.match(/__CASINO_FIRST_PAINT__=(.*);<\/script>$/)[1]);
  assert.equal(data.banners[0].title, '</script><script>alert(1)</script>');
});

test('no banners or malformed ones: the picture keeps the empty box and carries an empty list', () => {
  for (const banners of [[], null, [{ id: 'x' }], 'nope']) {
    const html = firstPaintHtml({ banners, apiBaseUrl: '/api' });
    assert.doesNotMatch(html, /<img/);
    assert.match(html, /"banners":\[\]/);
  }
});

test('the picture holds still: no animation repaints it while the boot needs the main thread', () => {
  const html = firstPaintHtml({ banners: BANNERS, apiBaseUrl: '/api' });
  // A looping pulse on its placeholders cost a phone seconds of paint work before the page could answer a tap.
  assert.doesNotMatch(html, /animation|@keyframes/);
});

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360"><rect width="1200" height="360" fill="#123"/></svg>';
const svgBody = (svg) => new Response(svg, { status: 200, headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
/** A fake API: the banner list and the art, counting the list calls. */
const fakeApi = ({ list = () => Promise.resolve(okBody(BANNERS)), art = () => Promise.resolve(svgBody(SVG)) } = {}) => {
  const calls = { list: 0, art: 0 };
  const fetchImpl = (url) => {
    const path = new URL(url).pathname;
    if (path === '/banner/list') return (calls.list++, list());
    return (calls.art++, art(path));
  };
  return { calls, fetchImpl };
};

test('the first banner small generated art is inline (it paints with the HTML); big or foreign art goes by URL, preloaded', async () => {
  const api = fakeApi();
  const html = await createFirstPaint({ apiOrigin: 'http://api.test', apiBaseUrl: '/api', fetchImpl: api.fetchImpl }).render(INDEX);
  assert.match(html, /<img src="data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  assert.doesNotMatch(html, /rel="preload"/);
  assert.equal(api.calls.art, 1);

  const big = fakeApi({ art: () => Promise.resolve(svgBody(`<svg>${'x'.repeat(17_000)}</svg>`)) });
  const bigHtml = await createFirstPaint({ apiOrigin: 'http://api.test', apiBaseUrl: '/api', fetchImpl: big.fetchImpl }).render(INDEX);
  assert.match(bigHtml, /<head><link rel="preload" as="image" href="\/api\/banner\/art\/1\.svg"/);
  assert.match(bigHtml, /<img src="\/api\/banner\/art\/1\.svg"/);

  const webpBytes = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1');
  const webp = fakeApi({ list: () => Promise.resolve(okBody([{ ...BANNERS[0], imageUrl: '/banner/art/1.webp?lang=en' }])), art: () => Promise.resolve(new Response(webpBytes, { status: 200, headers: { 'content-type': 'image/webp' } })) });
  const webpHtml = await createFirstPaint({ apiOrigin: 'http://api.test', apiBaseUrl: '/api', fetchImpl: webp.fetchImpl }).render(INDEX);
  assert.match(webpHtml, new RegExp(`<img src="data:image/webp;base64,${webpBytes.toString('base64')}"`));

  const notSvg = fakeApi({ art: () => Promise.resolve(new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } })) });
  assert.match(await createFirstPaint({ apiOrigin: 'http://api.test', apiBaseUrl: '/api', fetchImpl: notSvg.fetchImpl }).render(INDEX), /<img src="\/api\/banner/);

  const foreign = fakeApi({ list: () => Promise.resolve(okBody([BANNERS[1]])) });
  const foreignHtml = await createFirstPaint({ apiOrigin: 'http://api.test', apiBaseUrl: '/api', fetchImpl: foreign.fetchImpl }).render(INDEX);
  assert.match(foreignHtml, /<img src="https:\/\/cdn\.example\/b\.png"/);
  assert.equal(foreign.calls.art, 0, 'art of other origins is never fetched by the server');
});

test('the API is asked once per TTL, a slow API never holds the page longer than the timeout, failures give no banner', async () => {
  let t = 0;
  let list = () => Promise.resolve(okBody(BANNERS));
  const api = fakeApi({ list: () => list() });
  const fp = createFirstPaint({ apiOrigin: 'http://api.test', apiBaseUrl: '/api', ttlMs: 1_000, timeoutMs: 50, now: () => t, fetchImpl: api.fetchImpl });
  assert.match(await fp.render(INDEX), /<body><div id="first-paint"/);
  await fp.render(INDEX);
  assert.equal(api.calls.list, 1, 'cached within the TTL');

  t = 2_000;
  list = () => Promise.reject(new Error('down'));
  assert.match(await fp.render(INDEX), /data:image\/svg\+xml/, 'stale copy while it revalidates');
  await new Promise((r) => setImmediate(r));
  assert.equal(api.calls.list, 2);

  const slow = createFirstPaint({ apiOrigin: 'http://api.test', apiBaseUrl: '/api', timeoutMs: 30, fetchImpl: () => new Promise(() => {}) });
  const started = Date.now();
  const html = await slow.render(INDEX);
  assert.ok(Date.now() - started < 1_000);
  assert.doesNotMatch(html, /<img/);

  const failing = createFirstPaint({ apiOrigin: 'http://api.test', apiBaseUrl: '/api', fetchImpl: () => Promise.resolve(new Response('no', { status: 503 })) });
  assert.doesNotMatch(await failing.render(INDEX), /<img/);
});

test('the shell server sends the home page with its first screen, compressed and never cached; other paths as before', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'first-paint-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  const firstPaint = createFirstPaint({ apiOrigin: 'http://api.test', apiBaseUrl: '/api', fetchImpl: fakeApi().fetchImpl });
  const server = await serveApp({ dir, port: 0, host: '127.0.0.1', spa: true, firstPaint, runtimeConfig: () => 'window.__CASINO_CONFIG__={"apiBaseUrl":"/api"};' });
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    const home = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(home.headers.get('content-encoding'), 'br');
    assert.equal(home.headers.get('cache-control'), 'no-cache');
    const html = await home.text();
    assert.match(html, /id="first-paint"/);
    // The runtime config is inline (no round trip before the first paint), its script and the picture's carry one nonce.
    assert.doesNotMatch(html, /src="\/runtime-config\.js"/);
    const nonces = [...html.matchAll(/<script nonce="([^"]+)">/g)].map((m) => m[1]);
    assert.equal(nonces.length, 2);
    assert.equal(new Set(nonces).size, 1);
    assert.match(html, /<script nonce="[^"]+">window\.__CASINO_CONFIG__=\{"apiBaseUrl":"\/api"\};<\/script>/);
    const again = await (await fetch(`${base}/`)).text();
    assert.notEqual(again.match(/nonce="([^"]+)"/)[1], nonces[0], 'a new nonce per response');

    // The build minifies index.html: the tag is then unquoted.
    writeFileSync(join(dir, 'index.html'), INDEX.replace('<script src="/runtime-config.js">', '<script src=/runtime-config.js>'));
    assert.doesNotMatch(await (await fetch(`${base}/`)).text(), /runtime-config\.js/);

    const deep = await fetch(`${base}/gameAll`);
    assert.equal(deep.status, 200);
    const deepHtml = await deep.text();
    assert.doesNotMatch(deepHtml, /first-paint/);
    assert.match(deepHtml, /window\.__CASINO_CONFIG__=/);
    const asset = await fetch(`${base}/missing.js`);
    assert.equal(asset.status, 404, 'files are not pages');
  } finally {
    await closeServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
});
