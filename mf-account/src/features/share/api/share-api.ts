import { apiPost, type AgentInfo, type AgentRebateResult, type InviteStats, type PddPrize, type PddWithdrawResult } from '@casino/shared';

const data = async <T>(path: string, payload: object = {}): Promise<T> => {
  const { resultData } = await apiPost<T>(path, payload);
  if (resultData === null) throw new Error(`${path}: empty answer`);
  return resultData;
};

/** The invite id (spec section 7, Prize activity) and the statistics of the share page. */
export const shareApi = {
  inviteId: async (userId: string): Promise<string> => (await data<{ uuid: string }>('/pddPrizeConfig/getUserUUID', userId ? { userId } : {})).uuid,
  stats: (userId: string): Promise<InviteStats> => data<InviteStats>('/invite/stats', userId ? { userId } : {}),
  agentInfo: (userId: string): Promise<AgentInfo> => data<AgentInfo>('/invite/agent/info', userId ? { userId } : {}),
  receiveRebate: (userId: string): Promise<AgentRebateResult> => data<AgentRebateResult>('/invite/agent/receiveRebate', userId ? { userId } : {}),
  /** The pdd prize (opened on the server when the player has none running) and its withdrawal. */
  prize: (): Promise<PddPrize> => data<PddPrize>('/pddPrizeConfig/getPrize'),
  withdrawPrize: (): Promise<PddWithdrawResult> => data<PddWithdrawResult>('/pddPrizeConfig/getWithdrawPrize'),
};

/** The link a friend opens: the shell's own origin, read by the tourist start (spec section 4). */
export const inviteLinkOf = (uuid: string, origin: string = window.location.origin): string => `${origin}/?inviteUUID=${encodeURIComponent(uuid)}`;
