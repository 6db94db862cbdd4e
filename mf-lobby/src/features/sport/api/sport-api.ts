import { apiPost, type SportUrlResult } from '@casino/shared';

/** `/sport/getSportUrl`: the sportsbook's launch URL (a fresh launch token, the page's language). */
export async function fetchSportUrl(): Promise<SportUrlResult | null> {
  const { resultData } = await apiPost<SportUrlResult>('/sport/getSportUrl', {});
  return resultData ?? null;
}
