import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
await page.goto('http://localhost:3500/promotions'); await page.waitForTimeout(1500);
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading', 'v8'] });
await page.goto(process.env.URL || 'http://localhost:3500/', { waitUntil: 'load' });
await page.waitForTimeout(3000);
const buf = await browser.stopTracing();
const { traceEvents } = JSON.parse(buf.toString());
const t0 = (traceEvents.find((e) => e.name === 'navigationStart') ?? traceEvents.find((e) => e.name === 'ResourceSendRequest')).ts;
const main = traceEvents.filter((e) => e.name === 'RunTask' && e.dur > 15000 && e.ts > t0);
for (const task of main.slice(0, Number(process.env.N || 4))) {
  console.log('TASK', ((task.ts - t0) / 1000).toFixed(0), (task.dur / 1000).toFixed(1));
  const kids = traceEvents.filter((e) => e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts < task.ts + task.dur && e.ph === 'X' && e.dur > 3000 && e.name !== 'RunTask');
  for (const k of kids) console.log('   ', ((k.ts - task.ts) / 1000).toFixed(1).padStart(6), (k.dur / 1000).toFixed(1).padStart(6), k.name, JSON.stringify(k.args?.data ?? {}).slice(0, 110));
}
await browser.close();
