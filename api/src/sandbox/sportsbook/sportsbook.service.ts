import { randomBytes } from 'node:crypto';
import type { TOperatorClient, TWalletAnswer } from '../games/operator-client';
import type { TOutbox } from '../store/outbox';
import type { SandboxDb } from '../store/sandbox-db';
import type { TSportLeg } from '../store/sportsbook.tables';
import type { TBetView, TLangCode, TLimits, TOddsPolicy, TPlaceBetAnswer, TSportState } from './contract';
import { storyOf } from './course';
import { UPCOMING_MS, createBoard } from './sportsbook.board';
import { COMPETITIONS, fixtureById } from './fixtures';
import { legResult, marketsAt, parseSelectionId } from './markets';
import { formatSportMoney } from './messages';
import { acceptOdds, potentialReturnMinor, settleBet } from './odds';
import type { TSimClock } from './sim-clock';
import { SportError } from './sport-error';
import { createSportsbookStore, type TSessionRow } from './sportsbook.store';
import { betView, ticketOf, type TBetRow } from './sportsbook.views';

export const SPORT_WALLET_TOPIC = 'sportsbook.wallet';
/** The code operators launch the sportsbook with (their game code for this product). */
export const SPORTSBOOK_CODE = 'sportsbook';

export const SPORT_LIMITS: TLimits = {
  minStakeMinor: 100,
  maxStakeMinor: 1_000_000,
  maxReturnMinor: 25_000_000,
  maxSelections: 12,
  presetsMinor: [1_000, 2_000, 5_000, 10_000],
};
/** A debit still unanswered after this long is rolled back by the sweeper (the process stopped mid-call). */
const STALE_BET_MS = 60_000;

export interface SportsbookDeps {
  db: SandboxDb;
  operator: TOperatorClient;
  outbox: TOutbox;
  clock: TSimClock;
  /** Real time (timestamps, staleness); the sports run on `clock`. */
  now?: () => Date;
  log?: (obj: object, msg: string) => void;
}

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0));
const canonical = (v: unknown): string => JSON.stringify(v, (_k, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));

/**
 * The sandbox sportsbook: sessions from the operator's launch tokens, a board of generated events
 * on a simulated clock, bets debited through the operator's seamless wallet, and settlement (wins,
 * losses, voids) owed back through the durable outbox, everything in the provider's own database.
 */
