/**
 * Generated lobby artwork: a deterministic SVG per game (gradient, shapes, title) and per provider
 * logo. No downloads; the same id always draws the same picture, so it can be cached forever.
 */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#ff512f', '#dd2476', '#ffd86f'],
  ['#1d2b64', '#1cb5e0', '#f8ffae'],
  ['#42275a', '#734b6d', '#ffcf4a'],
  ['#0f2027', '#2c5364', '#7cf2c5'],
  ['#8e2de2', '#4a00e0', '#ff9de2'],
  ['#f7971e', '#c0392b', '#fff3b0'],
  ['#11998e', '#0b5345', '#b9ff6e'],
  ['#3a1c71', '#d76d77', '#ffaf7b'],
  ['#000428', '#004e92', '#ffd700'],
  ['#614385', '#516395', '#a1ffce'],
  ['#b92b27', '#1565c0', '#ffe29f'],
  ['#232526', '#414345', '#ff6b6b'],
];

const SYMBOLS = ['♠', '♥', '♦', '♣', '★', '7', '♛', '✦', '☀', '❖'];

/** Small deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title into at most three lines of about `width` characters. */
export function wrapTitle(title: string, width = 12): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > 3) return [...lines.slice(0, 2), `${lines.slice(2).join(' ').slice(0, width - 1)}…`];
  return lines;
}

/** The card draws its own badges (demo, star, online) over the corners, so the art keeps them clear. */
export function gameArtSvg(game: { gameId: number; gameName: string; firmCode: string }): string {
  const rand = prng(game.gameId * 7919 + hashString(game.gameName));
  const [from, to, accent] = PALETTES[Math.floor(rand() * PALETTES.length)] ?? PALETTES[0]!;
  const angle = Math.floor(rand() * 360);
  const symbol = SYMBOLS[Math.floor(rand() * SYMBOLS.length)] ?? '★';
  const circles = Array.from({ length: 5 }, () => {
    const r = 20 + rand() * 70;
    return `<circle cx="${(rand() * 300).toFixed(0)}" cy="${(rand() * 300).toFixed(0)}" r="${r.toFixed(0)}" fill="${accent}" opacity="${(0.08 + rand() * 0.14).toFixed(2)}"/>`;
  }).join('');
  const lines = wrapTitle(game.gameName);
  const size = lines.some((l) => l.length > 10) ? 26 : 30;
  const top = 196 - (lines.length - 1) * (size + 4);
  const text = lines
    .map((l, i) => `<text x="150" y="${top + i * (size + 4)}" text-anchor="middle" font-size="${size}" font-weight="900">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${escapeXml(game.gameName)}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="v" cx=".5" cy=".35" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></radialGradient></defs>
<rect width="300" height="300" fill="url(#g)"/>${circles}
<text x="150" y="118" text-anchor="middle" font-size="92" fill="${accent}" opacity=".9" font-family="Georgia,serif">${symbol}</text>
<rect width="300" height="300" fill="url(#v)"/>
<g fill="#fff" font-family="Arial Black,Arial,Helvetica,sans-serif" stroke="#000" stroke-opacity=".35" stroke-width="1">${text}</g>
</svg>`;
}

export function providerLogoSvg(provider: { code: string; name: string }): string {
  const [from, to, accent] = PALETTES[hashString(provider.code) % PALETTES.length] ?? PALETTES[0]!;
  const size = provider.name.length > 12 ? 20 : 26;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 100" width="250" height="100" role="img" aria-label="${escapeXml(provider.name)}">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="250" height="100" rx="18" fill="url(#g)"/><circle cx="36" cy="50" r="18" fill="${accent}" opacity=".9"/>
<text x="140" y="${50 + size / 3}" text-anchor="middle" font-size="${size}" font-weight="800" fill="#fff" font-family="Arial Black,Arial,Helvetica,sans-serif">${escapeXml(provider.name)}</text>
</svg>`;
}
