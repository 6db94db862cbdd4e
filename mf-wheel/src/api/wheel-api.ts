import { apiPost, type WheelHistoryPage, type WheelInfo, type WheelSpinResult } from '@casino/shared';

/** The wheel endpoints; errors (no spins, unknown market) are toasted by the API client with the server's localized message. */
const data = async <T>(path: string, body: object = {}): Promise<T> => {
  const { resultData } = await apiPost<T>(path, body);
  if (resultData === null) throw new Error(`${path}: empty answer`);
  return resultData;
};

export const wheelApi = {
  info: (market?: string) => data<WheelInfo>('/wheel/getWheelInfo', market ? { market } : {}),
  /** Only a request id goes up (a retry answers the first spin): the server draws the prize. */
  spin: (requestId: string, market?: string) => data<WheelSpinResult>('/wheel/spin', { requestId, ...(market ? { market } : {}) }),
  history: (page = 1, pageSize = 10) => data<WheelHistoryPage>('/wheel/history', { page, pageSize }),
};
