import type { ProtectionMyPlay, ProtectionMyPlayDay } from '@casino/shared';
import { barsOf, hoursAndMinutes, isQuiet } from './my-play';

const day = (date: string, over: Partial<ProtectionMyPlayDay> = {}): ProtectionMyPlayDay => ({ date, depositsMinor: 0, withdrawalsMinor: 0, wageredMinor: 0, netMinor: 0, minutesPlayed: 0, ...over });

describe('my play helpers', () => {
  it('draws a signed metric around the middle line, the largest day full height', () => {
    const bars = barsOf([day('2026-12-01', { netMinor: -2_000 }), day('2026-12-02', { netMinor: 1_000 }), day('2026-12-03')], 'netMinor');
    expect(bars).toEqual([
      { date: '2026-12-01', value: -2_000, y: 50, height: 50, negative: true },
      { date: '2026-12-02', value: 1_000, y: 25, height: 25, negative: false },
      { date: '2026-12-03', value: 0, y: 50, height: 0, negative: false },
    ]);
  });

  it('draws an unsigned metric up from the bottom, and an empty window flat', () => {
    expect(barsOf([day('a', { minutesPlayed: 30 }), day('b', { minutesPlayed: 120 })], 'minutesPlayed').map((b) => [b.y, b.height])).toEqual([
      [75, 25],
      [0, 100],
    ]);
    expect(barsOf([day('a'), day('b')], 'depositsMinor').map((b) => b.height)).toEqual([0, 0]);
  });

  it('knows a quiet window and splits minutes into hours', () => {
    const totals = { depositsMinor: 0, withdrawalsMinor: 0, wageredMinor: 0, netMinor: 0, minutesPlayed: 0 };
    const play: ProtectionMyPlay = { from: '', to: '', timeZone: 'Europe/Istanbul', currency: 'TRY', days: [], totals };
    expect(isQuiet(play)).toBe(true);
    expect(isQuiet({ ...play, totals: { ...totals, minutesPlayed: 1 } })).toBe(false);
    expect(hoursAndMinutes(125)).toEqual({ hours: 2, minutes: 5 });
  });
});
