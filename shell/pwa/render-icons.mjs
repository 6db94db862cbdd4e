// Renders the app icons of the web app manifest (public/icons/*.png) from the SVGs beside this file, in
// Debian's Chromium: `node shell/pwa/render-icons.mjs` (from the repository root) after changing an SVG.
// The maskable icon keeps its mark inside the central 80 % (the safe zone a launcher's mask never cuts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { chromium } = createRequire(join(here, '..', '..', 'e2e', 'package.json'))('@playwright/test');
const out = join(here, '..', 'public', 'icons');
const icons = [
  ['icon.svg', 192, 'icon-192.png'],
  ['icon.svg', 512, 'icon-512.png'],
  ['icon-maskable.svg', 512, 'icon-maskable-512.png'],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
try {
  for (const [svg, size, png] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = readFileSync(join(here, svg), 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${markup}</body></html>`);
    await page.screenshot({ path: join(out, png), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
  }
} finally {
  await browser.close();
}
