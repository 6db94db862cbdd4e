import type { HttpAdapter, HttpRequest } from '../api/client';
import { http } from '../api/client';
import { ApiError } from '../contracts/api';
import type { TOfferView } from '../contracts/bonus';
import { resetUser } from '../stores/user-store';
import { bonusApi, depositBonusOf } from './bonus-api';

let requests: HttpRequest[] = [];
const answer = (byPath: Record<string, unknown>): HttpAdapter => async (config) => {
  requests.push(config);
  const data = byPath[config.url ?? ''] ?? { state: '404', msg: 'yok', success: false, resultData: null };
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};
const ok = (resultData: unknown) => ({ state: '200', msg: '', success: true, resultData });

const firstDeposit: Pick<TOfferView, 'kind' | 'percent' | 'capMinor' | 'minDepositMinor' | 'amountMinor'> = {
  kind: 'deposit_match',
  percent: 100,
  capMinor: 100_000,
  minDepositMinor: 10_000,
  amountMinor: null,
};

beforeEach(() => {
  requests = [];
  localStorage.clear();
  resetUser();
});

describe('depositBonusOf', () => {
  it('matches the percent of the deposit up to the cap, nothing under the minimum deposit', () => {
    expect(depositBonusOf(firstDeposit, 50_000)).toBe(50_000);
    expect(depositBonusOf(firstDeposit, 250_000)).toBe(100_000);
    expect(depositBonusOf(firstDeposit, 9_999)).toBe(0);
    expect(depositBonusOf({ ...firstDeposit, percent: 50, capMinor: null }, 33_333)).toBe(16_666);
  });

  it('gives a fixed-amount offer its amount whatever the deposit', () => {
    expect(depositBonusOf({ ...firstDeposit, kind: 'no_deposit', percent: null, amountMinor: 5_000 }, 0)).toBe(5_000);
  });
});

describe('bonusApi', () => {
  it('posts claim and forfeit with their ids and returns the bonus', async () => {
    const bonus = { bonusId: 9, status: 'active' };
    http.defaults.adapter = answer({ '/bonus/claim': ok(bonus), '/bonus/forfeit': ok({ ...bonus, status: 'forfeited' }) });
    await expect(bonusApi.claim(3)).resolves.toEqual(bonus);
    await expect(bonusApi.forfeit(9)).resolves.toMatchObject({ status: 'forfeited' });
    expect(requests.map((r) => [r.url, JSON.parse(r.data as string).offerId ?? JSON.parse(r.data as string).bonusId])).toEqual([
      ['/bonus/claim', 3],
      ['/bonus/forfeit', 9],
    ]);
  });

  it('rejects a refused claim with the server code', async () => {
    http.defaults.adapter = answer({ '/bonus/claim': { state: '403', msg: 'Telefon gerekli', success: false, resultData: null, code: 'BONUS_PHONE_REQUIRED' } });
    await expect(bonusApi.claim(2)).rejects.toBeInstanceOf(ApiError);
  });

  it('reads the balance split, and an API without it as all cash', async () => {
    http.defaults.adapter = answer({ '/user/getUserInfo': ok({ totalAssets: 15_000, cashAssets: 10_000, bonusAssets: 5_000, withdrawableAssets: 8_000 }) });
    await expect(bonusApi.balance()).resolves.toEqual({ totalAssets: 15_000, cashAssets: 10_000, bonusAssets: 5_000, testAssets: 0, withdrawableAssets: 8_000 });
    http.defaults.adapter = answer({ '/user/getUserInfo': ok({ totalAssets: 7_000 }) });
    await expect(bonusApi.balance()).resolves.toEqual({ totalAssets: 7_000, cashAssets: 7_000, bonusAssets: 0, testAssets: 0, withdrawableAssets: 7_000 });
  });

  it('answers an empty list and no running bonus as such', async () => {
    http.defaults.adapter = answer({ '/bonus/list': ok(null), '/bonus/active': ok(null), '/bonus/history': ok([]) });
    await expect(bonusApi.list()).resolves.toEqual([]);
    await expect(bonusApi.active()).resolves.toBeNull();
    await expect(bonusApi.history()).resolves.toEqual([]);
  });
});
