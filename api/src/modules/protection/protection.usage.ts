import type { ProtectionLimitPeriod } from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { periodBounds } from './protection.period';
import type { TLimitRow, TProtectionRepository } from './protection.repository';

/** Session time: a pause longer than this ends a span of play (it is not counted). */
export const PLAY_IDLE_GAP_MS = 5 * 60_000;
/** Session time: activity is written at most this often per player and instance. */
export const PLAY_MARK_EVERY_MS = 30_000;

export interface TEffective {
  value: bigint | null;
  pending: { value: bigint | null; effectiveAt: Date } | null;
}
/** The value in force at `now`: a pending change whose cooling-off is over counts as applied. */
export const effectiveOf = (row: TLimitRow, now: Date): TEffective => {
  if (row.pendingEffectiveAt === null) return { value: row.value, pending: null };
  const pendingValue = row.pendingRemove === 1 ? null : row.pendingValue;
  if (row.pendingEffectiveAt.getTime() <= now.getTime()) return { value: pendingValue, pending: null };
  return { value: row.value, pending: { value: pendingValue, effectiveAt: row.pendingEffectiveAt } };
};

/**
 * What a player has used of their limits: money left under the deposit, loss and wager limits, session
 * time played (activity spans over logins and devices), and the throttled activity marks that feed it.
 */
export const createPlayUsage = ({ repo, clock }: { repo: TProtectionRepository; clock: Clock }) => {
  /** What is left of each limit of `kinds` (`limits`: the player's rows when the caller has read them). */
  const remainingOf = async (userId: number, kinds: Array<'deposit' | 'loss' | 'wager'>, now: Date, tx?: Db, limits?: TLimitRow[]) => {
    const rows = (limits ?? (await repo.listLimits(userId, tx))).filter((r) => (kinds as string[]).includes(r.kind));
    const remaining: Array<{ kind: string; remaining: bigint }> = [];
    // A loss and a wager limit of the same period read the same play usage once.
    const playUsage = new Map<number, ReturnType<typeof repo.playUsage>>();
    for (const row of rows) {
      const value = effectiveOf(row, now).value;
      if (value === null) continue;
      const start = periodBounds(row.period, now).start;
      let used: bigint;
      if (row.kind === 'deposit') used = await repo.depositUsage(userId, start, tx);
      else {
        let usage = playUsage.get(start.getTime());
        if (!usage) playUsage.set(start.getTime(), (usage = repo.playUsage(userId, start, tx)));
        used = row.kind === 'loss' ? (await usage).lossMinor : (await usage).wagerMinor;
      }
      remaining.push({ kind: row.kind, remaining: value - used });
    }
    return remaining;
  };

  /**
   * Session time played in [from, to): the activity spans clipped to the window; the newest span
   * counts up to `to` while the player was active within the idle gap (writes are throttled).
   */
  const playMs = async (userId: number, from: Date, to: Date, tx?: Db): Promise<number> => {
    const spans = await repo.playSpans(userId, from, to, PLAY_IDLE_GAP_MS, tx);
    let total = 0;
    spans.forEach((span, i) => {
      const open = i === 0 && to.getTime() - span.lastActiveAt.getTime() <= PLAY_IDLE_GAP_MS;
      const end = Math.min(open ? to.getTime() : span.lastActiveAt.getTime(), to.getTime());
      const start = Math.max(span.startedAt.getTime(), from.getTime());
      if (end > start) total += end - start;
    });
    return total;
  };

  /** Minutes played in the period containing `now` (whole minutes, rounded down). */
  const sessionMinutesUsed = async (userId: number, period: ProtectionLimitPeriod, now: Date, tx?: Db): Promise<number> =>
    Math.floor((await playMs(userId, periodBounds(period, now).start, now, tx)) / 60_000);

  /** Session time: any session limit whose period's play time (summed over logins and devices) is used up. */
  const sessionOver = async (userId: number, now: Date, tx?: Db, limits?: TLimitRow[]): Promise<boolean> => {
    for (const row of limits ?? (await repo.listLimits(userId, tx))) {
      if (row.kind !== 'session') continue;
      const value = effectiveOf(row, now).value;
      if (value !== null && (await sessionMinutesUsed(userId, row.period, now, tx)) >= Number(value)) return true;
    }
    return false;
  };

  /** In-memory write throttle of activity marks (per instance; reads count an open span up to now). */
  const lastMarked = new Map<number, number>();
  const recordActivity = async (userId: number, tx?: Db): Promise<void> => {
    const now = clock.now().getTime();
    const last = lastMarked.get(userId);
    if (last !== undefined && now >= last && now - last < PLAY_MARK_EVERY_MS) return;
    if (lastMarked.size > 100_000) lastMarked.clear();
    lastMarked.set(userId, now);
    await repo.touchPlaySpan(userId, new Date(now), PLAY_IDLE_GAP_MS, tx);
  };

  return { remainingOf, sessionMinutesUsed, sessionOver, recordActivity };
};
