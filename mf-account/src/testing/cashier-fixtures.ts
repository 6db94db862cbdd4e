import { i18n, type Lang, type WithdrawInfo } from '@casino/shared';
import { ensureCashierMessages } from '../features/cashier/i18n';
import { setupI18n } from './test-setup';

/** The real i18n with the account, common and cashier messages loaded, for a cashier test's `beforeAll`. */
export async function setupCashierI18n(lang: Lang = 'tk'): Promise<void> {
  await setupI18n(lang);
  await ensureCashierMessages();
  await i18n.loadNamespaces(['cashier']);
}

/** The withdraw screen's answer (`/withdraw/getWithdrawInfo`) for a verified member with one card and 5.000,00 ₺ withdrawable. */
export const withdrawInfo = (o: Partial<WithdrawInfo> = {}): WithdrawInfo => ({
  currency: 'TRY',
  eligibility: 'ok',
  withdrawPwdStatus: 1,
  lockedUntil: null,
  attemptsLeft: 5,
  balanceMinor: 500_000,
  withdrawableMinor: 500_000,
  pendingMinor: 0,
  minMinor: 10_000,
  maxMinor: 5_000_000,
  feeBps: 0,
  feeFixedMinor: 0,
  approvalThresholdMinor: 10_000_000,
  kycStatus: 'verified',
  verifiedName: 'Ayşe Yılmaz',
  turnover: { multiplierBps: 10_000, requiredMinor: 0, doneMinor: 0, remainingMinor: 0, lockedMinor: 0 },
  activeBonusId: null,
  reviewHours: 24,
  testMinor: 0,
  cards: [{ cardId: 1, bankCode: '00062', bankName: 'Garanti BBVA', holderName: 'Ayşe Yılmaz', ibanMasked: 'TR12 **** 1234', isDefault: true, createTime: '2026-06-01T09:00:00.000Z' }],
  ...o,
});
