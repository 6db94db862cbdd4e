import { apiPost, type ProtectionExclusion, type ProtectionHistory, type ProtectionMyPlay, type ProtectionHistoryKind, type ProtectionLimitKind, type ProtectionLimitPeriod, type ProtectionStatus } from '@casino/shared';

const need = <T>(path: string, value: T | null): T => {
  if (value === null) throw new Error(`${path}: empty answer`);
  return value;
};

/** `/protection/*`: the player's limits, time-out and self-exclusion (the server enforces them). */
export const protectionApi = {
  status: async (): Promise<ProtectionStatus> => need('/protection/limits', (await apiPost<ProtectionStatus>('/protection/limits')).resultData),
  /** `value` in minor units (minutes for a session limit); null removes the limit after the cooling-off. */
  setLimit: async (kind: ProtectionLimitKind, period: ProtectionLimitPeriod, value: number | null): Promise<ProtectionStatus> =>
    need('/protection/setLimit', (await apiPost<ProtectionStatus>('/protection/setLimit', { kind, period, value })).resultData),
  setRealityCheck: async (minutes: number | null): Promise<ProtectionStatus> =>
    need('/protection/setRealityCheck', (await apiPost<ProtectionStatus>('/protection/setRealityCheck', { minutes })).resultData),
  /** The last 6 months (the server's default window), of the given kinds (all when empty). */
  history: async (kinds: ProtectionHistoryKind[]): Promise<ProtectionHistory> =>
    need('/protection/history', (await apiPost<ProtectionHistory>('/protection/history', kinds.length > 0 ? { kinds } : {})).resultData),
  /** The player's own last 30 days, per day ("Oyun alışkanlıklarım"). */
  myPlay: async (): Promise<ProtectionMyPlay> => need('/protection/myPlay', (await apiPost<ProtectionMyPlay>('/protection/myPlay')).resultData),
  /** The age gate: 18+ confirmed once with a date of birth (YYYY-MM-DD); the server refuses under 18. */
  confirmAge: async (birthDate: string): Promise<void> => {
    await apiPost('/protection/confirmAge', { birthDate }, { toast: false });
  },
  exclude: async (kind: ProtectionExclusion['kind'], duration: ProtectionExclusion['duration']): Promise<ProtectionExclusion> =>
    need('/protection/exclude', (await apiPost<ProtectionExclusion>('/protection/exclude', { kind, duration })).resultData),
};
