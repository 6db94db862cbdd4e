import { runtimeConfig } from '@casino/shared';

/** The API may answer art as a path on itself (`/labelGame/art/1.webp`); make it absolute. */
export function resolveImageUrl(url: string): string {
  if (!url || /^(https?:|data:|blob:)/.test(url)) return url;
  return `${runtimeConfig().apiBaseUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The generated art of a game by id (the API serves it for every game): the front page's art before the card's. */
export const artUrl = (gameId: number) => `/labelGame/art/${gameId}.webp`;
