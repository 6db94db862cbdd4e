import { apiPost, type VipInfo, type WheelInfo } from '@casino/shared';

/** /vip/getVipInfo (spec section 7): level, progress, the levels table and the rewards paid. */
export const vipApi = {
  info: async (): Promise<VipInfo> => {
    const { resultData } = await apiPost<VipInfo>('/vip/getVipInfo');
    if (resultData === null) throw new Error('/vip/getVipInfo: empty answer');
    return resultData;
  },
  /** The wheel's spins left and where they come from (one story with the wheel page); null when there is no wheel. */
  wheel: async (): Promise<WheelInfo | null> => {
    try {
      return (await apiPost<WheelInfo>('/wheel/getWheelInfo', {}, { toast: false })).resultData;
    } catch {
      return null;
    }
  },
};
