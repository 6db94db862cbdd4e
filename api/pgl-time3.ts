import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './src/db/client';
const t = () => performance.now();
import { createRequire } from 'node:module';
const dist = createRequire(import.meta.url).resolve('@electric-sql/pglite').replace(/index\.(c?js)$/, '');
(async () => {
  let a = t();
  const wasm = await WebAssembly.compile(readFileSync(dist + 'pglite.wasm'));
  const initdb = await WebAssembly.compile(readFileSync(dist + 'initdb.wasm'));
  const fsBundle = new Blob([readFileSync(dist + 'pglite.data')]);
  console.log('compile wasm', (t() - a).toFixed(0)); 
  const tpl = readFileSync('/work/scratch/tpl.bin');
  for (const pre of [false, true, false, true]) {
    a = t();
    const opts = pre ? { pgliteWasmModule: wasm, initdbWasmModule: initdb, fsBundle } : {};
    const c = new PGlite({ loadDataDir: new Blob([tpl]), extensions: pgliteExtensions, ...opts });
    await c.waitReady; const b = t();
    await c.query('select count(*) from games');
    console.log(pre ? 'precompiled' : 'plain      ', 'ready', (b - a).toFixed(0), 'ms; first query', (t() - b).toFixed(0));
    a = t(); await c.close(); console.log('  close', (t() - a).toFixed(0));
  }
  for (const pre of [false, true]) {
    a = t();
    const opts = pre ? { pgliteWasmModule: wasm, initdbWasmModule: initdb, fsBundle } : {};
    const c = new PGlite({ extensions: pgliteExtensions, ...opts }); await c.waitReady;
    console.log(pre ? 'empty precompiled' : 'empty plain', (t() - a).toFixed(0)); await c.close();
  }
})();