export const createSportsbook = ({ db, operator, outbox, clock, now = () => new Date(), log = () => undefined }: SportsbookDeps) => {
  const store = createSportsbookStore(db);
  const sessionOf = async (id: string): Promise<TSessionRow> => {
    const s = await store.session(id);
    if (!s) throw new SportError('SESSION_NOT_FOUND');
    return s;
  };
  const { stateOf, board } = createBoard(clock);

  const money = (s: TSessionRow) => ({ token: s.token, playerId: s.playerId });
  const playerBets = (playerId: string, limit = 30): Promise<TBetRow[]> => store.playerBets(playerId, limit);

  /** Settles one open bet if its legs decide it: the new state and the money owed in one transaction, then one attempt. */
  const settleOne = async (b: TBetRow, at: number): Promise<boolean> => {
    const legs: TSportLeg[] = b.legs.map((l) => {
      const f = fixtureById(l.eventId);
      return { ...l, result: l.result ?? (f ? legResult(f, l.marketKey, l.pick, stateOf(f, at)) : 'void') };
    });
    const outcome = settleBet(b.stakeMinor, legs);
    if (outcome.status === 'pending') {
      // Keep what is known already (a leg won early shows as won).
      if (legs.some((l, i) => l.result !== b.legs[i]!.result)) await store.setOpenLegs(b.id, legs);
      return false;
    }
    const s = await store.session(b.sessionId);
    if (!s) return false;
    const winMinor = outcome.status === 'won' ? outcome.winMinor : 0;
    const row = await store.transaction(async (tx) => {
      const updated = await store.settleOpen(b.id, { status: outcome.status, winMinor, legs, settledAt: now() }, tx);
      if (!updated) return undefined;
      if (outcome.status === 'void') {
        return outbox.enqueue(SPORT_WALLET_TOPIC, `${b.id}:rollback`, { op: 'rollback', body: { ...money(s), transactionId: `${b.id}:bet` } }, undefined, tx);
      }
      const ticketResult = { status: outcome.status, winMinor, legs: legs.map((l) => ({ selectionId: l.selectionId, result: l.result })) };
      return outbox.enqueue(
        SPORT_WALLET_TOPIC,
        `${b.id}:win`,
        { op: 'win', body: { ...money(s), roundId: b.id, gameId: s.gameId, currency: s.currency, transactionId: `${b.id}:win`, amountMinor: winMinor, roundEnd: true, ticketResult } },
        undefined,
        tx,
      );
    });
    if (!row) return false;
    const delivery = await outbox.deliverNow(row.id);
    const balance = delivery?.ok ? delivery.answer?.balanceMinor : undefined;
    if (typeof balance === 'number') await store.setPlayerBalance(s.playerId, balance);
    log({ betId: b.id, status: outcome.status, winMinor }, 'sport bet settled');
    return true;
  };

  const refuseWallet = (answer: Extract<TWalletAnswer, { kind: 'refused' }>): never => {
    const balanceMinor = answer.body.balanceMinor === undefined ? undefined : num(answer.body.balanceMinor);
    if (answer.code === 'INSUFFICIENT_FUNDS' || answer.code === 'LIMIT_EXCEEDED' || answer.code === 'PLAYER_EXCLUDED' || answer.code === 'TERMS_NOT_ACCEPTED') throw new SportError(answer.code, {}, { balanceMinor });
    throw new SportError('WALLET_REFUSED', {}, { balanceMinor });
  };

  return {
    clock,

    /** Opens a session from the operator's launch: the operator authenticates the token and names the product. */
    async launch(input: { token: string; lang: TLangCode }): Promise<string> {
      const auth = await operator.call('authenticate', { token: input.token });
      if (auth.kind !== 'ok') throw new SportError('LAUNCH_REFUSED');
      const game = auth.body.game as { gameId?: number; gameCode?: string } | undefined;
      if (auth.body.mode !== 'real' || game?.gameCode !== SPORTSBOOK_CODE || typeof game.gameId !== 'number') throw new SportError('LAUNCH_REFUSED');
      const id = randomBytes(24).toString('base64url');
      await store.insertSession({
        id,
        token: input.token,
        playerId: String(auth.body.playerId),
        currency: String(auth.body.currency),
        gameId: game.gameId,
        lang: input.lang,
        balanceMinor: num(auth.body.balanceMinor),
      });
      return id;
    },

    langOf: async (sessionId: string): Promise<TLangCode | undefined> => (await store.sessionLang(sessionId)) as TLangCode | undefined,

    board,

    async state(sessionId: string): Promise<TSportState> {
      await clock.ready();
      const s = await sessionOf(sessionId);
      const lang = s.lang as TLangCode;
      return {
        lang,
        currency: s.currency,
        balanceMinor: s.balanceMinor,
        limits: SPORT_LIMITS,
        competitions: COMPETITIONS.map((c) => ({ id: c.id, sport: c.sport, name: c.names[lang], country: c.country })),
        board: board(),
        bets: (await playerBets(s.playerId)).map((b) => betView(b, lang)),
      };
    },

    /** The player's bets (newest first) and a fingerprint of their states (the stream sends them on change). */
    async bets(sessionId: string): Promise<{ bets: TBetView[]; fingerprint: string }> {
      const s = await sessionOf(sessionId);
      const rows = await playerBets(s.playerId);
      return { bets: rows.map((b) => betView(b, s.lang as TLangCode)), fingerprint: rows.map((b) => `${b.id}:${b.status}:${b.legs.map((l) => l.result ?? '-').join('')}`).join(',') };
    },

    /** The operator's balance now (a signed balance call); the last known one if the wallet does not answer. */
    async balance(sessionId: string): Promise<number> {
      const s = await sessionOf(sessionId);
      const answer = await operator.call('balance', money(s), 1);
      if (answer.kind !== 'ok') return s.balanceMinor;
      const balance = num(answer.body.balanceMinor);
      await store.setSessionBalance(s.id, balance);
      return balance;
    },

    /**
     * Places a bet: every selection checked against the board now (offered, open, not started if it
     * was taken pre-match, the odds per the slip's policy), the limits, then the debit with the
     * operator's seamless wallet. A retry with the same bet id and content answers the first bet.
     */
    async place(sessionId: string, body: { betId: string; kind: 'single' | 'acca'; stakeMinor: number; policy: TOddsPolicy; selections: Array<{ selectionId: string; oddsX100: number; live: boolean }> }): Promise<TPlaceBetAnswer> {
      await clock.ready();
      const s = await sessionOf(sessionId);
      const lang = s.lang as TLangCode;
      const request = { kind: body.kind, stakeMinor: body.stakeMinor, policy: body.policy, selections: body.selections };
      const known = await store.bet(body.betId);
      if (known) {
        if (known.playerId !== s.playerId || canonical(known.request) !== canonical(request) || known.status === 'pending' || known.status === 'cancelled') throw new SportError('DUPLICATE_BET');
        return { bet: betView(known, lang), balanceMinor: s.balanceMinor, replay: true };
      }
      const L = SPORT_LIMITS;
      if (body.stakeMinor < L.minStakeMinor) throw new SportError('STAKE_TOO_LOW', { min: formatSportMoney(lang, L.minStakeMinor, s.currency) });
      if (body.stakeMinor > L.maxStakeMinor) throw new SportError('STAKE_TOO_HIGH', { max: formatSportMoney(lang, L.maxStakeMinor, s.currency) });
      if (body.selections.length > L.maxSelections) throw new SportError('TOO_MANY_SELECTIONS', { max: L.maxSelections });
      if ((body.kind === 'single') !== (body.selections.length === 1)) throw new SportError('BAD_REQUEST');

      const at = clock.now();
      const legs: TSportLeg[] = [];
      const changes: Array<{ selectionId: string; oddsX100: number | null }> = [];
      const events = new Set<string>();
      let suspended = false;
      for (const shown of body.selections) {
        const ref = parseSelectionId(shown.selectionId);
        const f = ref ? fixtureById(ref.eventId) : undefined;
        // Offered: on the board or about to be (not far in the future), or recently over (EVENT_ENDED below).
        if (!ref || !f || f.startsAt > at + UPCOMING_MS * 3 || f.endsAt < at - UPCOMING_MS) throw new SportError('SELECTION_NOT_FOUND');
        if (events.has(f.id)) throw new SportError('SAME_EVENT');
        events.add(f.id);
        const state = stateOf(f, at);
        if (state.status === 'finished') throw new SportError('EVENT_ENDED');
        if (!shown.live && state.status === 'live') throw new SportError('EVENT_STARTED');
        const market = marketsAt(f, state, at).find((m) => m.key === ref.marketKey);
        const selection = market?.selections.find((x) => x.id === shown.selectionId);
        if (!market || !selection) throw new SportError('SELECTION_NOT_FOUND');
        if (market.status !== 'open') {
          suspended = true;
          changes.push({ selectionId: shown.selectionId, oddsX100: null });
        } else changes.push({ selectionId: shown.selectionId, oddsX100: selection.oddsX100 });
        legs.push({ selectionId: shown.selectionId, eventId: f.id, marketKey: ref.marketKey, pick: ref.pick, oddsX100: selection.oddsX100, live: state.status === 'live', result: null });
      }
      if (suspended) throw new SportError('MARKET_SUSPENDED', {}, { changes });
      const odds = acceptOdds(body.policy, body.selections.map((x) => x.oddsX100), legs.map((l) => l.oddsX100));
      if (!odds) throw new SportError('ODDS_CHANGED', {}, { changes });
      const potential = potentialReturnMinor(body.stakeMinor, odds);
      if (potential > L.maxReturnMinor) throw new SportError('RETURN_TOO_HIGH', { max: formatSportMoney(lang, L.maxReturnMinor, s.currency) });

      const bet = await store.insertBet({ id: body.betId, sessionId: s.id, playerId: s.playerId, kind: body.kind, status: 'pending', stakeMinor: body.stakeMinor, potentialReturnMinor: potential, legs, request, createdAt: now() });
      // A twin request with the same id won the race.
      if (!bet) throw new SportError('DUPLICATE_BET');
      const answer = await operator.call(
        'bet',
        { ...money(s), roundId: bet.id, gameId: s.gameId, currency: s.currency, transactionId: `${bet.id}:bet`, amountMinor: bet.stakeMinor, ticket: ticketOf(bet, lang) },
        2,
      );
      if (answer.kind === 'refused') {
        await store.cancel(bet.id, now());
        refuseWallet(answer);
      }
      if (answer.kind === 'unknown') {
        // It may have landed: refund it through the outbox (idempotent; a tombstone if it never arrived), written with the cancel.
        const row = await store.transaction(async (tx) => {
          await store.cancel(bet.id, now(), tx);
          return outbox.enqueue(SPORT_WALLET_TOPIC, `${bet.id}:rollback`, { op: 'rollback', body: { ...money(s), transactionId: `${bet.id}:bet` } }, undefined, tx);
        });
        await outbox.deliverNow(row.id);
        log({ betId: bet.id, reason: answer.kind === 'unknown' ? answer.reason : '' }, 'sport bet outcome unknown: rollback queued');
        throw new SportError('WALLET_UNAVAILABLE');
      }
      const balanceMinor = num(answer.body.balanceMinor);
      const open = (await store.openPending(bet.id)) ?? bet;
      await store.setPlayerBalance(s.playerId, balanceMinor);
      return { bet: betView(open, lang), balanceMinor, replay: false };
    },

    /**
     * Time's work: settles every open bet its results decide (a lost leg at once, the rest when
     * every leg is known), and refunds debits left unanswered by a stopped process. Runs at start and then periodically.
     */
    async sweep(): Promise<number> {
      await clock.ready();
      const at = clock.now();
      let n = 0;
      const open = await store.openBets(500);
      for (const b of open) if (await settleOne(b, at)) n++;
      const stale = await store.stalePending(new Date(now().getTime() - STALE_BET_MS), 100);
      for (const b of stale) {
        const s = await store.session(b.sessionId);
        if (!s) continue;
        const row = await store.transaction(async (tx) => {
          const cancelled = await store.cancelPending(b.id, now(), tx);
          if (!cancelled) return undefined;
          return outbox.enqueue(SPORT_WALLET_TOPIC, `${b.id}:rollback`, { op: 'rollback', body: { ...money(s), transactionId: `${b.id}:bet` } }, undefined, tx);
        });
        if (row) await outbox.deliverNow(row.id);
        n++;
      }
      return n;
    },

    /** Sandbox controls: settles one bet now if its results decide it (404 for a bet the book never took). */
    async settleBet(betId: string): Promise<{ status: string }> {
      await clock.ready();
      const b = await store.bet(betId);
      if (!b) throw new SportError('BET_NOT_FOUND');
      if (b.status === 'open') await settleOne(b, clock.now());
      const after = (await store.bet(betId))!;
      return { status: after.status };
    },

    /** Sandbox controls: what a selection will have come to at its event's end (peeks at the drawn story), its kick-off and the simulated time now. */
    outcome(selectionId: string): { result: string; startsAt: number; endsAt: number; now: number } {
      const ref = parseSelectionId(selectionId);
      const f = ref ? fixtureById(ref.eventId) : undefined;
      if (!ref || !f) throw new SportError('SELECTION_NOT_FOUND');
      return { result: legResult(f, ref.marketKey, ref.pick, stateOf(f, f.endsAt + 1)) ?? 'void', startsAt: f.startsAt, endsAt: f.startsAt + storyOf(f).endOffset, now: clock.now() };
    },
  };
};

export type TSportsbook = ReturnType<typeof createSportsbook>;
