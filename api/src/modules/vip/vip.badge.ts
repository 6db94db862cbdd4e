/** Colours of the badge by tier (bronze, silver, gold, platinum, diamond). */
const TIERS: ReadonlyArray<{ from: number; light: string; dark: string }> = [
  { from: 0, light: '#9aa3b5', dark: '#5b6478' },
  { from: 1, light: '#e0a46c', dark: '#94572a' },
  { from: 3, light: '#e6ebf2', dark: '#8792a6' },
  { from: 5, light: '#ffd866', dark: '#c08a12' },
  { from: 7, light: '#9ff0ff', dark: '#2b8fb3' },
  { from: 9, light: '#f3b6ff', dark: '#8a3bd1' },
];

const tierOf = (level: number) => [...TIERS].reverse().find((t) => level >= t.from) ?? TIERS[0]!;

/** The level's badge: a small generated SVG (a shield with the level), as a data URL; no file, no download. */
export const vipBadgeSvg = (level: number): string => {
  const tier = tierOf(level);
  const id = `g${level}`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">',
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tier.light}"/><stop offset="1" stop-color="${tier.dark}"/></linearGradient></defs>`,
    `<path d="M32 3 56 11v19c0 15-10 25-24 31C18 55 8 45 8 30V11z" fill="url(#${id})" stroke="#1b1f2a" stroke-width="2"/>`,
    '<path d="M20 16h24l-12 8z" fill="#ffffff" opacity="0.35"/>',
    `<text x="32" y="43" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="${level >= 10 ? 18 : 22}" font-weight="700" fill="#1b1f2a">V${level}</text>`,
    '</svg>',
  ].join('');
};

export const vipBadgeUrl = (level: number): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(vipBadgeSvg(level))}`;
