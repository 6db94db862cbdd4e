import type { KycStatus } from './kyc';

/**
 * Cashier contract (`/recharge/*`, `/withdraw/*`, `/user/bank*`, spec section 7). Money is always
 * integer minor units (kuruş for TRY: 12345 = 123.45); amounts a player types are sent as text in
 * major units ("100" or "100.50") and checked by the server.
 */

/**
 * Deposit channels: EFT/havale to an IBAN, e-wallets (Papara in Turkey, m10 in Azerbaijan) and a card on the gateway's
 * hosted page, USDT. Which of them a player sees is their market's (the cashier's rules per market).
 */
export const RECHARGE_CHANNELS = ['eft', 'papara', 'm10', 'card', 'usdt'] as const;
export type RechargeChannelCode = (typeof RECHARGE_CHANNELS)[number];
export type RechargeChannelKind = 'bank-transfer' | 'e-wallet' | 'card' | 'crypto';

/**
 * Who may use the cashier: a registered member with a verified phone ('register' for a guest). A
 * deposit also needs the account password that registration asks for ('set-password' for a member
 * made by a phone login or a bound phone, who has none).
 */
export type CashierEligibility = 'ok' | 'register' | 'bind-phone' | 'set-password';

export interface RechargeChannel {
  code: RechargeChannelCode;
  kind: RechargeChannelKind;
  /** Display name as the market knows it ("Havale/EFT", "Papara", ...). */
  name: string;
  minMinor: number;
  maxMinor: number;
  /** Amount chips offered on the recharge screen. */
  presetsMinor: number[];
  /** Fee the player pays, deducted from what is credited: basis points of the amount plus a fixed part. */
  feeBps: number;
  feeFixedMinor: number;
  /** How long an order of this channel stays payable. */
  expiresInS: number;
  /** Crypto only: the network of the address (e.g. TRC20). */
  network?: string;
}

/** `/recharge/getChargeInfo`. */
export interface ChargeInfo {
  currency: string;
  eligibility: CashierEligibility;
  /** True once the player has had a paid deposit (spec section 3 user field). */
  firstRecharge: boolean;
  /** The next paid deposit will be the player's first. */
  isFirstDeposit: boolean;
  channels: RechargeChannel[];
}

export type DepositStatus = 'created' | 'pending' | 'paid' | 'failed' | 'expired';
/** review = waits for staff approval; refunded = the payout failed and the money went back; rejected = staff refused it (money back). */
export type WithdrawalStatus = 'review' | 'created' | 'pending' | 'paid' | 'failed' | 'refunded' | 'rejected';
export type CashierOrderStatus = DepositStatus | WithdrawalStatus;
export type CashierOrderKind = 'deposit' | 'withdrawal';

/** What the player writes on an EFT/havale: the gateway's receiving account and the order's reference. */
export interface EftInstructions {
  iban: string;
  holder: string;
  bankName: string;
  /** Must be written in the transfer's description; unique per order. */
  reference: string;
  /** Sandbox mode only: the sandbox bank's online-banking page, where a tester sends the transfer. */
  sandboxBankUrl?: string;
}

export interface CoinInstructions {
  coin: 'USDT';
  network: string;
  address: string;
  /** Exact coin amount to send, as decimal text (6 decimals). */
  coinAmount: string;
  /** TRY per coin used for this order, as decimal text. */
  rate: string;
  confirmations: number;
  confirmationsRequired: number;
  txHash: string | null;
}

/** The bank account a withdrawal goes to (IBAN masked). */
export interface PayoutAccount {
  bankName: string;
  holderName: string;
  ibanMasked: string;
}

export interface CashierOrder {
  orderId: string;
  kind: CashierOrderKind;
  /** A deposit's channel; 'bank' for a withdrawal. */
  channel: RechargeChannelCode | 'bank';
  status: CashierOrderStatus;
  /** Deposit: the amount asked for; withdrawal: the amount taken from the balance. */
  amountMinor: number;
  feeMinor: number;
  /** Deposit: what was credited (the gateway's confirmed amount); withdrawal: what was paid out. */
  creditedMinor: number | null;
  currency: string;
  createTime: string;
  updateTime: string;
  /** Deposits: until when the order can be paid. */
  expiresAt: string | null;
  /** Why an order failed, expired or was refunded/rejected (a message key of the account remote). */
  reason: string | null;
  /** A withdrawal held for staff review ('review'): staff answer by then at the latest. */
  reviewExpectedBy?: string | null;
  eft?: EftInstructions;
  /** E-wallet and card: the gateway's hosted checkout page. */
  checkoutUrl?: string;
  coin?: CoinInstructions;
  payoutAccount?: PayoutAccount;
}

