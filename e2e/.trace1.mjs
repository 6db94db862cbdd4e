import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36', isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
const page = await ctx.newPage(); if (process.env.RM) await page.emulateMedia({ reducedMotion: 'reduce' });
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU || 4) });
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: Number(process.env.RTT || 150), downloadThroughput: 1.6 * 1024 * 1024 / 8, uploadThroughput: 750 * 1024 / 8 });
await page.addInitScript(() => {
  window.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push(['LONG', Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  window.__mark = [];
  const push = (what) => window.__mark.push(['MUT', Math.round(performance.now()), what]);
  document.addEventListener('DOMContentLoaded', () => push('DCL'));
});
await page.goto(process.env.URL || 'http://localhost:3500/', { waitUntil: 'load' });
await page.waitForTimeout(Number(process.env.WAIT || 9000));
const out = await page.evaluate(() => {
  const res = performance.getEntriesByType('resource').map((r) => ['RES', Math.round(r.responseEnd), Math.round(r.startTime), r.name.replace(location.origin, '').slice(0, 70)]);
  const paints = performance.getEntriesByType('paint').map((p) => ['PAINT', Math.round(p.startTime), p.name]);
  return [...window.__lt, ...res, ...paints, ...window.__mark].sort((a, b) => a[1] - b[1]);
});
for (const r of out) console.log(r.join('\t'));
const fp = await page.evaluate(() => !!document.getElementById('first-paint'));
console.log('first-paint still there', fp, 'cards', await page.locator('[data-testid=game-card]').count());
await browser.close();
