import { apiPost } from '../api/client';
import { bus } from '../bus/bus';
import type { TBalanceSplit, TBonusView, TOfferView } from '../contracts/bonus';

const need = <T>(path: string, value: T | null): T => {
  if (value === null) throw new Error(`${path}: empty answer`);
  return value;
};

/**
 * The player's bonus endpoints (`/bonus/*`), used by the account, promotions and the shell. Refusals
 * (BONUS_PHONE_REQUIRED, BONUS_ALREADY_TAKEN, ...) reject with the API client's `ApiError`, its localized
 * `msg` toasted by the client.
 */
export const bonusApi = {
  list: async (): Promise<TOfferView[]> => (await apiPost<TOfferView[]>('/bonus/list')).resultData ?? [],
  /** The running bonus, or null. */
  active: async (): Promise<TBonusView | null> => (await apiPost<TBonusView | null>('/bonus/active')).resultData ?? null,
  /** Newest first (the server keeps 50). */
  history: async (): Promise<TBonusView[]> => (await apiPost<TBonusView[]>('/bonus/history')).resultData ?? [],
  claim: async (offerId: number): Promise<TBonusView> => need('/bonus/claim', (await apiPost<TBonusView>('/bonus/claim', { offerId })).resultData),
  forfeit: async (bonusId: number): Promise<TBonusView> => need('/bonus/forfeit', (await apiPost<TBonusView>('/bonus/forfeit', { bonusId })).resultData),
  /** Cash, bonus and withdrawable money now (`/user/getUserInfo`); an API without the bonus wallet answers only totalAssets (all of it cash). */
  balance: async (): Promise<TBalanceSplit> => {
    const info = need('/user/getUserInfo', (await apiPost<Partial<TBalanceSplit>>('/user/getUserInfo')).resultData);
    const total = info.totalAssets ?? 0;
    return { totalAssets: total, cashAssets: info.cashAssets ?? total, bonusAssets: info.bonusAssets ?? 0, testAssets: info.testAssets ?? 0, withdrawableAssets: info.withdrawableAssets ?? info.cashAssets ?? total };
  },
  /** After a claim or a forfeit: reads the balance and tells the page (`wallet:balance-changed`): the header and the bonus notices follow. */
  announceBalance: (): void => {
    bonusApi.balance().then((b) => bus.emit('wallet:balance-changed', { totalAssetsMinor: b.totalAssets }), () => undefined);
  },
};

/**
 * What a deposit_match offer gives for a deposit (minor units): percent of the deposit up to the cap, 0 under
 * the minimum deposit. The server's rule (`grantOf`) with the server's numbers; the grant itself is the server's.
 */
export const depositBonusOf = (offer: Pick<TOfferView, 'kind' | 'percent' | 'capMinor' | 'minDepositMinor' | 'amountMinor'>, depositMinor: number): number => {
  if (offer.kind !== 'deposit_match') return offer.amountMinor ?? 0;
  if (offer.percent === null || depositMinor <= 0) return 0;
  if (offer.minDepositMinor !== null && depositMinor < offer.minDepositMinor) return 0;
  const matched = Math.floor((depositMinor * offer.percent) / 100);
  return offer.capMinor === null ? matched : Math.min(matched, offer.capMinor);
};
