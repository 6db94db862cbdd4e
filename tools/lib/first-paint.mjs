// The prerendered first screen of the home page. On a phone the page's own first screen needs the shell,
// the registry, the lobby's entry and page chunk and the catalogue, one after the other (~4 s on slow 4G).
// The shell's server therefore writes a static picture of the home page into index.html: the chrome's bars,
// the market's first banner (a real <img>: the API's own small SVG art inline as a data URL, so it paints
// with the HTML; other art by URL, preloaded from <head>) and placeholders for the rows, plus the banner
// list as data so the lobby's carousel starts from it instead of asking again.
// The shell removes the picture as soon as its first page has rendered (shell/src/boot/first-paint.ts).
// Contract with the page: the element id and the global name below (FIRST_PAINT_* in @casino/shared).

import { cachedLoader, within } from './ttl-cache.mjs';

export const FIRST_PAINT_ID = 'first-paint';
export const FIRST_PAINT_GLOBAL = '__CASINO_FIRST_PAINT__';

/** Only the home page gets the picture: any other first URL shows its own page's loading state. */
export const servesFirstPaint = (url = '/') => {
  const path = url.split('?')[0];
  return path === '/' || path === '/index.html';
};

/** The market a page asks for (`?market=`, as the shell reads it), or null for the default one. */
export const marketOf = (url = '/') => {
  const market = new URLSearchParams(url.split('?')[1] ?? '').get('market');
  return market && /^[a-z]{2,8}$/i.test(market) ? market.toLowerCase() : null;
};

