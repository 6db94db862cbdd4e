import { hashString, prng, wrapTitle } from '../games/games.art';

/**
 * Generated art for promotions and banners: a deterministic SVG from the slug (gradient, light
 * rays, coins with the market's currency sign and the title). No downloads; the same row draws the same picture.
 */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#3b0764', '#9d174d', '#facc15'],
  ['#0c4a6e', '#0891b2', '#fde047'],
  ['#14532d', '#15803d', '#fef08a'],
  ['#7c2d12', '#dc2626', '#fde68a'],
  ['#1e1b4b', '#4338ca', '#f9a8d4'],
  ['#422006', '#b45309', '#fef3c7'],
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `sign`: the market's currency sign on the coins (₺ in Turkey, ₼ in Azerbaijan); none draws plain coins. */
export const promoArtSvg = (input: { slug: string; title: string; subtitle?: string; shape: 'card' | 'banner'; sign?: string }): string => {
  const seed = hashString(input.slug);
  const rand = prng(seed);
  const [dark, mid, accent] = PALETTES[seed % PALETTES.length] ?? PALETTES[0]!;
  const [w, h] = input.shape === 'banner' ? [1200, 360] : [800, 400];
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2 + rand() * 0.2;
    const x = w * 0.78 + Math.cos(a) * w;
    const y = h * 0.5 + Math.sin(a) * w;
    return `<path d="M${w * 0.78},${h * 0.5} L${x.toFixed(0)},${y.toFixed(0)} L${(w * 0.78 + Math.cos(a + 0.12) * w).toFixed(0)},${(h * 0.5 + Math.sin(a + 0.12) * w).toFixed(0)}Z" fill="${accent}" opacity="0.07"/>`;
  }).join('');
  // Coins stay in the right quarter; the text keeps the left two thirds.
  const coins = Array.from({ length: 6 }, () => {
    const cx = w * (0.76 + rand() * 0.19);
    const cy = h * (0.15 + rand() * 0.7);
    const r = h * (0.05 + rand() * 0.08);
    return `<g><circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${accent}"/><circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(r * 0.72).toFixed(0)}" fill="none" stroke="${dark}" stroke-opacity="0.35" stroke-width="${(r * 0.12).toFixed(1)}"/><text x="${cx.toFixed(0)}" y="${(cy + r * 0.35).toFixed(0)}" font-size="${(r * 1.0).toFixed(0)}" text-anchor="middle" fill="${dark}" fill-opacity="0.55" font-family="Arial, sans-serif" font-weight="700">${escapeXml(input.sign ?? '')}</text></g>`;
  }).join('');
  const titleSize = input.shape === 'banner' ? 60 : 50;
  const lines = wrapTitle(input.title, input.shape === 'banner' ? 22 : 16).slice(0, 2);
  const top = h * 0.5 - ((lines.length - 1) * titleSize * 1.1) / 2 - (input.subtitle ? titleSize * 0.35 : 0);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(input.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<radialGradient id="glow" cx="0.78" cy="0.5" r="0.6"><stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${rays}<rect width="${w}" height="${h}" fill="url(#glow)"/>${coins}
${lines.map((line, i) => `<text x="${w * 0.06}" y="${(top + i * titleSize * 1.1).toFixed(0)}" font-size="${titleSize}" font-family="Arial, sans-serif" font-weight="800" fill="#fff">${escapeXml(line)}</text>`).join('')}
${input.subtitle ? `<text x="${w * 0.06}" y="${(top + (lines.length - 1) * titleSize * 1.1 + titleSize * 0.95).toFixed(0)}" font-size="${Math.round(titleSize * 0.45)}" font-family="Arial, sans-serif" fill="${accent}">${escapeXml(input.subtitle.slice(0, input.shape === 'banner' ? 56 : 44))}</text>` : ''}
</svg>`;
};
