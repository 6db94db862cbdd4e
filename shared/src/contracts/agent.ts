/** The agent (invite) rebate (spec section 7, /invite/agent/*): a share of the settled wagering of the players one invited. */

/** A rebate tier: from `minInvitees` registered invitees on, `rateBps` of their settled wagering (100 bps = 1 %). */
export interface AgentTier {
  agentType: number;
  minInvitees: number;
  rateBps: number;
}

/** One registered invitee (masked) and what they wagered in settled rounds. */
export interface AgentInvitee {
  name: string;
  registerTime: string | null;
  /** This period (the week, Monday 00:00 Europe/Istanbul). */
  periodWageredMinor: number;
  totalWageredMinor: number;
}

/** `/invite/agent/info`. Amounts in minor units. */
export interface AgentInfo {
  agentType: number;
  rateBps: number;
  tiers: AgentTier[];
  periodStart: string;
  invitees: AgentInvitee[];
  periodWageredMinor: number;
  totalWageredMinor: number;
  /** The rebate of all settled wagering of the invitees at the current rate. */
  accruedMinor: number;
  paidMinor: number;
  /** accrued - paid: what `receiveRebate` pays now. */
  claimableMinor: number;
}

/** `/invite/agent/receiveRebate`. */
export interface AgentRebateResult {
  amountMinor: number;
  totalAssets: number;
}
