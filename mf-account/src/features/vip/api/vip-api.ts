import { apiPost, type VipInfo } from '@casino/shared';

/** /vip/getVipInfo (spec section 7): level, progress, the levels table and the rewards paid. */
export const vipApi = {
  info: async (): Promise<VipInfo> => {
    const { resultData } = await apiPost<VipInfo>('/vip/getVipInfo');
    if (resultData === null) throw new Error('/vip/getVipInfo: empty answer');
    return resultData;
  },
};
