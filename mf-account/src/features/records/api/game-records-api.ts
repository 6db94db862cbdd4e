import { apiPost, type GameListPage } from '@casino/shared';

/** One round as `/balance/getGameRecord` lists it; amounts in minor units (api records.schemas.ts). */
export interface TGameRecord {
  roundId: string;
  gameId: number;
  gameName: string;
  currency: string;
  betMinor: number;
  winMinor: number;
  refundMinor: number;
  /** win + refund - bet. */
  netMinor: number;
  status: 'open' | 'closed';
  createTime: string;
  updateTime: string;
}

export interface TGameRecordPage {
  list: TGameRecord[];
  total: number;
  page: number;
  pageSize: number;
}

export interface TGameRecordQuery {
  page: number;
  pageSize: number;
  gameId?: number;
  /** ISO instants: rounds started at or after startTime and before endTime. */
  startTime?: string;
  endTime?: string;
}

export const RECORDS_PAGE_SIZE = 20;

/** `/balance/getGameRecord`: always the caller's own rounds. */
export async function fetchGameRecords(query: TGameRecordQuery): Promise<TGameRecordPage> {
  const { resultData } = await apiPost<TGameRecordPage>('/balance/getGameRecord', query);
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
