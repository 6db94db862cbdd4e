import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { TPlaceBetAnswer, TPlaceBetBody, TSportState } from '@sportsbook/contract';
import { combinedOddsX100, potentialReturnMinor } from '@sportsbook/odds';
import { MARKET_WORDS, PICK_WORDS } from '@sportsbook/words';
import { SportFailure, type TSportApi } from './api';
import { SportsbookApp } from './app';
import { SPORT_WORDS } from './i18n';
import { combinedOdds, parseStake, slipReturn } from './slip-math';

describe('sportsbook words and slip maths', () => {
  it('every language has every key', () => {
    const keys = Object.keys(SPORT_WORDS.tk).sort();
    expect(Object.keys(SPORT_WORDS.en).sort()).toEqual(keys);
    expect(Object.keys(SPORT_WORDS['zh-CN']).sort()).toEqual(keys);
    for (const lang of ['en', 'zh-CN'] as const) {
      expect(Object.keys(PICK_WORDS[lang]).sort()).toEqual(Object.keys(PICK_WORDS.tk).sort());
      expect(JSON.stringify(Object.keys(MARKET_WORDS[lang].football))).toBe(JSON.stringify(Object.keys(MARKET_WORDS.tk.football)));
    }
  });

  it('the slip shows what the book computes: combined odds and returns, rounded down', () => {
    for (const odds of [[185], [185, 210], [150, 150, 150], [101, 4999, 333, 270]]) {
      expect(combinedOdds(odds)).toBe(combinedOddsX100(odds));
      expect(slipReturn('acca', 1_234, odds)).toBe(potentialReturnMinor(1_234, odds));
    }
    expect(slipReturn('single', 1_000, [185, 210])).toBe(1_850 + 2_100);
    expect(slipReturn('acca', 1_000, [])).toBe(0);
  });

  it('reads typed stakes in Turkish and English notation', () => {
    expect(parseStake('10')).toBe(1_000);
    expect(parseStake('10,5')).toBe(1_050);
    expect(parseStake('12.75')).toBe(1_275);
    expect(parseStake('1.234,50')).toBe(123_450);
    expect(parseStake('')).toBeNull();
    expect(parseStake('abc')).toBeNull();
    expect(parseStake('-5')).toBeNull();
  });
});

const STATE: TSportState = {
  lang: 'tk',
  currency: 'TRY',
  balanceMinor: 100_000,
  limits: { minStakeMinor: 100, maxStakeMinor: 1_000_000, maxReturnMinor: 25_000_000, maxSelections: 12, presetsMinor: [1_000, 2_000, 5_000, 10_000] },
  competitions: [{ id: 'tr-super-lig', sport: 'football', name: 'Trendyol Süper Lig', country: 'TR' }],
  board: {
    at: Date.parse('2026-06-01T12:00:00Z'),
    events: [0, 1].map((i) => ({
      id: `tr-super-lig.1.${i}`,
      sport: 'football' as const,
      competition: 'tr-super-lig',
      home: i === 0 ? 'Galatasaray' : 'Beşiktaş',
      away: i === 0 ? 'Fenerbahçe' : 'Trabzonspor',
      startsAt: Date.parse('2026-06-01T13:00:00Z'),
      status: 'prematch' as const,
      score: { home: 0, away: 0, period: 'pre' as const },
      markets: [
        {
          key: '1x2',
          type: 'match' as const,
          status: 'open' as const,
          selections: [
            { id: `tr-super-lig.1.${i}/1x2/home`, pick: 'home' as const, oddsX100: 185 },
            { id: `tr-super-lig.1.${i}/1x2/draw`, pick: 'draw' as const, oddsX100: 340 },
            { id: `tr-super-lig.1.${i}/1x2/away`, pick: 'away' as const, oddsX100: 410 },
          ],
        },
      ],
    })),
  },
  bets: [],
};

/** The book's answer: the bet as it took it, each leg at `taken` odds (by selection), the return at those odds. */
const answerOf = (body: Omit<TPlaceBetBody, 'session'>, taken: Record<string, number>, balanceMinor: number): TPlaceBetAnswer => {
  const legs = body.selections.map((s) => {
    const [eventId = '', marketKey = '', pick = 'home'] = s.selectionId.split('/');
    return { selectionId: s.selectionId, eventId, sport: 'football' as const, competition: 'Trendyol Süper Lig', event: eventId.endsWith('0') ? 'Galatasaray - Fenerbahçe' : 'Beşiktaş - Trabzonspor', startsAt: 0, marketKey, pick: pick as 'home', marketType: 'match' as const, oddsX100: taken[s.selectionId] ?? s.oddsX100, live: false, result: null };
  });
  const odds = legs.map((l) => l.oddsX100);
  return {
    bet: { betId: body.betId, kind: body.kind, status: 'open', stakeMinor: body.stakeMinor, oddsX100: combinedOddsX100(odds), potentialReturnMinor: potentialReturnMinor(body.stakeMinor, odds), winMinor: 0, legs, placedAt: 0, settledAt: null },
    balanceMinor,
    replay: false,
  };
};

const flush = async () => {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};
const click = async (el: Element | null | undefined) => {
  await act(async () => (el as HTMLElement).click());
  await flush();
};

