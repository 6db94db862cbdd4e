import { apiPost, type PddPrize, type PddWinner, type PddWithdrawResult } from '@casino/shared';

const data = async <T>(path: string, payload: object = {}): Promise<T> => {
  const { resultData } = await apiPost<T>(path, payload);
  if (resultData === null) throw new Error(`${path}: empty answer`);
  return resultData;
};

/** The pdd prize activity (spec section 7, Prize activity). */
export const pddApi = {
  /** The running prize, opened on the server when the player has none. */
  prize: (): Promise<PddPrize> => data<PddPrize>('/pddPrizeConfig/getPrize'),
  winners: (): Promise<PddWinner[]> => data<PddWinner[]>('/pddPrizeConfig/getInviteMsg'),
  withdraw: (): Promise<PddWithdrawResult> => data<PddWithdrawResult>('/pddPrizeConfig/getWithdrawPrize'),
};
