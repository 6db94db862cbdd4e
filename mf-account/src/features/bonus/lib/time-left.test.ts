import { timeLeftOf } from './time-left';

describe('timeLeftOf', () => {
  it('shows days and hours, then hours and minutes, then minutes (never 0 while time is left), then over', () => {
    expect(timeLeftOf(30 * 86_400 - 1)).toEqual({ key: 'days', d: 29, h: 23 });
    expect(timeLeftOf(3 * 3_600 + 20 * 60 + 5)).toEqual({ key: 'hours', h: 3, m: 20 });
    expect(timeLeftOf(125)).toEqual({ key: 'minutes', m: 2 });
    expect(timeLeftOf(20)).toEqual({ key: 'minutes', m: 1 });
    expect(timeLeftOf(0)).toEqual({ key: 'over' });
  });
});