describe('the sportsbook page', () => {
  it('adds two selections to an accumulator, places it and reports the balance; asks again when the odds changed', async () => {
    const calls: unknown[] = [];
    let refuse = true;
    const api: TSportApi = {
      state: async () => STATE,
      bets: async () => ({ bets: [] }),
      stream: () => () => undefined,
      bet: async (body) => {
        calls.push(body);
        if (refuse) {
          refuse = false;
          throw new SportFailure('ODDS_CHANGED', 'Oranlar değişti.', { changes: [{ selectionId: body.selections[0]!.selectionId, oddsX100: 190 }] });
        }
        return answerOf(body, {}, 99_000);
      },
    };
    const posted: unknown[] = [];
    const parent = { postMessage: (m: unknown) => posted.push(m) };
    Object.defineProperty(window, 'parent', { value: parent, configurable: true });
    const root = document.createElement('div');
    document.body.appendChild(root);
    await act(async () => render(<SportsbookApp session="s" lang="tk" api={api} />, root));
    await flush();
    expect(root.querySelector('[data-testid="sb-balance"]')?.textContent).toBe('1.000,00\u00a0₺');
    expect(root.textContent).toContain('Trendyol Süper Lig');
    const odds = root.querySelectorAll('[data-testid="sb-odd"]');
    await click(odds[0]);
    await click(odds[3]);
    await click(root.querySelector('[data-testid="sb-slipbar"]'));
    const slip = root.querySelector('.sb-sheet [data-testid="sb-slip"]')!;
    expect(slip.querySelectorAll('[data-testid="sb-leg"]')).toHaveLength(2);
    expect(slip.querySelector('[data-testid="sb-total-odds"]')?.textContent).toBe('3.42');
    await click(slip.querySelector('[data-testid="sb-preset"]'));
    expect(slip.querySelector('[data-testid="sb-potential"]')?.textContent).toBe('34,22\u00a0₺');
    await click(slip.querySelector('[data-testid="sb-place"]'));
    expect(slip.querySelector('[data-testid="sb-message"]')?.textContent).toBe('Oranlar değişti.');
    expect(slip.textContent).toContain('Oran değişti: 1.85 → 1.90');
    expect(slip.querySelector('[data-testid="sb-place"]')?.textContent).toBe('Değişiklikleri kabul et ve bahis yap');
    await click(slip.querySelector('[data-testid="sb-place"]'));
    expect(calls).toHaveLength(2);
    // The player confirmed the new odds: they are sent under the same policy (a further fall asks again).
    expect(calls[1]).toMatchObject({ kind: 'acca', stakeMinor: 1_000, policy: 'higher', selections: [{ oddsX100: 190 }, { oddsX100: 185 }] });
    const ticket = slip.querySelector('[data-testid="sb-ticket"]')!;
    expect(ticket.querySelector('[data-testid="bet-odds"]')?.textContent).toBe('3.51');
    expect(ticket.querySelector('[data-testid="bet-return"]')?.textContent).toBe('35,15\u00a0₺');
    expect(slip.querySelector('[data-testid="sb-placed-moved"]')).toBeNull();
    expect(root.querySelector('[data-testid="sb-balance"]')?.textContent).toBe('990,00\u00a0₺');
    expect(posted).toContainEqual({ type: 'casino:balance', totalAssetsMinor: 99_000 });
    render(null, root);
  });

  it('a rise taken at the new odds: the placed ticket shows the odds and return the book took, not the slip’s', async () => {
    const api: TSportApi = {
      state: async () => STATE,
      bets: async () => ({ bets: [] }),
      stream: () => () => undefined,
      // The first leg went from 1.85 to 1.95 before the book took the bet ("only higher" takes it).
      bet: async (body) => answerOf(body, { 'tr-super-lig.1.0/1x2/home': 195 }, 99_000),
    };
    Object.defineProperty(window, 'parent', { value: { postMessage: () => undefined }, configurable: true });
    const root = document.createElement('div');
    document.body.appendChild(root);
    await act(async () => render(<SportsbookApp session="s" lang="en" api={api} />, root));
    await flush();
    const odds = root.querySelectorAll('[data-testid="sb-odd"]');
    await click(odds[0]);
    await click(odds[3]);
    const slip = root.querySelector('.sb-side [data-testid="sb-slip"]')!;
    await click(slip.querySelector('[data-testid="sb-preset"]'));
    expect(slip.querySelector('[data-testid="sb-potential"]')?.textContent).toBe('34.22\u00a0₺');
    await click(slip.querySelector('[data-testid="sb-place"]'));
    expect(slip.querySelector('[data-testid="sb-message"]')?.textContent).toMatch(/^Bet placed · Slip /);
    const ticket = slip.querySelector('[data-testid="sb-ticket"]')!;
    expect([...ticket.querySelectorAll('[data-testid="bet-leg-odds"]')].map((e) => e.textContent)).toEqual(['1.95', '1.85']);
    expect(ticket.querySelector('[data-testid="bet-odds"]')?.textContent).toBe('3.60');
    expect(ticket.querySelector('[data-testid="bet-return"]')?.textContent).toBe('36.07\u00a0₺');
    expect(ticket.querySelector('[data-testid="bet-leg-moved"]')?.textContent).toBe('Odds changed: 1.85 → 1.95');
    expect(slip.querySelector('[data-testid="sb-placed-moved"]')?.textContent).toContain('The odds changed');
    await click(slip.querySelector('[data-testid="sb-placed-done"]'));
    expect(slip.querySelector('[data-testid="sb-ticket"]')).toBeNull();
    render(null, root);
  });
});
