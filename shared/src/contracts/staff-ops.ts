// The staff console's operations answers (withdrawal review, mail campaigns, wheel tables): the API builds
// them, the console reads them. The player-360 and reports shapes are in backoffice*.ts.

/** Why the risk review held a withdrawal, with its figures (cashier risk-review.ts). */
export interface TRiskFlag {
  code: string;
  params?: Record<string, number>;
}

/** `/admin/cashier/withdrawals/list`: one withdrawal of the review queue, with its history. */
export interface TStaffWithdrawal {
  orderId: string;
  userId: number;
  status: string;
  amountMinor: number;
  feeMinor: number;
  currency: string;
  payoutAccount: { iban: string; holderName: string; bankCode: string; bankName: string } | null;
  createTime: string;
  reason: string | null;
  riskFlags: TRiskFlag[];
  /** Other member accounts sharing the player's device or the IBAN. */
  linkedAccounts: Array<{ userId: number; nikeName: string; mobile: string; createTime: string }>;
  events: Array<{ from: string | null; to: string; source: string; actor: string | null; reason: string | null; at: string }>;
}

/** `/admin/mail/campaigns/*`: a mail campaign (`amount` in minor units). */
export interface TCampaignView {
  id: number;
  marketId: string;
  kind: string;
  title: string;
  content: string;
  amount: number;
  target: { kind: 'users' | 'market'; count: number | null };
  status: string;
  sendTime: string;
  expireTime: string | null;
  sentCount: number;
  createdBy: string;
  createTime: string;
  finishTime: string | null;
}

export interface TWheelTablePrize {
  index: number;
  kind: 'cash' | 'nothing';
  amountMinor: number;
  weight: number;
  probability: number;
}

/** `/admin/wheel/*`: one version of a market's prize-wheel table. */
export interface TWheelTableView {
  id: number;
  market: string;
  version: number;
  currency: string;
  prizes: TWheelTablePrize[];
  pinnedIndex: number | null;
  /** Expected payout of one spin (minor units): the table's cost. */
  expectedCostMinor: number;
  note: string | null;
  createdBy: string;
  createTime: string;
}

/** `/admin/wheel/simulate`: n draws with the server's draw, against the table's expectation. */
export interface TWheelSimulation {
  market: string;
  version: number;
  draws: number;
  expectedCostMinor: number;
  observedCostMinor: number;
  prizes: Array<TWheelTablePrize & { observed: number }>;
}
