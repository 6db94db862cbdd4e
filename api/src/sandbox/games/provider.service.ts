import { randomBytes } from 'node:crypto';
import { catalogueGame, LIMITS, type TCatalogueGame } from './catalogue';
import type { TFairView, TGameState, TLangCode, TPlayAnswer, TRoundView } from './contract';
import { actBlackjack, allowedActions, BLACKJACK_DECKS, blackjackActions, extraStakeOf, type TBlackjackAction } from './engines/blackjack';
import { cashoutWins, crashReturn, multiplierAt } from './engines/crash';
import type { TFreeRoundStore } from './free-rounds.store';
import type { TOperatorClient } from './operator-client';
import { createRoundMoney } from './round-money';
import { parsePlay, roundRng, shoeDraw, startRound, type TBjStored, slotModelFor } from './play';
import { PlayError } from './play-error';
import { canonical, num, playerKeyOf, roundView } from './round-view';
import type { TGameStore, TRoundRow, TSessionRow } from './store';
import type { TGameWallet } from './wallet';

/** Play money a demo session starts with (1,000.00). */
export const DEMO_BALANCE_MINOR = 100_000;
export const RECALL_SHOWN = 10;
/** A bet still unanswered after this long is rolled back by the sweeper (the process stopped mid-call). */
const STALE_BET_MS = 60_000;
/** A crash watch answers at the latest after this long (the client asks again). */
const WATCH_MAX_MS = 20_000;

export interface ProviderServiceDeps {
  store: TGameStore;
  /** Free rounds the operator granted (free-rounds.ts). */
  freeStore: TFreeRoundStore;
  wallet: TGameWallet;
  operator: TOperatorClient;
  rtpBps: number;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  log?: (obj: object, msg: string) => void;
}

/**
 * The sandbox game provider: sessions from the operator's launch tokens, provably fair rounds of
 * every engine, bets through the operator's seamless wallet and everything owed back through the
 * durable outbox, all state in the provider's own database.
 */
