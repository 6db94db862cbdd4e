// Production build of the app in the current directory: `pnpm build` in a front-end package.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureCurrencyFonts } from '../fonts/currency-fonts.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
// The currency signs' font first: the stylesheets point at it.
await ensureCurrencyFonts();
const configFactory = require(path.resolve('webpack.config.cjs'));
const config = configFactory({}, { mode: 'production' });

const started = Date.now();
webpack(config, (err, stats) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true });
  for (const w of info.warnings ?? []) console.warn('warning:', w.message);
  if (stats.hasErrors()) {
    for (const e of info.errors ?? []) console.error(e.message);
    process.exit(1);
  }
  const bytes = (info.assets ?? []).filter((a) => typeof a.name === 'string' && a.name.endsWith('.js')).reduce((n, a) => n + a.size, 0);
  console.log(`built ${path.basename(process.cwd())} in ${Date.now() - started} ms (${(bytes / 1024).toFixed(0)} KiB of JS)`);
});
