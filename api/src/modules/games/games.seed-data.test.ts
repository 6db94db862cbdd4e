import { gameArtSvg, wrapTitle } from './games.art';
import { CATEGORIES, generateGames, PROVIDERS } from './games.seed-data';

describe('seed catalogue', () => {
  const games = generateGames(600);

  it('is deterministic, with unique names', () => {
    expect(generateGames(600)).toEqual(games);
    expect(new Set(games.map((g) => g.gameName)).size).toBe(games.length);
  });

  it('covers every provider and only the categories a provider makes', () => {
    expect(new Set(games.map((g) => g.firmCode))).toEqual(new Set(PROVIDERS.map((p) => p.code)));
    for (const g of games) {
      const provider = PROVIDERS.find((p) => p.code === g.firmCode)!;
      expect(provider.categories as readonly string[]).toContain(g.categoryCode);
      expect(CATEGORIES.map((c) => c.code) as string[]).toContain(g.categoryCode);
      expect(g.rtpBps).toBeGreaterThan(9000);
      expect(g.rtpBps).toBeLessThan(10000);
    }
  });

  it('keeps names unique at benchmark scale', () => {
    const big = generateGames(50_000);
    expect(new Set(big.map((g) => g.gameName)).size).toBe(50_000);
  });
});

describe('art', () => {
  it('draws the same SVG for the same game, escaped, with the title', () => {
    const game = { gameId: 12, gameName: 'Şeker & <Patlaması>', firmCode: 'PP' };
    const svg = gameArtSvg(game);
    expect(gameArtSvg(game)).toBe(svg);
    expect(svg).toContain('&#38;');
    expect(svg).not.toContain('<Patlaması>');
    expect(svg.startsWith('<svg')).toBe(true);
  });

  it('wraps long titles into at most three lines', () => {
    expect(wrapTitle('Gates of Olympus')).toEqual(['Gates of', 'Olympus']);
    expect(wrapTitle('one two three four five six seven eight nine').length).toBe(3);
  });
});

describe('provider game codes', () => {
  it('every title names the game its provider code deals', () => {
    const games = generateGames(2000);
    const expectCode = (re: RegExp, code: RegExp) => {
      for (const g of games.filter((x) => re.test(x.gameName) && x.categoryCode !== 'slots')) expect(`${g.gameName} ${g.providerGameCode}`).toMatch(code);
    };
    expectCode(/Baccarat|Bakara/, /baccarat/);
    expectCode(/Blackjack|Twenty-One/, /blackjack/);
    expectCode(/Roulette|Rulet/, /roulette/);
    expectCode(/Monopoly|Dream Catcher|Crazy Time|Money Wheel/, /wheel-/);
    expectCode(/Aviator|Jet|Pilot|Uçan/, /crash-aviator/);
    expectCode(/Dice/, / dice$/);
    for (const g of games) {
      if (g.categoryCode === 'slots' || g.categoryCode === 'fishing') expect(g.providerGameCode).toMatch(/^slot-[a-z]+-(lines|ways)$/);
      expect(g.gameName).not.toMatch(/Poker|Sic Bo|Plinko|Mines|Craps|Pai Gow|Andar Bahar|Dragon Tiger|American/);
    }
  });
});
