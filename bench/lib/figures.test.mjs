import { test } from 'node:test';
import assert from 'node:assert/strict';
import { figuresOf, inpOf, jsTotal, lcpStability, median, medianFigures, overheadPercent, worstFigures } from './figures.mjs';

const lhr = (lcp, items) => ({
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'first-contentful-paint': { numericValue: lcp / 2 },
    'total-blocking-time': { numericValue: 100 },
    'cumulative-layout-shift': { numericValue: 0.01 },
    'network-requests': { details: { items } },
  },
});

test('median of odd and even counts, ignoring NaN', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([Number.NaN, 5]), 5);
  assert.ok(Number.isNaN(median([])));
});

test('figures count scripts per origin, requests and preflights', () => {
  const f = figuresOf(
    lhr(2000, [
      { url: 'http://a:1/main.js', resourceType: 'Script', transferSize: 100, resourceSize: 300 },
      { url: 'http://a:1/x.js', resourceType: 'Script', transferSize: 50, resourceSize: 150 },
      { url: 'http://b:2/remoteEntry.js', resourceType: 'Script', transferSize: 10, resourceSize: 40 },
      { url: 'http://api:3/user', resourceType: 'Preflight' },
      { url: 'http://a:1/', resourceType: 'Document', transferSize: 5 },
    ]),
  );
  assert.equal(f.requests, 5);
  assert.equal(f.preflights, 1);
  assert.deepEqual(f.js['http://a:1'], { transferred: 150, uncompressed: 450, files: 2 });
  assert.deepEqual(jsTotal(f.js), { transferred: 160, uncompressed: 490 });
  assert.equal(f.jsUrls.length, 3);
});

test('medians across runs, per origin', () => {
  const runs = [1000, 3000, 2000].map((lcp, i) => figuresOf(lhr(lcp, [{ url: 'http://a:1/m.js', resourceType: 'Script', transferSize: 10 * (i + 1), resourceSize: 20 }])));
  const m = medianFigures(runs);
  assert.equal(m.lcp, 2000);
  assert.equal(m.js['http://a:1'].transferred, 20);
});

test('overhead in percent', () => {
  assert.equal(overheadPercent(110, 100), 10);
  assert.ok(Number.isNaN(overheadPercent(1, 0)));
});

test('the worst run of each figure, JS sent included', () => {
  const run = (lcp, tbt, sent) => ({ ...figuresOf(lhr(lcp, [{ url: 'http://a:1/m.js', resourceType: 'Script', transferSize: sent, resourceSize: sent * 3 }])), tbt, tti: lcp * 2, si: lcp + 1 });
  const w = worstFigures([run(1000, 300, 10), run(2500, 100, 30), run(1200, 200, 20)]);
  assert.deepEqual(w, { lcp: 2500, tbt: 300, tti: 5000, si: 2501, jsSent: 30 });
});

test('the LCP element is stable only when every run names the same one', () => {
  const run = (selector) => ({ lcpElement: selector });
  assert.deepEqual(lcpStability([run('div#first-paint > img'), run('div#first-paint > img')]), { elements: ['div#first-paint > img', 'div#first-paint > img'], same: true });
  assert.equal(lcpStability([run('div#first-paint > img'), run('ul.lobby-carousel__track img')]).same, false);
  assert.equal(lcpStability([run(''), run('')]).same, false);
});

test('INP of a timespan, NaN without an interaction', () => {
  assert.equal(inpOf({ audits: { 'interaction-to-next-paint': { numericValue: 96 } } }), 96);
  assert.ok(Number.isNaN(inpOf({ audits: {} })));
});
