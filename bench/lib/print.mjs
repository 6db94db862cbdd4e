// How `pnpm bench:web` prints its figures (web.mjs measures, lib/figures.mjs computes).
import { jsTotal } from './figures.mjs';

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
export const ms = (n) => `${Math.round(n)} ms`;

export function printFigures(label, preset, f, runs) {
  const total = jsTotal(f.js);
  console.log(`\n${label}, ${preset} preset (median of ${runs})`);
  console.log(`  LCP ${ms(f.lcp)}  FCP ${ms(f.fcp)}  TBT ${ms(f.tbt)}  CLS ${f.cls.toFixed(3)}  SI ${ms(f.si)}  TTI ${ms(f.tti)}  JS sent ${kb(total.transferred)}`);
  console.log(`  worst run: LCP ${ms(f.worst.lcp)}  TBT ${ms(f.worst.tbt)}  TTI ${ms(f.worst.tti)}  SI ${ms(f.worst.si)}  JS sent ${kb(f.worst.jsSent)}`);
  f.runs.forEach((r, i) => console.log(`    run ${i + 1}: LCP ${ms(r.lcp)}  TBT ${ms(r.tbt)}  TTI ${ms(r.tti)}  SI ${ms(r.si)}  JS ${kb(jsTotal(r.js).transferred)}  LCP element: ${r.lcpElement || '(none)'}`));
  console.log(`  LCP element ${f.stability.same ? 'the same in every run' : 'NOT the same in every run'}: ${[...new Set(f.stability.elements)].join(' | ')}`);
  console.log(`  requests ${f.requests}  CORS preflights ${f.preflights}  federation runtime copies ${f.runtimes}`);
  console.log(`  JS ${kb(total.transferred)} transferred, ${kb(total.uncompressed)} uncompressed`);
  for (const [origin, o] of Object.entries(f.js)) console.log(`    ${origin.padEnd(26)} ${String(o.files).padStart(3)} files  ${kb(o.transferred).padStart(10)} sent  ${kb(o.uncompressed).padStart(10)} uncompressed`);
  if (f.top.length) console.log(`  biggest modules (uncompressed): ${f.top.map(([n, b]) => `${n} ${kb(b)}`).join(', ')}`);
}

export function printFlow(label, preset, flow) {
  if (!flow.runs.length) return console.log(`\n${label}, ${preset}: the tap flow did not run (see above)`);
  console.log(`\n${label}, ${preset}: load, wait 1 s, tap the first game card (Lighthouse timespan, DevTools throttling, ${flow.runs.length} runs)`);
  console.log(`  INP ${ms(flow.inp)} median, ${ms(flow.worstInp)} worst  (runs: ${flow.runs.map((r) => ms(r.inp)).join(', ')})  TBT of the span ${ms(flow.tbt)}`);
}
