import type {
  ProtectionExclusion,
  ProtectionHistory,
  ProtectionHistoryKind,
  ProtectionLimit,
  ProtectionLimitKind,
  ProtectionLimitPeriod,
  ProtectionMyPlay,
  ProtectionSelfExclusionDuration,
  ProtectionSession,
  ProtectionStaffView,
  ProtectionStatus,
  ProtectionTimeoutDuration,
} from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, moneyParam } from '../../lib/errors';
import type { TSessionService } from '../auth/session.service';
import type { TDepositGuard } from '../cashier/deposit.service';
import type { TLedgerService } from '../wallet/ledger.service';
import { periodBounds, PROTECTION_TIME_ZONE } from './protection.period';
import type { TExclusionRow, TProtectionRepository } from './protection.repository';
import { COOLING_OFF_MS, DAY_MS, HISTORY_DEFAULT_DAYS, MY_PLAY_DAYS, HISTORY_MAX_DAYS, HISTORY_MAX_LINES, MAX_SESSION_MINUTES, MIN_AGE_YEARS, ageOn, exclusionView, formatIstanbul, historyKindOf, limitJson, selfExclusionEnd, timeoutEnd } from './protection.rules';
import { createPlayUsage, effectiveOf, type TEffective } from './protection.usage';

export { PLAY_IDLE_GAP_MS, PLAY_MARK_EVERY_MS } from './protection.usage';

export interface ProtectionServiceDeps {
  repo: TProtectionRepository;
  ledger: Pick<TLedgerService, 'transaction' | 'lockPlayer' | 'playerLines' | 'playerCurrency'>;
  sessions: Pick<TSessionService, 'revokeAllForUser'>;
  clock: Clock;
}

/**
 * Limits, time-outs, self-exclusion and the age gate, and their enforcement on every money path:
 * deposits (a cashier deposit guard), bets (inside the seamless wallet's transaction, under the
 * player's account lock), launches and logins.
 */
