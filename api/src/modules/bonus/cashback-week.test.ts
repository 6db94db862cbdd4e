import { cashbackOf, previousWeek, weekOf, weekStarting } from './cashback-week';

describe('the Istanbul week', () => {
  it('starts on Monday 00:00 Istanbul (Sunday 21:00 UTC)', () => {
    // Sunday 2026-11-22 20:59 UTC is Sunday 23:59 in Istanbul: still the week of Monday the 16th.
    expect(weekOf(new Date('2026-11-22T20:59:59Z'))).toEqual({ weekStart: '2026-11-16', from: new Date('2026-11-15T21:00:00Z'), to: new Date('2026-11-22T21:00:00Z') });
    // One second later it is Monday 00:00 in Istanbul.
    expect(weekOf(new Date('2026-11-22T21:00:00Z')).weekStart).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-26T11:00:00Z')).weekStart).toBe('2026-11-23');
  });

  it('the job pays the last finished week; a week is named by its Monday only', () => {
    expect(previousWeek(new Date('2026-11-23T08:00:00Z')).weekStart).toBe('2026-11-16');
    expect(previousWeek(new Date('2026-11-22T22:00:00Z')).weekStart).toBe('2026-11-16');
    expect(weekStarting('2026-11-16')?.from).toEqual(new Date('2026-11-15T21:00:00Z'));
    expect(weekStarting('2026-11-17')).toBeNull();
    expect(weekStarting('16.11.2026')).toBeNull();
  });

  it('cashback is the level rate of the net loss, floored; nothing on a win or at 0 bps', () => {
    expect(cashbackOf(123_457n, 150)).toBe(1_851n);
    expect(cashbackOf(-5_000n, 500)).toBe(0n);
    expect(cashbackOf(10_000n, 0)).toBe(0n);
  });
});
