// Builds the game client to dist/: one hashed JS bundle and one hashed CSS file, and the index.html
// the provider serves (it injects the session's config). Minified, ES2019 for older phones.
import { rmSync, writeFileSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
rmSync(dist, { recursive: true, force: true });

const result = await build({
  entryPoints: { app: join(here, 'src', 'main.tsx'), sportsbook: join(here, 'src', 'sportsbook', 'main.tsx') },
  bundle: true,
  minify: true,
  format: 'esm',
  target: ['es2019', 'safari13'],
  outdir: dist,
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  tsconfig: join(here, 'tsconfig.json'),
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
});

const outputs = Object.keys(result.metafile.outputs).map((file) => file.split('/').pop());
const bytes = (file) => readFileSync(join(dist, file));
// Two pages: the game client (index.html) and the sportsbook (sportsbook.html), each with its own bundle.
for (const [entry, template] of [['app', 'index.html'], ['sportsbook', 'sportsbook.html']]) {
  const js = outputs.find((f) => f.startsWith(`${entry}-`) && f.endsWith('.js'));
  const css = outputs.find((f) => f.startsWith(`${entry}-`) && f.endsWith('.css'));
  const html = readFileSync(join(here, 'src', template), 'utf8')
    .replace('%CSS%', `/games/client/${css}`)
    .replace('%JS%', `/games/client/${js}`);
  writeFileSync(join(dist, template), html);
  const gz = [js, css].reduce((sum, f) => sum + gzipSync(bytes(f)).length, 0);
  console.log(`game-client ${template}: ${js} ${bytes(js).length} B, ${css} ${bytes(css).length} B; ${gz} B gzip in all`);
}