const escapeHtml = (value) =>
  String(value).replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]);

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment openers, no line separators). */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** A banner image URL as the page will load it: absolute URLs as they are, API paths under the page's API base. */
export const bannerImageSrc = (imageUrl, apiBaseUrl) => {
  if (typeof imageUrl !== 'string' || imageUrl === '') return null;
  if (/^https?:\/\//i.test(imageUrl)) return imageUrl;
  if (!imageUrl.startsWith('/') || imageUrl.startsWith('//')) return null;
  return `${apiBaseUrl.replace(/\/$/, '')}${imageUrl}`;
};

const isBanner = (b) => b && typeof b === 'object' && Number.isInteger(b.id) && typeof b.title === 'string' && typeof b.imageUrl === 'string';

// Measures follow the layouts: mobile (750 px design width: header 100, tab bar 112 design px) and desktop
// (240 px side menu, 68 px top bar, the lobby page's 16/24 px padding), so nothing jumps when the page
// replaces the picture. The placeholders hold still: a looping pulse repaints the picture all through the boot
// (measured: most of a phone's blocking time), and the picture is gone within seconds anyway.
const STYLE = `#${FIRST_PAINT_ID}{position:fixed;inset:0;z-index:2147483000;background:#0b0e1c;overflow:hidden;transition:opacity .2s}
#${FIRST_PAINT_ID}.is-leaving{opacity:0}
#${FIRST_PAINT_ID} .fp-top{position:absolute;left:0;right:0;top:0;height:13.334vw;display:flex;align-items:center;gap:2.2vw;padding:0 3.2vw;background:rgba(16,20,42,.96);border-bottom:1px solid #22284d;box-sizing:border-box}
#${FIRST_PAINT_ID} .fp-mark{width:7.5vw;height:7.5vw;border-radius:1.9vw;display:inline-flex;align-items:center;justify-content:center;background:linear-gradient(135deg,#ffcf4a,#f57c00);color:#1b1300;font-size:4.5vw}
#${FIRST_PAINT_ID} .fp-name{font:800 4.5vw system-ui,sans-serif;color:#ffcf4a;letter-spacing:.5px}
#${FIRST_PAINT_ID} .fp-menu{width:9.07vw;height:9.07vw;border-radius:2.13vw;background:#1d2246}
#${FIRST_PAINT_ID} .fp-side{display:none}
#${FIRST_PAINT_ID} .fp-title{display:block;width:84px;height:20px;margin:0 0 12px;border-radius:6px}
#${FIRST_PAINT_ID} .fp-main{position:absolute;left:12px;right:12px;top:calc(13.334vw + 12px)}
#${FIRST_PAINT_ID} .fp-banner{display:block;width:100%;height:clamp(150px,18vw,220px);border-radius:12px;overflow:hidden;background:#1a1f3d}
#${FIRST_PAINT_ID} .fp-banner img{display:block;width:100%;height:100%;object-fit:cover;object-position:left center}
#${FIRST_PAINT_ID} .fp-tabs{display:flex;gap:8px;margin:20px 0 24px}
#${FIRST_PAINT_ID} .fp-tabs i{width:96px;height:40px;border-radius:999px;background:#1d2246}
#${FIRST_PAINT_ID} .fp-row{display:flex;gap:12px;overflow:hidden}
#${FIRST_PAINT_ID} .fp-row i{flex:0 0 120px;height:120px;border-radius:14px;background:#1d2246}
#${FIRST_PAINT_ID} i{background:#1d2246}
#${FIRST_PAINT_ID} .fp-bottom{position:absolute;left:0;right:0;bottom:0;height:14.934vw;background:#141833;border-top:1px solid #22284d}
@media (max-width:440px){#${FIRST_PAINT_ID} .fp-top .fp-name{display:none}}
@media (min-width:781px){
#${FIRST_PAINT_ID} .fp-top{left:240px;height:68px;padding:0 24px;border-bottom-color:#22284d}
#${FIRST_PAINT_ID} .fp-top>*,#${FIRST_PAINT_ID} .fp-bottom{display:none}
#${FIRST_PAINT_ID} .fp-side{display:block;position:absolute;left:0;top:0;bottom:0;width:240px;padding:20px 12px;box-sizing:border-box;background:linear-gradient(180deg,#141833,#0f1228);border-right:1px solid #22284d}
#${FIRST_PAINT_ID} .fp-brand{display:flex;gap:10px;padding:0 16px 22px}
#${FIRST_PAINT_ID} .fp-side .fp-mark{width:36px;height:36px;border-radius:10px;font-size:22px}
#${FIRST_PAINT_ID} .fp-side .fp-name{font-size:20px;line-height:36px}
#${FIRST_PAINT_ID} .fp-nav i{display:block;height:20px;margin:0 12px 20px;border-radius:6px;opacity:.7}
#${FIRST_PAINT_ID} .fp-title{margin-top:4px}
#${FIRST_PAINT_ID} .fp-main{left:264px;right:24px;top:84px}
#${FIRST_PAINT_ID} .fp-banner{border-radius:16px}
#${FIRST_PAINT_ID} .fp-row i{flex-basis:156px;height:156px}
}`;

/**
 * The picture for a banner list (null or empty: the same picture with the hero's empty box).
 * `inlineSrc`: the first banner's image as a data URL (small generated art), so it paints with the HTML.
 * `boot`: the data the page's code would ask for first (boot-data.mjs), carried beside the banners.
 * `scripts`: preloaded once the picture is painted (the shell's boot chunks, the home remote's entry).
 * `entry`: the shell's entry script, added once the picture is painted (taken out of <head>).
 * The market's currency (`boot.registry`) warms the browser's number formatting (see afterPaint).
 * @param {{ banners: unknown, apiBaseUrl: string, nonce?: string, inlineSrc?: string | null, boot?: Record<string, unknown>, scripts?: Array<{ href: string, integrity?: string }>, entry?: string | null }} input
 */
export const firstPaintHtml = ({ banners, apiBaseUrl, nonce, inlineSrc, boot = {}, scripts = [], entry = null }) => {
  const currency = boot.registry?.market?.currency ?? null;
  const list = Array.isArray(banners) ? banners.filter(isBanner) : [];
  const first = list[0];
  const src = first ? (inlineSrc ?? bannerImageSrc(first.imageUrl, apiBaseUrl)) : null;
  const image = src ? `<img src="${escapeHtml(src)}" alt="" width="1200" height="360" fetchpriority="high" decoding="async">` : '';
  const brand = '<span class="fp-mark">♠</span><span class="fp-name">Casino</span>';
  const slots = (n) => '<i></i>'.repeat(n);
  return (
    `<div id="${FIRST_PAINT_ID}" aria-hidden="true"><style>${STYLE}</style>` +
    `<div class="fp-side"><div class="fp-brand">${brand}</div><div class="fp-nav">${slots(11)}</div></div>` +
    `<div class="fp-top"><b class="fp-menu"></b>${brand}</div>` +
    `<div class="fp-main"><div class="fp-banner">${image}</div><div class="fp-tabs">${slots(3)}</div><i class="fp-title"></i><div class="fp-row">${slots(8)}</div></div>` +
    `<div class="fp-bottom"></div></div>` +
    `<script${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>window.${FIRST_PAINT_GLOBAL}=${scriptJson({ ...boot, banners: list, at: Date.now() })};` +
    (scripts.length > 0 || entry ? `(${afterPaint})(${scriptJson(scripts)},${scriptJson(entry)},${scriptJson(currency)});` : '') +
    `</script>`
  );
};

/**
 * Runs in the page once the first frame (the picture) is painted: adds the shell's entry script and preloads the
 * boot's scripts. Their bytes never compete with the picture on a slow link, their evaluation never delays its
 * paint (a repeat visit has them in the service worker's cache at once), and they still arrive long before the
 * entry asks for them. A page opened in a hidden tab (no frames) starts at once. Four preloads per task: adding
 * one costs about 1 ms of a phone's main thread (4x CPU trace: 76 ms for the entry and 16 preloads in one task).
 * Then, in a task of its own while the scripts download, the first number format in the market's currency: the
 * browser's first Intl formatter loads its locale data (50-100 ms at 4x CPU), which otherwise lands inside the
 * first page's render (every price and balance formats through one).
 */
const afterPaint = `function(list,entry,currency){function warm(){try{new Intl.NumberFormat(document.documentElement.lang,currency?{style:'currency',currency:currency,currencyDisplay:'narrowSymbol'}:{}).formatToParts(0)}catch(e){}}function add(from){list.slice(from,from+4).forEach(function(s){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=s.href;l.fetchPriority='low';if(s.integrity){l.integrity=s.integrity;l.crossOrigin='anonymous'}document.head.appendChild(l)});setTimeout(from+4<list.length?add:warm,0,from+4)}function go(){if(entry){var e=document.createElement('script');e.src=entry;document.head.appendChild(e)}setTimeout(add,0,0)}if(document.hidden)setTimeout(go,0);else requestAnimationFrame(function(){setTimeout(go,0)})}`;

/** The build's script preloads in index.html (tools/webpack BootPreloadPlugin), taken out to be sent after the paint. */
const BUILT_PRELOAD = /<link rel=preload as=script href=([^\s>]+)[^>]*>/g;
/** The build's entry script in <head> (html-webpack-plugin, minified); left in place when it reads otherwise. */
const BUILT_ENTRY = /<script defer src=([^\s>]+)><\/script>/;
export const takeBuiltPreloads = (html) => ({
  html: html.replace(BUILT_PRELOAD, '').replace(BUILT_ENTRY, ''),
  scripts: [...html.matchAll(BUILT_PRELOAD)].map((m) => ({ href: m[1] })),
  entry: BUILT_ENTRY.exec(html)?.[1] ?? null,
});

/** index.html with the picture as the first thing in <body> and the banner's image preloaded first thing in <head>. */
export const injectFirstPaint = (html, fragment, preloadSrc) => {
  const preload = preloadSrc ? `<link rel="preload" as="image" href="${escapeHtml(preloadSrc)}" fetchpriority="high">` : '';
  return html.replace(/<head([^>]*)>/, (m) => `${m}${preload}`).replace(/<body([^>]*)>/, (m) => `${m}${fragment}`);
};

/** Generated art up to this size goes into the HTML itself (the welcome banner is ~3.6 KB as SVG, ~13.5 KB as WebP). */
export const INLINE_ART_MAX_BYTES = 16 * 1024;

/** An SVG as a data URL for an <img> (an image context: an SVG there runs no script). */
export const svgDataUrl = (svg) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A picture's bytes as a data URL when it is a small WebP or SVG; null otherwise (the page loads it by URL). */
export const artDataUrl = (contentType, bytes) => {
  if (bytes.byteLength > INLINE_ART_MAX_BYTES) return null;
  if (contentType.startsWith('image/webp')) return `data:image/webp;base64,${bytes.toString('base64')}`;
  if (contentType.startsWith('image/svg+xml')) return svgDataUrl(bytes.toString('utf8'));
  return null;
};

/**
 * The market's banners for the picture, from the API (`/banner/list`): kept for `ttlMs` and refreshed in the
 * background, so a page waits for the API at most once per `ttlMs` and never longer than `timeoutMs`.
 * Any failure gives the picture without a banner; the page then shows the hero as before.
 * `bootData` (boot-data.mjs): the registry, route data and catalogue written beside the banners.
 * @param {{ apiOrigin: string, apiBaseUrl: string, ttlMs?: number, timeoutMs?: number, fetchImpl?: typeof fetch, now?: () => number, bootData?: { current: (market: string | null) => Promise<{ preloads: Array<{ href: string, integrity?: string }> }>, warm: () => void } }} options
 */
export const createFirstPaint = ({ apiOrigin, apiBaseUrl, ttlMs = 30_000, timeoutMs = 400, fetchImpl = fetch, now = Date.now, bootData }) => {
  const EMPTY = { banners: [], inlineSrc: null };
  const cache = cachedLoader({ ttlMs, now });
  const post = (path) =>
    fetchImpl(new URL(path, apiOrigin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(5_000),
    });
  // The first banner's art, inline when it is the API's own small picture (WebP or SVG); null: the page loads it by URL.
  const inlineArt = async (banner) => {
    if (!banner || !/^\/[\w/.-]+\.(svg|webp)(\?lang=[\w-]+)?$/.test(banner.imageUrl)) return null;
    const res = await fetchImpl(new URL(banner.imageUrl, apiOrigin), { signal: AbortSignal.timeout(5_000) });
    return res.ok ? artDataUrl(res.headers.get('content-type') ?? '', Buffer.from(await res.arrayBuffer())) : null;
  };
  const loadBanners = async () => {
    const res = await post('/banner/list');
    const body = res.ok ? await res.json() : null;
    const banners = body && body.state === '200' && Array.isArray(body.resultData) ? body.resultData : [];
    return { banners, inlineSrc: await inlineArt(banners.find(isBanner)).catch(() => null) };
  };
  const load = () => cache('banners', loadBanners);
  // Kept for `ttlMs`, stale while it revalidates; the first load is waited for at most `timeoutMs`.
  const current = async () => (await within(load(), timeoutMs)) ?? EMPTY;
  return {
    /** The home page's HTML for this index.html (`nonce`: of its inline script, for the page's CSP). */
    render: async (html, { nonce, url = '/' } = {}) => {
      const [{ banners: list, inlineSrc }, { preloads = [], ...boot } = {}] = await Promise.all([current(), bootData?.current(marketOf(url))]);
      const first = list.find(isBanner);
      // Inline art needs no preload; art by URL is preloaded from <head>.
      const preload = first && !inlineSrc ? bannerImageSrc(first.imageUrl, apiBaseUrl) : null;
      // Scripts wait for the picture's paint: the shell's entry, its boot chunks, then the home remote's first code.
      const built = takeBuiltPreloads(html);
      const scripts = [...built.scripts, ...preloads];
      return injectFirstPaint(built.html, firstPaintHtml({ banners: list, apiBaseUrl, nonce, inlineSrc, boot, scripts, entry: built.entry }), preload);
    },
    /** Starts the first load (so the first visitor does not wait). */
    warm: () => {
      void load();
      bootData?.warm();
    },
  };
};
