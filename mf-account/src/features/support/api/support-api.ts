import { apiPost, type SupportInfo, type SupportMessagePage, type SupportReadResult, type SupportSendResult } from '@casino/shared';

const data = async <T>(path: string, payload: object = {}): Promise<T> => {
  const { resultData } = await apiPost<T>(path, payload);
  if (resultData === null) throw new Error(`${path}: empty answer`);
  return resultData;
};

/** Customer service (api/src/modules/support): FAQ and channels, and the caller's own conversation. */
export const supportApi = {
  info: (): Promise<SupportInfo> => data<SupportInfo>('/support/info'),
  messages: (pageSize = 50): Promise<SupportMessagePage> => data<SupportMessagePage>('/support/messages', { page: 1, pageSize }),
  /** The message, and the system's note on the answer time when this message starts a wait. */
  send: (text: string): Promise<SupportSendResult> => data<SupportSendResult>('/support/send', { text }),
  read: (): Promise<SupportReadResult> => data<SupportReadResult>('/support/read'),
};
