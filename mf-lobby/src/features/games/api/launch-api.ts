import { apiPost, type GameUrlResult, type RealFlag } from '@casino/shared';
import { LAUNCH_GATE_CODES } from '../lib/launch-gates';

/**
 * `/labelGame/getGameUrlByGame`: a game's launch URL (a fresh launch token). Apart from the catalogue's fetchers,
 * which the header search shares: the age and member refusals are not toasted here, the frame shows their gates.
 */
export async function fetchGameUrl(gameId: number, isReal: RealFlag): Promise<GameUrlResult | null> {
  const { resultData } = await apiPost<GameUrlResult>('/labelGame/getGameUrlByGame', { gameId, isReal }, { quiet: LAUNCH_GATE_CODES });
  return resultData ?? null;
}
