/**
 * Prize wheel contract (`/wheel/*`, the vip-wheel route). The server draws every outcome; the client
 * only animates to the index it is given. Amounts are integer minor units.
 */

export interface WheelPrize {
  index: number;
  kind: 'cash' | 'nothing';
  amountMinor: number;
}

/** `/wheel/getWheelInfo`. */
export interface WheelInfo {
  market: string;
  currency: string;
  /** Version of the live prize table. */
  version: number;
  prizes: WheelPrize[];
  spinsLeft: number;
  /** Spec section 3 user field: the player may spin now. */
  isWheelEnough: boolean;
  vipLevel: number;
  vipSpinsPerPeriod: number;
  /** When this period's VIP spins are renewed. */
  periodEndsAt: string;
  /** Where the spins left come from (they add up to `spinsLeft`); only sources with spins left. */
  spinSources: WheelSpinSource[];
}

/** Spins left of one kind: the VIP level's weekly spins, deposit spins, or staff grants. */
export interface WheelSpinSource {
  source: 'vip' | 'deposit' | 'staff';
  spinsLeft: number;
  /** When the first of these spins expires (null: never). */
  expiresAt: string | null;
}

/** `/wheel/spin` (body `{ market?, requestId? }`: `requestId` makes a retried request answer the first spin). */
export interface WheelSpinResult {
  spinId: number;
  /** The index the server drew: the wheel stops here. */
  index: number;
  prize: WheelPrize;
  currency: string;
  version: number;
  /** The player's balance after the prize (minor units). */
  totalAssets: number;
  spinsLeft: number;
  createTime: string;
}

export interface WheelSpinRecord {
  spinId: number;
  index: number;
  kind: 'cash' | 'nothing';
  amountMinor: number;
  currency: string;
  version: number;
  createTime: string;
  /** Where the spin came from: the VIP week, a deposit or a staff grant. */
  source: WheelSpinSource['source'];
}

/** `/wheel/history`. */
export interface WheelHistoryPage {
  list: WheelSpinRecord[];
  total: number;
  page: number;
  pageSize: number;
}
