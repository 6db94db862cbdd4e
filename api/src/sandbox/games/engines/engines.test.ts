import { createHmac, createHash } from 'node:crypto';
import { bankerDraws, dealBaccarat, baccaratReturn } from './baccarat';
import { actBlackjack, allowedActions, dealBlackjack, handValue } from './blackjack';
import { shoeOrder } from './cards';
import { crashPointOf, msToReach, multiplierAt } from './crash';
import { fairRng, hmacSha256, seedHash, sha256, utf8 } from './fair';
import { isValidRouletteBet, settleRoulette } from './roulette';
import { slotModel, evaluateSlot } from './slot';
import { WHEEL_SEGMENTS } from './wheel';

/** Cards by rank for scripted deals: A=0, 2..9 = 1..8, T=9. */
const scripted = (ranks: number[]) => {
  let i = 0;
  return () => ranks[i++]! % 13;
};

describe('provably fair draws', () => {
  it('SHA-256 and HMAC-SHA256 match node:crypto', () => {
    for (const text of ['', 'abc', 'x'.repeat(55), 'y'.repeat(64), 'ğüşİöç 中文'.repeat(20)]) {
      expect(Buffer.from(sha256(utf8(text))).toString('hex')).toBe(createHash('sha256').update(text).digest('hex'));
      expect(Buffer.from(hmacSha256(utf8(`k${text}`), utf8(text))).toString('hex')).toBe(createHmac('sha256', `k${text}`).update(text).digest('hex'));
    }
    expect(seedHash('seed')).toBe(createHash('sha256').update('seed').digest('hex'));
  });

  it('the same seeds and nonce give the same stream; any change gives another', () => {
    const draw = (serverSeed: string, clientSeed: string, nonce: number) => {
      const rng = fairRng({ serverSeed, clientSeed, nonce });
      return Array.from({ length: 20 }, () => rng(37));
    };
    expect(draw('s', 'c', 1)).toEqual(draw('s', 'c', 1));
    expect(draw('s', 'c', 1)).not.toEqual(draw('s', 'c', 2));
    expect(draw('s', 'c', 1)).not.toEqual(draw('s', 'd', 1));
    expect(draw('s', 'c', 1).every((n) => n >= 0 && n < 37)).toBe(true);
  });
});

describe('roulette board', () => {
  it.each([
    [{ type: 'split', numbers: [17, 20] }, true],
    [{ type: 'split', numbers: [3, 4] }, false],
    [{ type: 'split', numbers: [0, 2] }, true],
    [{ type: 'corner', numbers: [17, 18, 20, 21] }, true],
    [{ type: 'corner', numbers: [18, 19, 21, 22] }, false],
    [{ type: 'street', numbers: [16, 17, 18] }, true],
    [{ type: 'line', numbers: [31, 32, 33, 34, 35, 36] }, true],
    [{ type: 'line', numbers: [34, 35, 36, 37, 38, 39] }, false],
    [{ type: 'dozen', value: 4 }, false],
    [{ type: 'red', numbers: [1] }, false],
    [{ type: 'straight', numbers: [37] }, false],
  ])('%j valid: %s', (bet, valid) => {
    expect(isValidRouletteBet({ ...(bet as object), amountMinor: 100 } as never)).toBe(valid);
  });

  it('pays split 17:1 and red 1:1, zero loses outside bets', () => {
    const bets = [{ type: 'split' as const, numbers: [17, 20], amountMinor: 100 }, { type: 'red' as const, amountMinor: 100 }];
    expect(settleRoulette(bets, 20).returns).toEqual([1800, 0]);
    expect(settleRoulette(bets, 3).returns).toEqual([0, 200]);
    expect(settleRoulette(bets, 0).winMinor).toBe(0);
  });
});

describe('punto banco tableau', () => {
  it('the banker draws by its total and the player third card', () => {
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(7, 6)).toBe(false);
  });

  it('naturals stand; banker pays 0.95; tie pays 8:1 and pushes the others', () => {
    // Player 9 + K = 9 (natural), banker 2 + 3 = 5: no third cards.
    const coup = dealBaccarat(scripted([8, 1, 12, 2, 5, 5]));
    expect(coup).toMatchObject({ playerTotal: 9, bankerTotal: 5, winner: 'player' });
    expect(coup.player).toHaveLength(2);
    expect(baccaratReturn({ type: 'banker', amountMinor: 1000 }, 'banker')).toBe(1950);
    expect(baccaratReturn({ type: 'tie', amountMinor: 1000 }, 'tie')).toBe(9000);
    expect(baccaratReturn({ type: 'player', amountMinor: 1000 }, 'tie')).toBe(1000);
  });
});