export const createProtectionService = ({ repo, ledger, sessions, clock }: ProtectionServiceDeps) => {
  const { remainingOf, sessionMinutesUsed, sessionOver, recordActivity } = createPlayUsage({ repo, clock });

  const exclusionError = (row: TExclusionRow): AppError =>
    row.endsAt === null
      ? new AppError('PLAYER_EXCLUDED', { messageKey: 'PLAYER_EXCLUDED_INDEFINITE' })
      : new AppError('PLAYER_EXCLUDED', { messageKey: row.kind === 'timeout' ? 'PLAYER_TIMED_OUT' : 'PLAYER_EXCLUDED', params: { until: formatIstanbul(row.endsAt) } });

  const limitsView = async (userId: number, now: Date, tx?: Db): Promise<ProtectionLimit[]> => {
    const rows = await repo.listLimits(userId, tx);
    const out: ProtectionLimit[] = [];
    for (const row of rows) {
      const e = effectiveOf(row, now);
      if (e.value === null && !e.pending) continue;
      const bounds = periodBounds(row.period, now);
      let used: bigint | null = null;
      if (row.kind === 'session') used = BigInt(await sessionMinutesUsed(userId, row.period, now, tx));
      else if (row.kind === 'deposit') used = await repo.depositUsage(userId, bounds.start, tx);
      else if (row.kind === 'loss' || row.kind === 'wager') {
        const usage = await repo.playUsage(userId, bounds.start, tx);
        used = row.kind === 'loss' ? (usage.lossMinor > 0n ? usage.lossMinor : 0n) : usage.wagerMinor;
      }
      const value = e.value ?? 0n;
      out.push({
        kind: row.kind,
        period: row.period,
        value: Number(value),
        used: used === null ? null : Number(used),
        remaining: used === null ? null : Number(value > used ? value - used : 0n),
        periodEndsAt: bounds.end.toISOString(),
        pending: e.pending ? { value: e.pending.value === null ? null : Number(e.pending.value), effectiveAt: e.pending.effectiveAt.toISOString() } : null,
      });
    }
    const order: Record<string, number> = { deposit: 0, loss: 1, wager: 2, session: 3, day: 0, week: 1, month: 2 };
    return out.sort((a, b) => (order[a.kind] ?? 0) - (order[b.kind] ?? 0) || (order[a.period] ?? 0) - (order[b.period] ?? 0));
  };

  const status = async (userId: number): Promise<ProtectionStatus> => {
    const now = clock.now();
    const exclusion = await repo.activeExclusion(userId, now);
    return {
      limits: await limitsView(userId, now),
      exclusion: exclusion ? exclusionView(exclusion) : null,
      ageConfirmed: (await repo.findProfile(userId)) !== undefined,
      realityCheckMinutes: await repo.realityCheckMinutes(userId),
    };
  };

  const depositGuard: TDepositGuard = async ({ userId, amountMinor, currency }) => {
    const now = clock.now();
    const exclusion = await repo.activeExclusion(userId, now);
    if (exclusion) throw exclusionError(exclusion);
    // The age gate covers money in, not only play: every path to a member (a phone login, a bound
    // phone, an old registration) confirms 18+ before the first deposit.
    if (!(await repo.findProfile(userId))) throw new AppError('AGE_NOT_CONFIRMED', { messageKey: 'AGE_NOT_CONFIRMED_DEPOSIT' });
    const tightest = (await remainingOf(userId, ['deposit'], now)).reduce<bigint | null>((min, r) => (min === null || r.remaining < min ? r.remaining : min), null);
    if (tightest !== null && amountMinor > tightest) {
      throw new AppError('DEPOSIT_LIMIT_EXCEEDED', { params: { remaining: moneyParam(tightest > 0n ? tightest : 0n, currency) } });
    }
  };

  const assertAdult = (birthDate: string, underKey: 'AGE_UNDER_18' | 'AGE_UNDER_18_REGISTER'): void => {
    const age = ageOn(birthDate, clock.now());
    if (age < 0 || age > 130) throw new AppError('VALIDATION_FAILED', { messageKey: 'BIRTH_DATE_INVALID' });
    if (age < MIN_AGE_YEARS) throw new AppError('AGE_UNDER_18', { messageKey: underKey });
  };
  const recordBirthDate = async (userId: number, birthDate: string): Promise<void> => {
    const now = clock.now();
    await ledger.transaction(async (tx) => {
      if (await repo.insertProfile({ userId, birthDate, ageConfirmedAt: now }, tx)) {
        await repo.insertAudit({ userId, actor: 'player', action: 'age.confirmed', oldValue: null, newValue: { birthDate }, createdAt: now }, tx);
      }
    });
  };

  return {
    status,
    depositGuard,
    recordActivity,

    /** A game launch (demo included): not excluded, and 18+ confirmed. */
    async assertMayPlay(userId: number): Promise<void> {
      const exclusion = await repo.activeExclusion(userId, clock.now());
      if (exclusion) throw exclusionError(exclusion);
      if (!(await repo.findProfile(userId))) throw new AppError('AGE_NOT_CONFIRMED');
      // A session past its time limit ends: every session is closed, the player logs in again.
      if (await sessionOver(userId, clock.now())) {
        await sessions.revokeAllForUser(userId, null);
        throw new AppError('SESSION_LIMIT_REACHED');
      }
    },

    /** Lowering (or a first limit) at once; raising or removing after the cooling-off. */
    async setLimit(userId: number, input: { kind: ProtectionLimitKind; period: ProtectionLimitPeriod; value: bigint | null }): Promise<ProtectionStatus> {
      if (input.kind === 'session' && input.value !== null && (input.value < 1n || input.value > BigInt(MAX_SESSION_MINUTES))) {
        throw new AppError('VALIDATION_FAILED', { messageKey: 'LIMIT_MINUTES_INVALID', params: { max: MAX_SESSION_MINUTES } });
      }
      if (input.value !== null && input.value < 1n) throw new AppError('VALIDATION_FAILED', { messageKey: 'LIMIT_VALUE_INVALID' });
      const now = clock.now();
      await ledger.transaction(async (tx) => {
        // The lock every bet takes first: a bet sees the limit before or after, never half of it.
        await ledger.lockPlayer(userId, tx);
        const row = (await repo.listLimits(userId, tx)).find((r) => r.kind === input.kind && r.period === input.period);
        const before: TEffective = row ? effectiveOf(row, now) : { value: null, pending: null };
        const base = { userId, kind: input.kind, period: input.period, updatedAt: now };
        let after: TEffective;
        let action: string;
        if (input.value !== null && (before.value === null || input.value <= before.value)) {
          after = { value: input.value, pending: null };
          action = before.value === null ? 'limit.set' : 'limit.lowered';
          await repo.upsertLimit({ ...base, value: input.value, pendingValue: null, pendingRemove: 0, pendingEffectiveAt: null }, tx);
        } else if (before.value === null) {
          // Removing a limit that is not in force: only a pending change to drop.
          after = { value: null, pending: null };
          action = 'limit.pending_cancelled';
          if (row) await repo.deleteLimit(userId, input.kind, input.period, tx);
        } else {
          // A raise or removal, also a second one while another waits: the cooling-off starts again.
          const effectiveAt = new Date(now.getTime() + COOLING_OFF_MS);
          after = { value: before.value, pending: { value: input.value, effectiveAt } };
          action = input.value === null ? 'limit.remove_requested' : 'limit.raise_requested';
          await repo.upsertLimit({ ...base, value: before.value, pendingValue: input.value, pendingRemove: input.value === null ? 1 : 0, pendingEffectiveAt: effectiveAt }, tx);
        }
        await repo.insertAudit({ userId, actor: 'player', action, oldValue: { kind: input.kind, period: input.period, ...limitJson(before) }, newValue: { kind: input.kind, period: input.period, ...limitJson(after) }, createdAt: now }, tx);
      });
      return status(userId);
    },

    /** Effective at once; every session of the player is closed. It can only be extended, never lifted early. */
    async exclude(userId: number, input: { kind: 'timeout'; duration: ProtectionTimeoutDuration } | { kind: 'self_exclusion'; duration: ProtectionSelfExclusionDuration }): Promise<ProtectionExclusion> {
      const now = clock.now();
      const endsAt = input.kind === 'timeout' ? timeoutEnd[input.duration](now) : selfExclusionEnd[input.duration](now);
      const row = await ledger.transaction(async (tx) => {
        await ledger.lockPlayer(userId, tx);
        const current = await repo.activeExclusion(userId, now, tx);
        const inserted: TExclusionRow = { id: 0, userId, kind: input.kind, duration: input.duration, startsAt: now, endsAt };
        await repo.insertExclusion({ userId, kind: input.kind, duration: input.duration, startsAt: now, endsAt }, tx);
        await repo.insertAudit(
          { userId, actor: 'player', action: `exclusion.${input.kind}`, oldValue: current ? exclusionView(current) : null, newValue: exclusionView(inserted), createdAt: now },
          tx,
        );
        return inserted;
      });
      await sessions.revokeAllForUser(userId, null);
      return exclusionView(row);
    },

    /** The age gate: the birth date once, 18+ in Istanbul today. */
    async confirmAge(userId: number, birthDate: string): Promise<{ ageConfirmed: true }> {
      assertAdult(birthDate, 'AGE_UNDER_18');
      await recordBirthDate(userId, birthDate);
      return { ageConfirmed: true };
    },

    /** The age gate of registration: refused under 18 before any account exists, recorded once it does. */
    ageGate: {
      assertAdult: (birthDate: string): void => assertAdult(birthDate, 'AGE_UNDER_18_REGISTER'),
      record: (userId: number, birthDate: string): Promise<void> => recordBirthDate(userId, birthDate),
    },

    /**
     * Login: a time-out or self-exclusion in force gives a restricted session (withdrawals, histories,
     * support; `restricted-session.ts`) instead of a refusal, so the player can take their money out.
     */
    async loginRestriction(userId: number): Promise<{ kind: 'timeout' | 'self_exclusion'; endsAt: string | null } | null> {
      const exclusion = await repo.activeExclusion(userId, clock.now());
      return exclusion ? { kind: exclusion.kind, endsAt: exclusion.endsAt?.toISOString() ?? null } : null;
    },

    /** The refusal a restricted session meets outside withdrawals and histories (names the end). */
    async restrictedError(userId: number): Promise<AppError> {
      const exclusion = await repo.activeExclusion(userId, clock.now());
      if (!exclusion) return new AppError('PLAYER_EXCLUDED', { messageKey: 'RESTRICTED_SESSION_ENDED' });
      return exclusion.endsAt === null
        ? new AppError('PLAYER_EXCLUDED', { messageKey: 'RESTRICTED_SESSION_INDEFINITE' })
        : new AppError('PLAYER_EXCLUDED', { messageKey: 'RESTRICTED_SESSION', params: { until: formatIstanbul(exclusion.endsAt) } });
    },

    /** Reality checks every `minutes` (15-120) of a session, or off (null); audited. */
    async setRealityCheck(userId: number, minutes: number | null): Promise<ProtectionStatus> {
      const now = clock.now();
      const before = await repo.realityCheckMinutes(userId);
      await ledger.transaction(async (tx) => {
        await repo.setRealityCheckMinutes(userId, minutes, now, tx);
        await repo.insertAudit({ userId, actor: 'player', action: 'reality_check.set', oldValue: { minutes: before }, newValue: { minutes }, createdAt: now }, tx);
      });
      return status(userId);
    },

    /** This login session: when it started, the login before, and its play so far (from the rounds). */
    async session(userId: number, sessionId: number): Promise<ProtectionSession> {
      const { startedAt, previousAt } = await repo.sessionStarts(userId, sessionId);
      const usage = startedAt ? await repo.playUsage(userId, startedAt) : { wagerMinor: 0n, lossMinor: 0n };
      return {
        startedAt: startedAt?.toISOString() ?? null,
        previousLoginAt: previousAt?.toISOString() ?? null,
        wageredMinor: Number(usage.wagerMinor),
        netMinor: Number(-usage.lossMinor),
        realityCheckMinutes: await repo.realityCheckMinutes(userId),
      };
    },

    /** The player's own play of the last 30 days, per local day and summed ("Oyun alışkanlıklarım"). */
    async myPlay(userId: number): Promise<ProtectionMyPlay> {
      const now = clock.now();
      const rows = await repo.myPlayDays(userId, now, MY_PLAY_DAYS, PROTECTION_TIME_ZONE);
      const sum = (pick: (r: (typeof rows)[number]) => bigint) => Number(rows.reduce((total, r) => total + pick(r), 0n));
      const minutes = (ms: number) => Math.floor(ms / 60_000);
      return {
        from: new Date(rows[0]?.startsMs ?? now.getTime()).toISOString(),
        to: now.toISOString(),
        timeZone: PROTECTION_TIME_ZONE,
        currency: await ledger.playerCurrency(userId),
        days: rows.map((r) => ({
          date: r.date,
          depositsMinor: Number(r.depositsMinor),
          withdrawalsMinor: Number(r.withdrawalsMinor),
          wageredMinor: Number(r.wageredMinor),
          netMinor: Number(r.netMinor),
          minutesPlayed: minutes(r.playedMs),
        })),
        totals: {
          depositsMinor: sum((r) => r.depositsMinor),
          withdrawalsMinor: sum((r) => r.withdrawalsMinor),
          wageredMinor: sum((r) => r.wageredMinor),
          netMinor: sum((r) => r.netMinor),
          minutesPlayed: minutes(rows.reduce((total, r) => total + r.playedMs, 0)),
        },
      };
    },

    /** Money in and out, bets, wins, bonuses and protection changes of a window (newest first). */
    async history(userId: number, input: { startTime?: Date | undefined; endTime?: Date | undefined; kinds?: ProtectionHistoryKind[] | undefined }): Promise<ProtectionHistory> {
      const to = input.endTime ?? clock.now();
      const from = input.startTime ?? new Date(to.getTime() - HISTORY_DEFAULT_DAYS * DAY_MS);
      if (from.getTime() >= to.getTime() || to.getTime() - from.getTime() > HISTORY_MAX_DAYS * DAY_MS) {
        throw new AppError('VALIDATION_FAILED', { messageKey: 'HISTORY_RANGE_INVALID', params: { days: HISTORY_MAX_DAYS } });
      }
      const wanted = input.kinds && input.kinds.length > 0 ? new Set(input.kinds) : null;
      const money = (await ledger.playerLines(userId, from, to, HISTORY_MAX_LINES + 1)).map((l) => ({
        at: l.at,
        kind: historyKindOf(l.code),
        code: l.code,
        amountMinor: Number(l.amountMinor),
        detail: null as string | null,
      }));
      const changes = (await repo.auditBetween(userId, from, to, HISTORY_MAX_LINES + 1)).map((a) => ({ at: a.createdAt, kind: 'limit' as const, code: a.action, amountMinor: null, detail: JSON.stringify(a.newValue) }));
      const all = [...money, ...changes].filter((e) => !wanted || wanted.has(e.kind)).sort((a, b) => b.at.getTime() - a.at.getTime());
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        list: all.slice(0, HISTORY_MAX_LINES).map((e) => ({ ...e, at: e.at.toISOString() })),
        truncated: all.length > HISTORY_MAX_LINES,
      };
    },

    /** Staff: limits, exclusion, age and the audit trail (read only). */
    async staffView(userId: number): Promise<ProtectionStaffView> {
      const profile = await repo.findProfile(userId);
      const audit = await repo.listAudit(userId, 200);
      return {
        userId,
        ...(await status(userId)),
        birthDate: profile?.birthDate ?? null,
        audit: audit.map((a) => ({ actor: a.actor, action: a.action, oldValue: a.oldValue, newValue: a.newValue, createdAt: a.createdAt.toISOString() })),
      };
    },
  };
};

export type TProtectionService = ReturnType<typeof createProtectionService>;
