import { spinSourcesOf, totalSpins } from './wheel.sources';

const period = { spinsPerPeriod: 0, periodKey: 'vip:2026-11-23', periodEndsAt: new Date('2026-11-29T21:00:00Z') };
const grant = (source: 'vip' | 'deposit' | 'staff', sourceRef: string, spins: number, used: number, expiresAt: string | null) => ({ source, sourceRef, spins, used, expiresAt: expiresAt ? new Date(expiresAt) : null });

describe('spinSourcesOf: where each spin came from', () => {
  it('four deposit spins and no weekly VIP spins: all four say "deposit", with the first expiry', () => {
    const grants = [
      grant('deposit', 'deposit:D1', 1, 0, '2026-12-01T10:00:00Z'),
      grant('deposit', 'deposit:D2', 1, 0, '2026-11-28T10:00:00Z'),
      grant('deposit', 'deposit:D3', 1, 1, '2026-11-27T10:00:00Z'),
      grant('deposit', 'deposit:D4', 2, 0, '2026-12-02T10:00:00Z'),
    ];
    const sources = spinSourcesOf(grants, period);
    expect(sources).toEqual([{ source: 'deposit', spinsLeft: 4, expiresAt: '2026-11-28T10:00:00.000Z' }]);
    expect(totalSpins(sources)).toBe(4);
  });

  it('counts the level\'s weekly spins before the period grant is written, and what is left of it after', () => {
    expect(spinSourcesOf([], { ...period, spinsPerPeriod: 2 })).toEqual([{ source: 'vip', spinsLeft: 2, expiresAt: '2026-11-29T21:00:00.000Z' }]);
    const used = [grant('vip', period.periodKey, 2, 1, '2026-11-29T21:00:00Z'), grant('staff', 'staff:promo', 3, 0, null)];
    expect(spinSourcesOf(used, { ...period, spinsPerPeriod: 2 })).toEqual([
      { source: 'vip', spinsLeft: 1, expiresAt: '2026-11-29T21:00:00.000Z' },
      { source: 'staff', spinsLeft: 3, expiresAt: null },
    ]);
  });

  it('leaves out sources with nothing left', () => {
    expect(spinSourcesOf([grant('vip', period.periodKey, 1, 1, '2026-11-29T21:00:00Z'), grant('staff', 'staff:x', 1, 1, null)], { ...period, spinsPerPeriod: 1 })).toEqual([]);
  });
});
