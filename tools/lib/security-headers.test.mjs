import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseSecurityHeaders, FILES_CSP, pageCsp, permissionsPolicy } from './security-headers.mjs';
import { closeServer, serveApp } from './serve-app.mjs';

const directives = (csp) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
const SHELL = "script-src 'self' http://cdn.test http://lobby.test; connect-src 'self' http://api.test http://lobby.test; frame-src http://games.test; object-src 'none'; base-uri 'self'";

test("a page policy gets default-src, frame-ancestors 'none' and keeps every source it had", () => {
  const policy = directives(pageCsp(SHELL));
  assert.deepEqual(policy.get('default-src'), ["'self'"]);
  assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
  assert.deepEqual(policy.get('script-src'), ["'self'", 'http://cdn.test', 'http://lobby.test']);
  assert.deepEqual(policy.get('frame-src'), ['http://games.test']);
  assert.deepEqual(policy.get('form-action'), ["'self'"]);
  // Styles and images from where the page already loads scripts and data; the remotes inject inline <style>.
  assert.ok(policy.get('style-src').includes("'unsafe-inline'") && policy.get('style-src').includes('http://lobby.test'));
  for (const source of ['data:', 'http://api.test', 'http://cdn.test']) assert.ok(policy.get('img-src').includes(source), source);
  // Nothing the caller wrote is repeated or replaced.
  assert.equal(pageCsp(SHELL).match(/base-uri/g).length, 1);
  assert.deepEqual(directives(pageCsp("default-src 'none'; frame-ancestors https://x.test")).get('frame-ancestors'), ['https://x.test']);
});

test('the permissions policy turns off what no page uses and lets only the framed origins go full screen', () => {
  const policy = permissionsPolicy({ frameOrigins: ['http://games.test'] });
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) assert.ok(policy.includes(feature), feature);
  assert.match(policy, /fullscreen=\(self "http:\/\/games\.test"\)/);
  assert.doesNotMatch(permissionsPolicy(), /games/);
});

test('HSTS only in production', () => {
  assert.equal(baseSecurityHeaders({ production: false })['Strict-Transport-Security'], undefined);
  assert.match(baseSecurityHeaders({ production: true })['Strict-Transport-Security'], /^max-age=31536000/);
  assert.equal(baseSecurityHeaders({ production: false })['Referrer-Policy'], 'strict-origin-when-cross-origin');
});

const serve = async (options, fn, env = {}) => {
  const dir = mkdtempSync(join(tmpdir(), 'security-headers-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script src=/runtime-config.js></script>');
  writeFileSync(join(dir, 'remoteEntry.js'), 'var x=1;');
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const server = await serveApp({ dir, port: 0, host: '127.0.0.1', ...options });
  try {
    await fn(`http://127.0.0.1:${server.address().port}`);
  } finally {
    await closeServer(server);
    process.env = saved;
    rmSync(dir, { recursive: true, force: true });
  }
};

test("the shell's page: never framed, no CORS, the completed policy with the inline script's nonce", async () => {
  await serve({ spa: true, csp: SHELL, runtimeConfig: 'window.c=1;' }, async (base) => {
    const page = await fetch(`${base}/kisiselBilgiler`);
    assert.equal(page.headers.get('access-control-allow-origin'), null);
    assert.equal(page.headers.get('x-frame-options'), 'DENY');
    assert.equal(page.headers.get('strict-transport-security'), null);
    const policy = directives(page.headers.get('content-security-policy'));
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    const nonce = /nonce="([^"]+)"/.exec(await page.text())?.[1];
    assert.ok(nonce && policy.get('script-src').includes(`'nonce-${nonce}'`));
    assert.match(page.headers.get('permissions-policy'), /fullscreen=\(self "http:\/\/games\.test"\)/);
    // Its own scripts stay fetchable cross-origin (federation).
    assert.equal((await fetch(`${base}/remoteEntry.js`)).headers.get('access-control-allow-origin'), '*');
  });
});

test('a remote origin: CORS for its files, a policy that runs and frames nothing, HSTS in production', async () => {
  await serve(
    {},
    async (base) => {
      const entry = await fetch(`${base}/remoteEntry.js`);
      assert.equal(entry.headers.get('access-control-allow-origin'), '*');
      assert.equal(entry.headers.get('content-security-policy'), FILES_CSP);
      assert.equal(entry.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.match(entry.headers.get('strict-transport-security'), /max-age=31536000/);
    },
    { APP_MODE: 'production' },
  );
});

test("the console's page: a same-origin policy with default-src and frame-ancestors 'none'", async () => {
  await serve({ spa: true, runtimeConfig: 'window.c=1;' }, async (base) => {
    const policy = directives((await fetch(`${base}/markets`)).headers.get('content-security-policy'));
    assert.deepEqual(policy.get('default-src'), ["'self'"]);
    assert.deepEqual(policy.get('connect-src'), ["'self'"]);
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
  });
});
