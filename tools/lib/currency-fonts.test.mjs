// The shipped currency font draws every market's sign (issue 40: ₼ was an empty box in Debian's Chromium).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CURRENCY_WEIGHTS, currencyFontFile, ensureCurrencyFonts } from '../fonts/currency-fonts.mjs';

const require = createRequire(import.meta.url);
const fontkit = require('fontkit');

test('the currency fonts have the lira, the manat, the lari and the tenge (the Currency Symbols block), and nothing else', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'currency-fonts-'));
  try {
    assert.deepEqual(await ensureCurrencyFonts({ dir }), CURRENCY_WEIGHTS);
    // A second call finds them and writes nothing.
    assert.deepEqual(await ensureCurrencyFonts({ dir }), []);
    for (const weight of CURRENCY_WEIGHTS) {
      const file = currencyFontFile(weight, dir);
      const font = fontkit.create(await readFile(file));
      for (const sign of ['₺', '₼', '₾', '₸']) assert.ok(font.hasGlyphForCodePoint(sign.codePointAt(0)), `${sign} in the ${weight} face`);
      // Cut down to the block: no Latin letters (the system font keeps them).
      assert.equal(font.hasGlyphForCodePoint('A'.codePointAt(0)), false);
      assert.ok((await stat(file)).size < 8_000, `the ${weight} face stays small`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
