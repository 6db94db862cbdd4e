// Figures of one Lighthouse run, and their medians: pure functions, tested in figures.test.mjs.

/** A string every copy of the Module Federation runtime core carries: a hook name only the runtime core defines. */
export const RUNTIME_SIGNATURE = 'beforeRegisterRemote';

/** @param {number[]} values */
export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * @typedef {{ url: string, transferSize?: number, resourceSize?: number, resourceType?: string, mimeType?: string }} TRequest
 * @typedef {{ lcp: number, fcp: number, tbt: number, cls: number, tti: number, si: number, lcpElement: string, requests: number, preflights: number,
 *   js: Record<string, { transferred: number, uncompressed: number, files: number }>, jsUrls: string[] }} TRunFigures
 */

/** Reads the figures of a Lighthouse result (`lhr`). */
export const figuresOf = (lhr) => {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  /** @type {TRequest[]} */
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  /** @type {TRunFigures['js']} */
  const js = {};
  const jsUrls = [];
  let preflights = 0;
  for (const r of items) {
    if (r.resourceType === 'Preflight') preflights += 1;
    if (r.resourceType !== 'Script') continue;
    const origin = new URL(r.url).origin;
    js[origin] ??= { transferred: 0, uncompressed: 0, files: 0 };
    js[origin].transferred += r.transferSize ?? 0;
    js[origin].uncompressed += r.resourceSize ?? 0;
    js[origin].files += 1;
    jsUrls.push(r.url);
  }
  return {
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // Time to interactive (simulated like LCP): the LCP may be the HTML's prerendered first screen, this is
    // when the page itself is usable.
    tti: audit('interactive'),
    si: audit('speed-index'),
    lcpElement: lcpSelectorOf(lhr),
    requests: items.length,
    preflights,
    js,
    jsUrls,
  };
};

/** The CSS selector Lighthouse gives for the LCP element ('' when it has none). */
const lcpSelectorOf = (lhr) => {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const table of tables) for (const row of table.items ?? []) if (row.node?.selector) return row.node.selector;
  return '';
};

/** Medians of several runs' figures (per origin for the JS bytes). */
export const medianFigures = (runs) => {
  const origins = [...new Set(runs.flatMap((r) => Object.keys(r.js)))];
  const js = Object.fromEntries(
    origins.map((o) => [
      o,
      {
        transferred: median(runs.map((r) => r.js[o]?.transferred ?? 0)),
        uncompressed: median(runs.map((r) => r.js[o]?.uncompressed ?? 0)),
        files: median(runs.map((r) => r.js[o]?.files ?? 0)),
      },
    ]),
  );
  const pick = (k) => median(runs.map((r) => r[k]));
  const elements = [...new Set(runs.map((r) => r.lcpElement).filter(Boolean))];
  return { lcp: pick('lcp'), fcp: pick('fcp'), tbt: pick('tbt'), cls: pick('cls'), tti: pick('tti'), si: pick('si'), lcpElement: elements.join(' | '), requests: pick('requests'), preflights: pick('preflights'), js };
};

/** Total JS bytes over every origin. */
export const jsTotal = (js) =>
  Object.values(js).reduce((t, o) => ({ transferred: t.transferred + o.transferred, uncompressed: t.uncompressed + o.uncompressed }), { transferred: 0, uncompressed: 0 });

/** Overhead of `value` over `base` in percent (NaN when base is 0). */
export const overheadPercent = (value, base) => (base > 0 ? ((value - base) / base) * 100 : Number.NaN);

/** The worst value of each timing and of the JS sent over several runs (higher is worse for all of them). */
export const worstFigures = (runs) => {
  const worst = (values) => {
    const finite = values.filter((v) => Number.isFinite(v));
    return finite.length ? Math.max(...finite) : Number.NaN;
  };
  return {
    lcp: worst(runs.map((r) => r.lcp)),
    tbt: worst(runs.map((r) => r.tbt)),
    tti: worst(runs.map((r) => r.tti)),
    si: worst(runs.map((r) => r.si)),
    jsSent: worst(runs.map((r) => jsTotal(r.js).transferred)),
  };
};

/** The LCP element of each run and whether it was the same one in every run (empty selectors count as different). */
export const lcpStability = (runs) => {
  const elements = runs.map((r) => r.lcpElement || '(none)');
  return { elements, same: elements.length > 0 && elements.every((e) => e === elements[0] && e !== '(none)') };
};

/** Interaction to Next Paint of a Lighthouse timespan result (NaN when the span had no interaction). */
export const inpOf = (lhr) => lhr.audits['interaction-to-next-paint']?.numericValue ?? Number.NaN;
