import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading'] });
await page.goto(process.env.URL || 'http://localhost:3500/', { waitUntil: 'load' });
await page.waitForTimeout(6000);
const buf = await browser.stopTracing();
const { traceEvents } = JSON.parse(buf.toString());
const main = traceEvents.filter((e) => e.name === 'RunTask' && e.dur > 8000);
const t0 = traceEvents.find((e) => e.name === 'navigationStart')?.ts ?? main[0].ts;
for (const task of main) {
  const kids = traceEvents.filter((e) => e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts < task.ts + task.dur && e.ph === 'X' && e.name !== 'RunTask' && e.dur > 1500);
  const agg = {};
  for (const k of kids) agg[k.name + (k.args?.data?.url ? ' ' + k.args.data.url.slice(-28) : '')] = (agg[k.name + (k.args?.data?.url ? ' ' + k.args.data.url.slice(-28) : '')] ?? 0) + k.dur;
  const top = Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([n, d]) => `${n}:${(d / 1000).toFixed(1)}`).join(' | ');
  console.log(((task.ts - t0) / 1000).toFixed(0).padStart(5), (task.dur / 1000).toFixed(1).padStart(6), top);
}
await browser.close();
