import { periodBounds } from './protection.period';

describe('limit periods in Europe/Istanbul', () => {
  it('a day starts at local midnight (21:00 UTC the day before)', () => {
    expect(periodBounds('day', new Date('2026-06-01T20:59:59Z'))).toEqual({ start: new Date('2026-05-31T21:00:00Z'), end: new Date('2026-06-01T21:00:00Z') });
    expect(periodBounds('day', new Date('2026-06-01T21:00:00Z')).start).toEqual(new Date('2026-06-01T21:00:00Z'));
  });
  it('a week starts on Monday', () => {
    // 2026-06-07 is a Sunday; 23:59 local on Sunday is still the week of Monday 1 June.
    expect(periodBounds('week', new Date('2026-06-07T20:59:00Z')).start).toEqual(new Date('2026-05-31T21:00:00Z'));
    expect(periodBounds('week', new Date('2026-06-07T21:00:00Z')).start).toEqual(new Date('2026-06-07T21:00:00Z'));
  });
  it('a month starts on the 1st, across the year end', () => {
    expect(periodBounds('month', new Date('2026-12-31T20:59:59Z'))).toEqual({ start: new Date('2026-11-30T21:00:00Z'), end: new Date('2026-12-31T21:00:00Z') });
    expect(periodBounds('month', new Date('2026-12-31T21:00:00Z')).start).toEqual(new Date('2026-12-31T21:00:00Z'));
  });
});
