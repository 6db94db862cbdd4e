import type { AgentInfo, AgentRebateResult, AgentTier } from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import type { TLedgerService } from '../wallet/ledger.service';
import type { TAgentRepository, TInviteeWagering } from './agent.repository';
import { maskName } from './invite.service';

/** The tiers (agentType): more registered invitees, a larger share of their settled wagering. */
export const AGENT_TIERS: readonly AgentTier[] = [
  { agentType: 1, minInvitees: 0, rateBps: 30 },
  { agentType: 2, minInvitees: 5, rateBps: 50 },
  { agentType: 3, minInvitees: 20, rateBps: 80 },
];

const ISTANBUL_OFFSET_MS = 3 * 3_600_000; // UTC+3 all year since 2016.

/** Monday 00:00 Europe/Istanbul of the week holding `now`. */
export const weekStart = (now: Date): Date => {
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday) - ISTANBUL_OFFSET_MS);
};

export const tierOf = (invitees: number): AgentTier => [...AGENT_TIERS].reverse().find((t) => invitees >= t.minInvitees) ?? AGENT_TIERS[0]!;

/** The rebate of `wagered` at `rateBps`, rounded down to the minor unit (never more than earned). */
export const rebateOf = (wageredMinor: bigint, rateBps: number): bigint => (wageredMinor * BigInt(rateBps)) / 10_000n;

/**
 * The rebate rule (a product decision, module README): a tier's rate applies to wagering settled
 * while the player holds that tier. The tier rises when the 5th / 20th qualifying invitee registers;
 * wagering settled before that keeps the rate of its time, so accrual never changes after the fact
 * (no windfall on old wagering, and a claim already shown never shrinks).
 */
export const accruedOf = (segments: bigint[]): bigint =>
  segments.reduce((sum, wagered, k) => sum + rebateOf(wagered, AGENT_TIERS[k]?.rateBps ?? 0), 0n);

/** The instants the tier went up: the registration of the invitee that reached each tier's minimum. */
export const tierChanges = (registrations: Date[]): Date[] =>
  AGENT_TIERS.slice(1).map((t) => registrations[t.minInvitees - 1] ?? new Date('9999-12-31T00:00:00Z'));

export interface AgentServiceDeps {
  repo: TAgentRepository;
  ledger: Pick<TLedgerService, 'transaction' | 'transfer' | 'ensurePlayerAccount' | 'lockPlayer' | 'playerBalance' | 'playerAccounts'>;
  clock: Clock;
  logger: Pick<TLogger, 'info'>;
}

/**
 * The agent rebate: computed on the server from the settled rounds of the player's registered
 * invitees (nothing the client sends), paid through the ledger (code REBATE) under the player's
 * account lock, so concurrent claims pay the claimable amount once.
 */
export const createAgentService = ({ repo, ledger, clock, logger }: AgentServiceDeps) => {
  const compute = async (userId: number, tx?: Db) => {
    const inviter = await repo.inviter(userId, tx);
    if (!inviter) throw new AppError('UNAUTHORIZED');
    const now = clock.now();
    const periodStart = weekStart(now);
    const invitees: TInviteeWagering[] = await repo.invitees(userId, inviter.uuId, inviter.deviceNumber, periodStart, tx);
    const tier = tierOf(invitees.length);
    const totalWagered = invitees.reduce((sum, i) => sum + i.totalWageredMinor, 0n);
    const periodWagered = invitees.reduce((sum, i) => sum + i.periodWageredMinor, 0n);
    // Each tier's rate on what settled while it held (the rate is snapshotted by the settlement time).
    const changes = tierChanges(await repo.qualifyingRegistrations(userId, inviter.uuId, inviter.deviceNumber, tx));
    const accrued = accruedOf(await repo.settledWageringSplit(userId, inviter.uuId, inviter.deviceNumber, changes, tx));
    const paid = await repo.paidMinor(userId, tx);
    const claimable = accrued > paid ? accrued - paid : 0n;
    return { tier, periodStart, invitees, totalWagered, periodWagered, accrued, paid, claimable };
  };

  /** The player's tier (`agentType` of the user fields) from the count of qualifying invitees: one indexed count. */
  const agentType = async (userId: number): Promise<number> => {
    const inviter = await repo.inviter(userId);
    if (!inviter) return 0;
    return tierOf(await repo.qualifyingCount(userId, inviter.uuId, inviter.deviceNumber)).agentType;
  };

  const info = async (userId: number): Promise<AgentInfo> => {
    const c = await compute(userId);
    return {
      agentType: c.tier.agentType,
      rateBps: c.tier.rateBps,
      tiers: [...AGENT_TIERS],
      periodStart: c.periodStart.toISOString(),
      invitees: c.invitees.map((i) => ({ name: maskName(i.nikeName), registerTime: i.registeredAt?.toISOString() ?? null, periodWageredMinor: Number(i.periodWageredMinor), totalWageredMinor: Number(i.totalWageredMinor) })),
      periodWageredMinor: Number(c.periodWagered),
      totalWageredMinor: Number(c.totalWagered),
      accruedMinor: Number(c.accrued),
      paidMinor: Number(c.paid),
      claimableMinor: Number(c.claimable),
    };
  };

  const receiveRebate = async (userId: number): Promise<AgentRebateResult> => {
    const amount = await ledger.transaction(async (tx: Db) => {
      await ledger.ensurePlayerAccount(userId, tx);
      // The player's account lock orders concurrent claims: the second sees the first one's row.
      await ledger.lockPlayer(userId, tx);
      const c = await compute(userId, tx);
      if (c.claimable <= 0n) throw new AppError('REBATE_NOTHING_TO_CLAIM');
      // The key names what was paid before: a replay of the same claim can never pay twice.
      const key = `rebate:${userId}:${c.paid}`;
      await repo.insertRebate({ userId, amountMinor: c.claimable, wageredMinor: c.totalWagered, rateBps: c.tier.rateBps, transferKey: key, createdAt: clock.now() }, tx);
      const accounts = await ledger.playerAccounts(userId, tx);
      await ledger.transfer({ debitAccount: accounts.promo, creditAccount: accounts.cash, amountMinor: c.claimable, currency: accounts.currency, code: 'REBATE', idempotencyKey: key }, tx);
      return c.claimable;
    });
    logger.info({ userId, amountMinor: String(amount) }, 'agent rebate paid');
    return { amountMinor: Number(amount), totalAssets: Number(await ledger.playerBalance(userId)) };
  };

  return { info, receiveRebate, agentType };
};

export type TAgentService = ReturnType<typeof createAgentService>;
