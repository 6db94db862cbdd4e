import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { TGameState, TPlayAnswer, TRoundView } from '@provider/contract';
import { fairRng, seedHash } from '@provider/engines/fair';
import { isValidRouletteBet, spinRoulette } from '@provider/engines/roulette';
import { slotModel, spinSlot } from '@provider/engines/slot';
import type { TGameApi } from './api';
import { App } from './app';
import { formatMoney, money } from './format';
import { CATALOGUES } from './i18n';
import { BOARD_SPOTS, place } from './games/roulette-layout';
import { verifyRound } from './verify';

describe('words and money', () => {
  it('every language has every key', () => {
    const keys = Object.keys(CATALOGUES.tk).sort();
    expect(Object.keys(CATALOGUES.en).sort()).toEqual(keys);
    expect(Object.keys(CATALOGUES['zh-CN']).sort()).toEqual(keys);
  });

  it('formats money the way the site does, exactly', () => {
    expect(formatMoney(123456789, 'tk')).toBe('1.234.567,89');
    expect(formatMoney(123456789, 'en')).toBe('1,234,567.89');
    expect(formatMoney(5, 'tk')).toBe('0,05');
    expect(money(100_000, 'tk', 'TRY')).toBe('1.000,00\u00a0₺');
  });
});

describe('roulette board', () => {
  it('every spot on the board is a legal European bet, placed inside the board in both orientations', () => {
    expect(BOARD_SPOTS.filter((s) => s.bet.type === 'straight')).toHaveLength(37);
    expect(BOARD_SPOTS.filter((s) => s.bet.type === 'split')).toHaveLength(60);
    expect(BOARD_SPOTS.filter((s) => s.bet.type === 'corner')).toHaveLength(23);
    for (const spot of BOARD_SPOTS) {
      expect(isValidRouletteBet({ ...spot.bet, amountMinor: 100 })).toBe(true);
      for (const portrait of [false, true]) {
        const box = place(spot, portrait);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.left + box.width).toBeLessThanOrEqual(100.0001);
        expect(box.top + box.height).toBeLessThanOrEqual(100.0001);
      }
    }
  });
});

const round = (engine: TRoundView['engine'], state: Record<string, unknown>, request: Record<string, unknown>, extra: Partial<TRoundView> = {}): TRoundView => ({
  roundId: 'r-1',
  engine,
  status: 'settled',
  stakeMinor: 2000,
  winMinor: 0,
  request,
  state,
  fair: { serverSeed: 'server-seed', serverSeedHash: seedHash('server-seed'), clientSeed: 'client', nonce: 7 },
  credited: true,
  createdAt: new Date().toISOString(),
  ...extra,
});

describe('verify in the browser', () => {
  const rng = () => fairRng({ serverSeed: 'server-seed', clientSeed: 'client', nonce: 7 });

  it('recomputes a slot spin and a roulette pocket from the revealed seed', () => {
    const spin = spinSlot(slotModel('ways', 0.96), 2000, rng());
    expect(verifyRound(round('slot', { grid: spin.grid }, { stakeMinor: 2000 }, { winMinor: spin.winMinor }), { layout: 'ways' }, 9600)).toMatchObject({ hashOk: true, outcomeOk: true });
    const bets = [{ type: 'red' as const, amountMinor: 2000 }];
    const pocket = spinRoulette(bets, rng());
    expect(verifyRound(round('roulette', { pocket: pocket.pocket }, { bets }, { winMinor: pocket.winMinor }), {}, 9600)).toMatchObject({ outcomeOk: true });
  });

  it('catches a round whose outcome or seed does not match', () => {
    const bets = [{ type: 'red' as const, amountMinor: 2000 }];
    const pocket = spinRoulette(bets, rng()).pocket;
    expect(verifyRound(round('roulette', { pocket: (pocket + 1) % 37 }, { bets }), {}, 9600)?.outcomeOk).toBe(false);
    const forged = round('roulette', { pocket }, { bets });
    forged.fair = { ...forged.fair, serverSeedHash: seedHash('another') };
    expect(verifyRound(forged, {}, 9600)?.hashOk).toBe(false);
    expect(verifyRound({ ...forged, fair: { ...forged.fair, serverSeed: undefined } }, {}, 9600)).toBeNull();
  });
});

