import { apiPost, type GameListPage, type GameRecordPage, type GameRecordQuery } from '@casino/shared';

export const RECORDS_PAGE_SIZE = 20;

/** `/balance/getGameRecord`: always the caller's own rounds. */
export async function fetchGameRecords(query: GameRecordQuery): Promise<GameRecordPage> {
  const { resultData } = await apiPost<GameRecordPage>('/balance/getGameRecord', query);
  return resultData ?? { list: [], total: 0, page: query.page, pageSize: query.pageSize };
}

export interface TGameOption {
  gameId: number;
  gameName: string;
}

/** The games a player launched lately (`/labelGame/getRecentGames`): the choices of the game filter. */
export async function fetchRecentGameOptions(): Promise<TGameOption[]> {
  const { resultData } = await apiPost<GameListPage | null>('/labelGame/getRecentGames', { page: 1, pageSize: 50 });
  return (resultData?.list ?? []).map(({ gameId, gameName }) => ({ gameId, gameName }));
}
