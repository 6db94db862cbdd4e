import { switchedOffAt } from './switched-off';

describe('switchedOffAt', () => {
  const off = [{ name: 'wheel' as const, paths: ['/vip-wheel'] }, { name: 'account' as const, paths: ['/kisiselBilgiler', '/kisiselBilgiler/recharge', '/vip'] }];

  it("names the switched-off remote whose route a path is (patterns and children too)", () => {
    expect(switchedOffAt(off, '/vip-wheel')).toBe('wheel');
    expect(switchedOffAt(off, '/kisiselBilgiler/recharge')).toBe('account');
    expect(switchedOffAt([{ name: 'lobby', paths: ['/gamePlaying/:id/:isReal?'] }], '/gamePlaying/12/1')).toBe('lobby');
  });

  it('leaves every other path to the 404', () => {
    expect(switchedOffAt(off, '/vip-wheelx')).toBeUndefined();
    expect(switchedOffAt(off, '/kisiselBilgiler/unknown')).toBeUndefined();
    expect(switchedOffAt([], '/vip-wheel')).toBeUndefined();
  });
});
