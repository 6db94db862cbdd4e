/**
 * The one strip fixed at the bottom of the page where the staff and developer bars (a preview link, a local
 * override) stack, so one never hides another. Made on first use: a page with neither has no strip.
 */
export function barHost(): HTMLElement {
  let host = document.getElementById('casino-bars');
  if (!host) {
    host = document.createElement('div');
    host.id = 'casino-bars';
    host.style.cssText = 'position:fixed;left:0;right:0;bottom:0;z-index:2147483647;display:flex;flex-direction:column';
    document.body.append(host);
    // Its height, for what else docks at the bottom (the cookie banner sits above it, never under it).
    const strip = host;
    if (typeof ResizeObserver !== 'undefined') {
      new ResizeObserver(() => document.documentElement.style.setProperty('--casino-bars-height', `${strip.offsetHeight}px`)).observe(strip);
    }
  }
  return host;
}
