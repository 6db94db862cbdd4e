import type { ComposedRoute } from './compose';
import { matchTarget } from './match';

const page = async () => ({ default: () => null });
const r = (name: string, path: string, over: Partial<ComposedRoute> = {}): ComposedRoute => ({ name, path, titleKey: `x:${name}`, layouts: ['mobile'], order: 0, remote: 'lobby', load: page, ...over });
const table = [
  r('Home', ''),
  r('gamePlaying', 'gamePlaying/:id/:isReal'),
  r('kisiselBilgiler', 'kisiselBilgiler', { children: [r('kbHome', ''), r('Recharge', 'recharge')] }),
  r('login', 'login', { outsideLayout: true, ignoreAuth: true }),
];

describe('matchTarget', () => {
  it('finds the deepest route of a path', () => {
    expect(matchTarget(table, '/')?.name).toBe('Home');
    expect(matchTarget(table, '/gamePlaying/5/1')?.name).toBe('gamePlaying');
    expect(matchTarget(table, '/kisiselBilgiler')?.name).toBe('kbHome');
    expect(matchTarget(table, '/kisiselBilgiler/recharge')?.name).toBe('Recharge');
    expect(matchTarget(table, '/login')?.ignoreAuth).toBe(true);
  });

  it('is undefined for an unknown path (the 404 page)', () => {
    expect(matchTarget(table, '/nope')).toBeUndefined();
    expect(matchTarget(table, '/gamePlaying/5')).toBeUndefined();
  });
});