export interface CashierOrderEvent {
  status: CashierOrderStatus;
  at: string;
  /** player | gateway | status-query | staff | system */
  source: string;
}

/** `/recharge/orderRecordDetail` and `/recharge/getCoinOrderDetail`. */
export interface CashierOrderDetail extends CashierOrder {
  timeline: CashierOrderEvent[];
}

/** Body of `/recharge/record`: the caller's own deposits and withdrawals, newest first. */
export interface CashierRecordQuery {
  page: number;
  pageSize: number;
  kind?: CashierOrderKind;
  status?: CashierOrderStatus;
  /** ISO instants: orders created at or after startTime and before endTime. */
  startTime?: string;
  endTime?: string;
}

export interface CashierRecordPage {
  list: CashierOrder[];
  total: number;
  page: number;
  pageSize: number;
}

/** Body of `/recharge/createRechargeOrder` (fiat channels). */
export interface CreateRechargeOrderBody {
  channel: Exclude<RechargeChannelCode, 'usdt'>;
  /** Major units as typed: "250" or "250.50". */
  amount: string;
  /** Where the hosted checkout sends the player back (an origin of this site). */
  returnUrl?: string;
  /** A deposit_match offer the player chose (`/bonus/list`); granted when the deposit is paid. */
  bonusOfferId?: number;
}

/** Body of `/recharge/createCoinOrder`. */
export interface CreateCoinOrderBody {
  amount: string;
  network?: string;
}

/** `/withdraw/getMangirPayBankList`: banks a payout can go to (EFT bank codes). */
export interface Bank {
  bankCode: string;
  bankName: string;
}

export interface BankCard {
  cardId: number;
  bankCode: string;
  bankName: string;
  holderName: string;
  ibanMasked: string;
  isDefault: boolean;
  createTime: string;
}

/** `/user/bank`. */
export interface BankCardList {
  cards: BankCard[];
  maxCards: number;
}

export interface AddBankCardBody {
  iban: string;
  holderName: string;
  bankCode?: string;
}

/** withdrawPwdStatus: 0 = not set, 1 = set. */
export interface WithdrawPwdState {
  withdrawPwdStatus: 0 | 1;
  /** Set after too many wrong tries: no withdrawal until then (or until a reset by OTP). */
  lockedUntil: string | null;
  attemptsLeft: number;
}

/** `/withdraw/getWithdrawInfo`. */
export interface WithdrawInfo extends WithdrawPwdState {
  currency: string;
  eligibility: CashierEligibility;
  balanceMinor: number;
  withdrawableMinor: number;
  /** Held for withdrawals that are not paid out yet. */
  pendingMinor: number;
  minMinor: number;
  maxMinor: number;
  feeBps: number;
  feeFixedMinor: number;
  /** Requests above this wait for staff approval. */
  approvalThresholdMinor: number;
  cards: BankCard[];
  /** Identity verification: a withdrawal needs 'verified'. */
  kycStatus: KycStatus;
  /** The verified name every payout account must carry ('' before verification). */
  verifiedName: string;
  /** Deposit turnover: the play that unlocks the cash held back (withdrawableMinor = cash - lockedMinor - testMinor). */
  turnover: DepositTurnover;
  /** SANDBOX ONLY: the part of the cash that is test money, never withdrawable (0 in production). */
  testMinor: number;
  /** A running bonus: withdrawing forfeits it (the player confirms first, then `/bonus/forfeit`). */
  activeBonusId: number | null;
  /** How long staff take to review a held withdrawal, at most. */
  reviewHours: number;
}

/**
 * Deposit turnover ("çevrim"): each deposit must be played `multiplierBps / 10000` times before it can
 * be withdrawn; winnings can. requiredMinor/doneMinor describe the current cycle (since the obligation
 * was last met), remainingMinor = requiredMinor - doneMinor, lockedMinor = the cash it holds back.
 */
export interface DepositTurnover {
  multiplierBps: number;
  requiredMinor: number;
  doneMinor: number;
  remainingMinor: number;
  lockedMinor: number;
}

export interface WithdrawBody {
  amount: string;
  cardId: number;
  withdrawPwd: string;
  /** A client-chosen id that makes a repeated submit return the first order. */
  requestId?: string;
}

/** A 6-digit withdrawal password, set or changed with an OTP sent to the member's phone. */
export interface SetWithdrawPwdBody {
  password: string;
  verificationCode: string;
}

/** Payload of the push/bus event `cashier:order-updated`. */
export interface CashierOrderUpdate {
  orderId: string;
  kind: CashierOrderKind;
  status: CashierOrderStatus;
  amountMinor: number;
  creditedMinor: number | null;
}