export const createProviderService = ({ store, freeStore, wallet, operator, rtpBps, now = () => new Date(), sleep = (ms) => new Promise((r) => setTimeout(r, ms)), log = () => undefined }: ProviderServiceDeps) => {
  const locks = new Map<string, Promise<unknown>>();
  /** One request at a time per round (blackjack actions, cash-out racing the end of a flight). */
  const serial = async <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    const previous = locks.get(key) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => undefined);
    locks.set(key, tail);
    try {
      return await run;
    } finally {
      if (locks.get(key) === tail) locks.delete(key);
    }
  };

  const sessionOf = async (id: string): Promise<{ s: TSessionRow; game: TCatalogueGame }> => {
    const s = await store.findSession(id);
    const game = s ? catalogueGame(s.gameCode) : undefined;
    if (!s || !game) throw new PlayError('SESSION_NOT_FOUND');
    return { s, game };
  };
  const fairOf = async (s: TSessionRow): Promise<TFairView> => {
    const seed = await store.ensureSeed(playerKeyOf(s), s.gameId);
    return { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce };
  };
  const money = createRoundMoney({ store, wallet, freeStore, now, log });
  const { moneyOf, ownRound, balanceOf, takeStake, settle } = money;

  const answer = async (s: TSessionRow, result: { round: TRoundRow; balanceMinor: number; credited?: boolean }): Promise<TPlayAnswer> => ({
    round: roundView(result.round, result.credited ?? true),
    balanceMinor: result.balanceMinor,
    fair: await fairOf(s),
    serverNow: now().getTime(),
    freeRounds: await money.freeRoundsOf(s, result.round.engine),
  });

  /** Crash: settles the flight if its end has come (auto cash-out or the crash). */
  const settleCrashIfDue = async (s: TSessionRow, r: TRoundRow) => {
    if (r.status !== 'open' || r.engine !== 'crash' || !r.settleAt || r.settleAt.getTime() > now().getTime()) return undefined;
    const st = r.state as { crashPoint: number; autoCashout: number | null };
    const auto = st.autoCashout !== null && cashoutWins(st.autoCashout, st.crashPoint) ? st.autoCashout : null;
    return settle(s, r, { ...r.state, cashout: auto }, auto === null ? 0 : crashReturn(r.stakeMinor, auto), ['open']);
  };

  return {
    rtpBps,

    /** Opens a game session from the operator's launch: the operator authenticates the token and names the game. */
    async launch(input: { token: string; gameId: number; gameCode: string; mode: 'real' | 'demo'; lang: TLangCode }): Promise<string> {
      const game = catalogueGame(input.gameCode);
      if (!game) throw new PlayError('GAME_NOT_FOUND');
      const auth = await operator.call('authenticate', { token: input.token });
      if (auth.kind !== 'ok') throw new PlayError('LAUNCH_REFUSED');
      const named = auth.body.game as { gameId?: number; gameName?: string; gameCode?: string } | undefined;
      if (auth.body.mode !== input.mode || named?.gameId !== input.gameId || named.gameCode !== input.gameCode) throw new PlayError('LAUNCH_REFUSED');
      const id = randomBytes(24).toString('base64url');
      const demo = input.mode === 'demo';
      await store.insertSession({
        id,
        mode: input.mode,
        token: input.token,
        playerId: String(auth.body.playerId),
        currency: String(auth.body.currency),
        gameId: input.gameId,
        gameCode: input.gameCode,
        gameName: String(named.gameName ?? ''),
        lang: input.lang,
        balanceMinor: demo ? DEMO_BALANCE_MINOR : num(auth.body.balanceMinor),
      });
      return id;
    },

    langOf: async (sessionId: string): Promise<TLangCode | undefined> => (await store.findSession(sessionId))?.lang as TLangCode | undefined,

    async state(sessionId: string): Promise<TGameState> {
      const { s, game } = await sessionOf(sessionId);
      let open = await store.latestOpen(playerKeyOf(s), s.gameId);
      if (open && (await settleCrashIfDue(s, open))) open = undefined;
      return {
        game: { gameId: s.gameId, name: s.gameName, code: game.code, engine: game.engine, skin: game.skin, layout: game.layout, live: game.live },
        mode: s.mode,
        currency: s.currency,
        lang: s.lang as TLangCode,
        balanceMinor: await balanceOf(s),
        limits: LIMITS,
        fair: await fairOf(s),
        rtpBps,
        slotPays: game.engine === 'slot' ? slotModelFor(game.layout ?? 'lines', rtpBps).pays : undefined,
        open: open ? roundView(open) : null,
        serverNow: now().getTime(),
        freeRounds: await money.freeRoundsOf(s, game.engine),
      };
    },

    /** Starts a round: every engine's bet, drawn on the seed pair the player saw (`seedHash`). */
    async play(sessionId: string, body: Record<string, unknown> & { roundId: string; seedHash: string }): Promise<TPlayAnswer> {
      const { s, game } = await sessionOf(sessionId);
      // A granted free round runs first, at the grant's stake, with no debit.
      const free = s.mode === 'real' && game.engine === 'slot' ? await freeStore.activeFor(s.playerId, s.gameCode, now()) : undefined;
      const parsed = free ? { engine: 'slot' as const, stakeMinor: free.stakeMinor } : parsePlay(game.engine, body);
      const request = parsed as unknown as Record<string, unknown>;
      const known = await store.findRound(body.roundId);
      if (known) {
        // The same request again is a replay; other bets on a round already under way come too late.
        const same = known.playerKey === playerKeyOf(s) && canonical(known.request) === canonical(request);
        throw new PlayError(same || known.playerKey !== playerKeyOf(s) ? 'ROUND_REPLAYED' : 'BETTING_CLOSED');
      }
      const round = await store.openRound(
        {
          id: body.roundId,
          sessionId: s.id,
          playerKey: playerKeyOf(s),
          gameId: s.gameId,
          engine: game.engine,
          mode: s.mode,
          status: 'bet_pending',
          stakeMinor: parsed.stakeMinor,
          request,
          state: {},
          bets: free ? [] : [{ transactionId: `${body.roundId}:bet`, amountMinor: parsed.stakeMinor }],
          createdAt: now(),
          freeGrantId: free?.id ?? null,
        },
        body.seedHash,
        free
          ? async (tx) => {
              if (!(await freeStore.takeRound(free.id, now(), tx))) throw new PlayError('FREE_ROUNDS_OVER');
            }
          : undefined,
      );
      try {
        if (!free) await takeStake(s, round, `${round.id}:bet`, parsed.stakeMinor);
      } catch (error) {
        await store.updateRound(round.id, ['bet_pending'], { status: 'cancelled', settledAt: now() });
        throw error;
      }
      const started = startRound(game, parsed, roundRng(round), rtpBps, now());
      if (started.status === 'settled') return answer(s, await settle(s, round, started.state, started.winMinor, ['bet_pending']));
      const opened = await store.updateRound(round.id, ['bet_pending'], { status: 'open', state: started.state, settleAt: started.settleAt ?? null });
      const result = { round: opened ?? (await ownRound(s, round.id)), balanceMinor: await balanceOf(s) };
      const due = result.round.engine === 'crash' ? await settleCrashIfDue(s, result.round) : undefined;
      return answer(s, due ?? result);
    },

    /** A blackjack decision on the player's open hand. */
    act: (sessionId: string, input: { roundId: string; action: string }): Promise<TPlayAnswer> =>
      serial(input.roundId, async () => {
        const { s } = await sessionOf(sessionId);
        const r = await ownRound(s, input.roundId);
        if (r.engine !== 'blackjack') throw new PlayError('ACTION_NOT_ALLOWED');
        const state = structuredClone(r.state) as unknown as TBjStored;
        const action = input.action as TBlackjackAction;
        if (r.status !== 'open' || !(blackjackActions as readonly string[]).includes(action) || !allowedActions(state).includes(action)) throw new PlayError('ACTION_NOT_ALLOWED');
        const extra = extraStakeOf(state, action);
        const bets = [...r.bets];
        if (extra > 0) {
          const transactionId = `${r.id}:${action}`;
          await takeStake(s, r, transactionId, extra);
          bets.push({ transactionId, amountMinor: extra });
        }
        const draw = shoeDraw(BLACKJACK_DECKS, roundRng(r), state.next, state.dealt);
        actBlackjack(state, action, draw);
        const stakeMinor = r.stakeMinor + extra;
        const updated = await store.updateRound(r.id, ['open'], { stakeMinor, bets, state: state as unknown as Record<string, unknown> });
        if (!updated) throw new PlayError('ACTION_NOT_ALLOWED');
        if (state.phase === 'settled') return answer(s, await settle(s, updated, updated.state, state.winMinor, ['open']));
        return answer(s, { round: updated, balanceMinor: await balanceOf(s) });
      }),

    /** Crash: cash out at the multiplier the server's clock says now, if the flight has not crashed. */
    cashout: (sessionId: string, input: { roundId: string }): Promise<TPlayAnswer> =>
      serial(input.roundId, async () => {
        const { s } = await sessionOf(sessionId);
        let r = await ownRound(s, input.roundId);
        if (r.engine !== 'crash') throw new PlayError('ACTION_NOT_ALLOWED');
        const due = await settleCrashIfDue(s, r);
        if (due) r = due.round;
        const st = r.state as { crashPoint: number; startedAt: number; crashMs: number };
        if (r.status !== 'open') throw new PlayError('ROUND_OVER', { at: (st.crashPoint / 100).toFixed(2) });
        const elapsed = now().getTime() - st.startedAt;
        const at = multiplierAt(elapsed);
        if (elapsed >= st.crashMs || !cashoutWins(at, st.crashPoint)) {
          // Too early (1.00x) is not a cash-out; past the crash the round is lost.
          if (at < 101 && elapsed < st.crashMs) throw new PlayError('ACTION_NOT_ALLOWED');
          const lost = await settle(s, r, { ...r.state, cashout: null }, 0, ['open']);
          throw new PlayError('ROUND_OVER', { at: (st.crashPoint / 100).toFixed(2) }, lost.balanceMinor);
        }
        return answer(s, await settle(s, r, { ...r.state, cashout: at }, crashReturn(r.stakeMinor, at), ['open']));
      }),

    /** Crash: answers when the flight ends (or after WATCH_MAX_MS, still flying). */
    async watch(sessionId: string, input: { roundId: string }): Promise<TPlayAnswer> {
      const { s } = await sessionOf(sessionId);
      let r = await ownRound(s, input.roundId);
      if (r.engine !== 'crash') throw new PlayError('ACTION_NOT_ALLOWED');
      if (r.status === 'open' && r.settleAt) {
        const wait = Math.min(WATCH_MAX_MS, r.settleAt.getTime() - now().getTime());
        if (wait > 0) await sleep(wait);
        r = await ownRound(s, input.roundId);
        const due = await serial(r.id, () => settleCrashIfDue(s, r));
        if (due) return answer(s, due);
      }
      return answer(s, { round: r, balanceMinor: await balanceOf(s) });
    },

    async setClientSeed(sessionId: string, clientSeed: string): Promise<TFairView> {
      const { s } = await sessionOf(sessionId);
      const seed = await store.setClientSeed(playerKeyOf(s), s.gameId, clientSeed);
      return { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce };
    },

    /** The player's last rounds of this game (demo: of this session), newest first, seeds revealed once over. */
    async recall(sessionId: string): Promise<TRoundView[]> {
      const { s } = await sessionOf(sessionId);
      return (await store.recall(playerKeyOf(s), s.gameId, RECALL_SHOWN)).map((r) => roundView(r));
    },

    /**
     * Recovery and time: refunds bets left unanswered by a stopped process, ends crash flights whose
     * time has come. Runs at start and then periodically.
     */
    async sweep(): Promise<number> {
      let n = 0;
      for (const r of await store.stalePending(new Date(now().getTime() - STALE_BET_MS))) {
        const s = await store.findSession(r.sessionId);
        if (!s) continue;
        const rollback = await store.transaction(async (tx) => {
          const row = await store.updateRound(r.id, ['bet_pending'], { status: 'cancelled', settledAt: now() }, tx);
          if (!row) return null;
          // A free round took no stake: the grant gets its round back.
          if (row.freeGrantId) return (await freeStore.giveBack(row.freeGrantId, tx), null);
          // Demo: the play money goes back (the debit may or may not have happened: play money only).
          if (s.mode === 'demo') return (await store.addDemoBalance(s.id, r.stakeMinor, tx), null);
          return wallet.queueRollback(moneyOf(s, row), `${row.id}:bet`, tx);
        });
        if (rollback) await wallet.deliver(rollback.id);
        n++;
      }
      for (const r of await store.dueToSettle(now())) {
        const s = await store.findSession(r.sessionId);
        if (s && (await serial(r.id, () => settleCrashIfDue(s, r)))) n++;
      }
      return n;
    },
  };
};

export type TProviderService = ReturnType<typeof createProviderService>;
