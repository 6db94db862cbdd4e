import { FAKE_ONLINE_MAX, FAKE_ONLINE_MIN } from '@casino/shared';
import { cardTarget, randomOnline } from './card-target';

const demo = { gameId: 7, haveDemo: true };
const realOnly = { gameId: 8, haveDemo: false };

describe('cardTarget (spec section 2, game card)', () => {
  it('sends an expired login to /login whatever the game or variant', () => {
    expect(cardTarget(demo, { sessionExpired: true })).toBe('/login');
    expect(cardTarget(realOnly, { sessionExpired: true, variant: 'drawer' })).toBe('/login');
  });
  it('opens a game with a demo in gamePlayingFront', () => {
    expect(cardTarget(demo, { sessionExpired: false })).toBe('/gamePlayingFront/7');
  });
  it('opens a game without a demo in gamePlaying, real mode', () => {
    expect(cardTarget(realOnly, { sessionExpired: false })).toBe('/gamePlaying/8/1');
  });
  it('opens gamePlaying from a mobile drawer card, even with a demo', () => {
    expect(cardTarget(demo, { sessionExpired: false, variant: 'drawer' })).toBe('/gamePlaying/7/1');
  });
});

describe('randomOnline', () => {
  it('stays within 100..9999 at the extremes', () => {
    expect(randomOnline(() => 0)).toBe(FAKE_ONLINE_MIN);
    expect(randomOnline(() => 0.999999999)).toBe(FAKE_ONLINE_MAX);
    expect(randomOnline(() => 1)).toBe(FAKE_ONLINE_MAX);
  });
  it('is an integer for any draw', () => {
    for (let i = 0; i < 1000; i++) {
      const n = randomOnline();
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(FAKE_ONLINE_MIN);
      expect(n).toBeLessThanOrEqual(FAKE_ONLINE_MAX);
    }
  });
});
