/**
 * The provider's own catalogue: every game it deals, by the code operators store and send at launch.
 * An unknown code is refused at launch. Several branded titles of an operator may launch one code
 * (skins of the same game, or tables of one live game), as with real aggregators.
 */
export const engines = ['slot', 'roulette', 'blackjack', 'baccarat', 'crash', 'wheel', 'dice'] as const;
export type TEngine = (typeof engines)[number];

export const slotThemes = ['olympus', 'sweets', 'egypt', 'fruits', 'ocean', 'dragon', 'wild', 'gems'] as const;
export type TSlotTheme = (typeof slotThemes)[number];

export interface TCatalogueGame {
  code: string;
  engine: TEngine;
  /** Look of the game: a slot theme, a crash vehicle, a wheel show. */
  skin: string;
  /** Slots: 20 paylines or 243 ways. */
  layout?: 'lines' | 'ways';
  /** Live-dealer presentation (a dealer's table and betting timer look); the maths are the same. */
  live: boolean;
}

const table = (code: string, engine: TEngine, skin: string, live: boolean): TCatalogueGame => ({ code, engine, skin, live });

export const CATALOGUE: ReadonlyMap<string, TCatalogueGame> = new Map(
  [
    ...slotThemes.flatMap((theme) =>
      (['lines', 'ways'] as const).map((layout): TCatalogueGame => ({ code: `slot-${theme}-${layout}`, engine: 'slot', skin: theme, layout, live: false })),
    ),
    table('roulette', 'roulette', 'european', false),
    table('roulette-live', 'roulette', 'european', true),
    table('blackjack', 'blackjack', 'classic', false),
    table('blackjack-live', 'blackjack', 'classic', true),
    table('baccarat', 'baccarat', 'punto-banco', false),
    table('baccarat-live', 'baccarat', 'punto-banco', true),
    table('wheel-dream', 'wheel', 'dream', true),
    table('wheel-monopoly', 'wheel', 'monopoly', true),
    table('wheel-crazy', 'wheel', 'crazy', true),
    table('crash-aviator', 'crash', 'plane', false),
    table('crash-rocket', 'crash', 'rocket', false),
    table('crash-balloon', 'crash', 'balloon', false),
    table('dice', 'dice', 'classic', false),
  ].map((g) => [g.code, g]),
);

export const catalogueGame = (code: string): TCatalogueGame | undefined => CATALOGUE.get(code);

/** Stake limits per round (minor units) and the chips the client offers. */
export const LIMITS = {
  minStakeMinor: 10,
  maxStakeMinor: 100_000,
  /** Table games: at most this many bets in one round. */
  maxBets: 40,
  chipsMinor: [10, 50, 100, 500, 1_000, 5_000],
} as const;
