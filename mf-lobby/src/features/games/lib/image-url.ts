import { runtimeConfig } from '@casino/shared';

/** The API may answer art as a path on itself (`/labelGame/art/1.svg`); make it absolute. */
export function resolveImageUrl(url: string): string {
  if (!url || /^(https?:|data:|blob:)/.test(url)) return url;
  return `${runtimeConfig().apiBaseUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}
