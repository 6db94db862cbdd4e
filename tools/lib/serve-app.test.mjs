import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { cacheControlFor, closeServer, serveApp } from './serve-app.mjs';

const withApp = async (files, fn, env = {}) => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-app-'));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const server = await serveApp({ dir, port: 0, host: '127.0.0.1', spa: true, runtimeConfig: 'window.x=1;' });
  const { port } = server.address();
  try {
    await fn(`http://127.0.0.1:${port}`);
  } finally {
    await closeServer(server);
    process.env = saved;
    rmSync(dir, { recursive: true, force: true });
  }
};

test('hashed chunks are immutable for a year; entries and manifests revalidate', () => {
  assert.equal(cacheControlFor('/216.df988c37.js'), 'public, max-age=31536000, immutable');
  for (const entry of ['/remoteEntry.js', '/mf-manifest.json', '/index.html', '/main.js', '/routes.json']) assert.equal(cacheControlFor(entry), 'no-cache');
});

test('sends the pre-compressed brotli or gzip sibling when the browser accepts it', async () => {
  const js = 'console.log("hello");'.repeat(100);
  await withApp({ 'a.12345678.js': js, 'a.12345678.js.br': brotliCompressSync(js), 'a.12345678.js.gz': gzipSync(js) }, async (base) => {
    const br = await fetch(`${base}/a.12345678.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.equal(await br.text(), js);
    const gz = await fetch(`${base}/a.12345678.js`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.equal(await gz.text(), js);
  });
});

test('source maps are served in sandbox mode and refused in production', async () => {
  await withApp({ 'main.js.map': '{}' }, async (base) => assert.equal((await fetch(`${base}/main.js.map`)).status, 200), { APP_MODE: 'sandbox' });
  await withApp({ 'main.js.map': '{}' }, async (base) => assert.equal((await fetch(`${base}/main.js.map`)).status, 404), { APP_MODE: 'production' });
});

test('CORS preflights are cached for a day', async () => {
  await withApp({}, async (base) => {
    const res = await fetch(`${base}/remoteEntry.js`, { method: 'OPTIONS' });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-max-age'), '86400');
  });
});

test('the shell forwards /api/* to the API: same-origin calls, streamed, 502 envelope when it is down', async () => {
  const { default: http } = await import('node:http');
  const api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ path: req.url, method: req.method, body, xff: req.headers['x-forwarded-for'] ?? null, token: req.headers.token ?? null }));
    });
  });
  await new Promise((r) => api.listen(0, '127.0.0.1', r));
  const target = `http://127.0.0.1:${api.address().port}`;
  const dir = mkdtempSync(join(tmpdir(), 'serve-app-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  const shell = await serveApp({ dir, port: 0, host: '127.0.0.1', spa: true, apiProxy: target });
  const base = `http://127.0.0.1:${shell.address().port}`;
  try {
    const res = await fetch(`${base}/api/user/getUserInfo?x=1`, { method: 'POST', headers: { 'content-type': 'application/json', token: 't1' }, body: '{"appId":"2000"}' });
    const seen = await res.json();
    assert.equal(seen.path, '/user/getUserInfo?x=1');
    assert.equal(seen.method, 'POST');
    assert.equal(seen.body, '{"appId":"2000"}');
    assert.equal(seen.token, 't1');
    assert.match(seen.xff, /127\.0\.0\.1/);
    assert.equal((await fetch(`${base}/apiary`)).status, 200, 'not an API path: the SPA answers');
    await new Promise((r) => api.close(r));
    const down = await fetch(`${base}/api/health`);
    assert.equal(down.status, 502);
    assert.equal((await down.json()).state, '502');
  } finally {
    await closeServer(shell);
    if (api.listening) await new Promise((r) => api.close(r));
    rmSync(dir, { recursive: true, force: true });
  }
});
