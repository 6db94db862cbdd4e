import { apiPost, type UserInfoResult } from '@casino/shared';

type TUserInfo = UserInfoResult;

/** `/user/getUserInfo`: the player's fields, totalAssets (minor units) among them. */
export async function fetchUserInfo(): Promise<TUserInfo | null> {
  return (await apiPost<TUserInfo>('/user/getUserInfo')).resultData;
}

/** SANDBOX ONLY `/wallet/sandboxTopUp`: refills the balance to 1,000.00; production does not have the path. */
export async function sandboxTopUp(): Promise<number> {
  const { resultData } = await apiPost<{ totalAssets: number }>('/wallet/sandboxTopUp');
  return resultData?.totalAssets ?? 0;
}
