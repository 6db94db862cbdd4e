// The site's currency signs, shipped: every market's sign must draw (the manat ₼ was an empty box in Debian's
// Chromium, whose system fonts lack it). Noto Sans (OFL, @fontsource/noto-sans, pinned) has the whole Currency
// Symbols block; it is cut down to that block (U+20A0-20C0, about 3.5 KB of woff2 per weight) and written beside
// shared/src/fonts/currency.css, whose @font-face carries the same unicode-range: a page downloads it only when it
// shows a currency sign, and every other character keeps the system font. Run before every build (build.mjs, dev.mjs).
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CURRENCY_FONT_DIR = path.join(ROOT, 'shared/src/fonts');
/** The Unicode Currency Symbols block (Noto Sans latin-ext has it but €, which the system fonts draw): ₺ U+20BA, ₼ U+20BC, ₾ U+20BE... */
export const CURRENCY_BLOCK = { from: 0x20a0, to: 0x20c0 };
export const CURRENCY_WEIGHTS = [400, 700];

export const currencyFontFile = (weight, dir = CURRENCY_FONT_DIR) => path.join(dir, `currency-${weight}.woff2`);

const blockText = () => {
  let text = '';
  for (let c = CURRENCY_BLOCK.from; c <= CURRENCY_BLOCK.to; c++) text += String.fromCodePoint(c);
  return text;
};

/** Writes the currency fonts into `dir` unless they are there already (`force` writes them again). Safe when builds run side by side. */
export const ensureCurrencyFonts = async ({ dir = CURRENCY_FONT_DIR, force = false } = {}) => {
  const missing = CURRENCY_WEIGHTS.filter((w) => force || !existsSync(currencyFontFile(w, dir)));
  if (missing.length === 0) return [];
  const subsetFont = require('subset-font');
  const source = path.dirname(require.resolve('@fontsource/noto-sans/package.json'));
  await mkdir(dir, { recursive: true });
  for (const weight of missing) {
    const font = await readFile(path.join(source, 'files', `noto-sans-latin-ext-${weight}-normal.woff2`));
    const subset = await subsetFont(font, blockText(), { targetFormat: 'woff2' });
    // Another build may write the same file at the same moment: each writes its own temporary file and renames it.
    const temporary = `${currencyFontFile(weight, dir)}.${process.pid}.tmp`;
    await writeFile(temporary, subset);
    await rename(temporary, currencyFontFile(weight, dir));
  }
  return missing;
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = await ensureCurrencyFonts({ force: process.argv.includes('--force') });
  console.log(written.length ? `currency fonts written (${written.join(', ')}) in ${path.relative(ROOT, CURRENCY_FONT_DIR)}` : 'currency fonts up to date');
}
