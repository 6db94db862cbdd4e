import { apiPost, type SportUrlResult } from '@casino/shared';
import { LAUNCH_GATE_CODES } from '../../games';

/** `/sport/getSportUrl`: the sportsbook's launch URL (a fresh launch token, the page's language); the age and member refusals are not toasted (the page's gates). */
export async function fetchSportUrl(): Promise<SportUrlResult | null> {
  const { resultData } = await apiPost<SportUrlResult>('/sport/getSportUrl', {}, { quiet: LAUNCH_GATE_CODES });
  return resultData ?? null;
}