describe('the game client', () => {
  const state = (mode: 'real' | 'demo'): TGameState => ({
    game: { gameId: 3, name: 'Lightning Rulet', code: 'roulette-live', engine: 'roulette', skin: 'european', live: true },
    mode,
    currency: 'TRY',
    lang: 'tk',
    balanceMinor: 100_000,
    limits: { minStakeMinor: 10, maxStakeMinor: 100_000, maxBets: 40, chipsMinor: [10, 50, 100, 500, 1000, 5000] },
    fair: { serverSeedHash: 'a'.repeat(64), clientSeed: 'c', nonce: 0 },
    rtpBps: 9600,
    open: null,
    serverNow: Date.now(),
    freeRounds: null,
  });
  const fakeApi = (mode: 'real' | 'demo'): TGameApi => ({
    state: async () => state(mode),
    play: async () => ({}) as TPlayAnswer,
    action: async () => ({}) as TPlayAnswer,
    cashout: async () => ({}) as TPlayAnswer,
    watch: async () => ({}) as TPlayAnswer,
    seed: async () => state(mode).fair,
    recall: async () => ({ rounds: [] }),
  });

  it('opens the engine of the game in Turkish, with play money marked in demo', async () => {
    const root = document.createElement('div');
    document.body.appendChild(root);
    await act(async () => {
      render(<App session="s" lang="tk" api={fakeApi('demo')} />, root);
    });
    await act(async () => undefined);
    expect(root.querySelector('[data-engine="roulette"]')).not.toBeNull();
    expect(root.querySelector('[data-testid="game-mode"]')?.textContent).toBe('DEMO · Oyun parası');
    expect(root.querySelector('[data-testid="game-balance"] strong')?.textContent).toBe('1.000,00\u00a0₺');
    expect(root.querySelector('[data-testid="spin"]')?.textContent).toBe('ÇEVİR');
    expect(root.querySelectorAll('[data-bet]').length).toBe(BOARD_SPOTS.length);
    render(null, root);
  });

  it('names the main controls in Turkish for a screen reader: the bets on the board and the chips', async () => {
    const root = document.createElement('div');
    document.body.appendChild(root);
    await act(async () => {
      render(<App session="s" lang="tk" api={fakeApi('real')} />, root);
    });
    await act(async () => undefined);
    const name = (bet: string) => root.querySelector(`[data-bet="${bet}"]`)?.getAttribute('aria-label');
    expect(name('straight:17')).toBe('17 numaraya bahis');
    expect(name('corner:1-2-4-5')).toBe('Köşe bahsi 1-2-4-5');
    expect(name('red')).toBe('Kırmızı');
    expect(name('dozen:2')).toBe('2. 12');
    expect(name('column:3')).toBe('3. sütun');
    const names = [...root.querySelectorAll('[data-bet]')].map((b) => b.getAttribute('aria-label') ?? '');
    expect(names.filter((n) => /straight|split|street|corner|line|dozen|column/.test(n))).toEqual([]);
    expect(root.querySelector('[data-testid="chip-100"]')?.getAttribute('aria-label')).toBe('1,00\u00a0₺ fiş');
    render(null, root);
  });

  it('shows the granted free spins on a slot ("Bedava dönüş 7/10") with the stake fixed to the grant', async () => {
    const slot: TGameState = {
      ...state('real'),
      game: { gameId: 9, name: 'Olympus', code: 'slot-olympus-lines', engine: 'slot', skin: 'olympus', layout: 'lines', live: false },
      slotPays: [],
      freeRounds: { grantId: 'fr_1', rounds: 10, played: 6, stakeMinor: 200, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    };
    for (const [lang, label] of [['tk', 'Bedava dönüş 7/10'], ['en', 'Free spin 7/10']] as const) {
      const root = document.createElement('div');
      document.body.appendChild(root);
      await act(async () => {
        render(<App session="s" lang={lang} api={{ ...fakeApi('real'), state: async () => ({ ...slot, lang }) }} />, root);
      });
      await act(async () => undefined);
      expect(root.querySelector('[data-testid="free-spins"]')?.textContent).toBe(label);
      expect(root.querySelector('[data-testid="stake"]')?.textContent).toMatch(/^2[.,]00\s₺$/);
      expect([...root.querySelectorAll('.gc-stake button')].every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
      render(null, root);
    }
  });
});

describe('the stake control', () => {
  it('names − and + in Turkish', async () => {
    const { StakeControl } = await import('./games/stake');
    const { GameContext } = await import('./context');
    const root = document.createElement('div');
    const game = { limits: { minStakeMinor: 10, maxStakeMinor: 1000 } };
    await act(async () => {
      render(
        <GameContext.Provider value={{ game, money: (m: number) => money(m, 'tk', 'TRY'), t: (k: string) => CATALOGUES.tk[k as 'stake'] } as never}>
          <StakeControl value={100} onChange={() => undefined} />
        </GameContext.Provider>,
        root,
      );
    });
    expect([...root.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual(['Bahsi azalt', 'Bahsi artır']);
    render(null, root);
  });

});
