// node --test tools/lib/haproxy.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { haproxyConfig, REPEATABLE_PATH_PREFIXES } from './haproxy.mjs';

test('balances over every instance with health checks and safe retries', () => {
  const cfg = haproxyConfig({ port: 4000, instances: [{ name: 'api-1', port: 4011 }, { name: 'api-2', port: 4012 }] });
  assert.match(cfg, /bind 0\.0\.0\.0:4000/);
  assert.match(cfg, /server api-1 127\.0\.0\.1:4011 check inter 1s fall 2 rise 1/);
  assert.match(cfg, /server api-2 127\.0\.0\.1:4012 check/);
  assert.match(cfg, /option httpchk GET \/health/);
  assert.match(cfg, /retry-on conn-failure empty-response response-timeout 503/);
  assert.match(cfg, /http-request disable-l7-retry unless repeatable \|\| safe_method/);
  assert.ok(REPEATABLE_PATH_PREFIXES.includes('/provider/'));
  // The gateway's callbacks are idempotent (a duplicate answers "duplicate", money moves once): retried too.
  assert.ok(REPEATABLE_PATH_PREFIXES.some((p) => '/cashier/gateway/callback'.startsWith(p)));
  assert.ok(!REPEATABLE_PATH_PREFIXES.some((p) => p.startsWith('/sms') || p.startsWith('/sso') || p.includes('withdraw')));
});