describe('blackjack', () => {
  it('deals, splits a pair, doubles after the split and settles against an S17 dealer', () => {
    // Player 8, dealer 6, player 8, dealer T (16), then: 3 to hand 1 (11), double gets T (21); hand 2 gets 2 (10) -> stand; dealer draws 9 -> 25 bust.
    const draw = scripted([7, 5, 7, 9, 2, 9, 1, 8]);
    let s = dealBlackjack(100, draw);
    expect(allowedActions(s)).toEqual(['hit', 'stand', 'double', 'split']);
    s = actBlackjack(s, 'split', draw);
    expect(s.hands).toHaveLength(2);
    expect(allowedActions(s)).toContain('double');
    expect(allowedActions(s)).not.toContain('split');
    s = actBlackjack(s, 'double', draw);
    expect(handValue(s.hands[0]!.cards).total).toBe(21);
    s = actBlackjack(s, 'stand', draw);
    expect(s.phase).toBe('settled');
    expect(s.results.map((r) => r.outcome)).toEqual(['win', 'win']);
    expect(s.winMinor).toBe(400 + 200);
    expect(() => actBlackjack(s, 'hit', draw)).toThrow(RangeError);
  });

  it('pays a natural 3:2 at once and pushes it against a dealer blackjack', () => {
    expect(dealBlackjack(100, scripted([0, 5, 9, 6]))).toMatchObject({ phase: 'settled', winMinor: 250, results: [{ outcome: 'blackjack' }] });
    expect(dealBlackjack(100, scripted([0, 0, 9, 9]))).toMatchObject({ phase: 'settled', winMinor: 100, results: [{ outcome: 'push' }] });
    expect(dealBlackjack(100, scripted([4, 0, 5, 9]))).toMatchObject({ phase: 'settled', winMinor: 0, results: [{ outcome: 'lose' }] });
  });

  it('a six-deck shoe order is a permutation prefix of 312 cards', () => {
    const order = shoeOrder(6, fairRng({ serverSeed: 'a', clientSeed: 'b', nonce: 1 }), 312);
    const counts = new Array<number>(52).fill(0);
    order.forEach((c) => counts[c]!++);
    expect(counts.every((n) => n === 6)).toBe(true);
  });
});

describe('crash, wheel and slot shapes', () => {
  it('the multiplier curve and its inverse agree; crash points are at least 1.00x', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(msToReach(200))).toBeGreaterThanOrEqual(200);
    expect(multiplierAt(msToReach(200) - 50)).toBeLessThan(200);
    const rng = fairRng({ serverSeed: 'x', clientSeed: 'y', nonce: 0 });
    for (let i = 0; i < 100; i++) expect(crashPointOf(rng, 9600)).toBeGreaterThanOrEqual(100);
  });

  it('the wheel has 54 segments: 23 ones, 15 twos, 7 fives, 4 tens, 2 twenties, one 40, one 2x and one 7x', () => {
    const count = (s: unknown) => WHEEL_SEGMENTS.filter((x) => x === s).length;
    expect(WHEEL_SEGMENTS).toHaveLength(54);
    expect([1, 2, 5, 10, 20, 40, 'x2', 'x7'].map(count)).toEqual([23, 15, 7, 4, 2, 1, 1, 1]);
  });

  it('a ways slot pays every combination of a symbol on adjacent reels', () => {
    const model = slotModel('ways', 0.96);
    const grid = [[0, 0, 5], [0, 6, 7], [0, 8, 8], [6, 7, 5], [5, 5, 5]];
    const outcome = evaluateSlot(model, grid, 2000);
    expect(outcome.wins).toEqual([expect.objectContaining({ symbol: 0, count: 3, ways: 2 })]);
    expect(outcome.winMinor).toBe(Math.floor((2000 * model.pays[0]![0]! * 2) / 2000));
  });
});
