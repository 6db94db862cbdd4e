import { randomBytes, randomUUID } from 'node:crypto';
import { rollDice } from './dice';
import type { TOperatorClient, TWalletAnswer } from './operator-client';
import { cryptoRng, type TRng } from './rng';
import { isValidRouletteBet, rouletteBetTypes, spinRoulette, type TRouletteBet } from './roulette';
import { slotModel, spinSlot, type TSlotModel } from './slot';

export const gameKinds = ['slot', 'dice', 'roulette'] as const;
export type TGameKind = (typeof gameKinds)[number];

/** Play money a demo session starts with (1,000.00). */
export const DEMO_BALANCE_MINOR = 100_000;
export const MIN_STAKE_MINOR = 10;
export const MAX_STAKE_MINOR = 100_000;
const RECALL_KEEP = 50;
export const RECALL_SHOWN = 10;
const MAX_SESSIONS = 50_000;

export interface TGameSession {
  id: string;
  mode: 'real' | 'demo';
  token: string;
  playerId: string;
  currency: string;
  gameId: number;
  gameName: string;
  kind: TGameKind;
  balanceMinor: number;
}

export interface TRoundRecord {
  roundId: string;
  gameId: number;
  kind: TGameKind;
  mode: 'real' | 'demo';
  stakeMinor: number;
  winMinor: number;
  outcome: unknown;
  status: 'settled' | 'win-pending' | 'rolled-back';
  at: string;
}

export type TPlayRequest =
  | { kind: 'slot'; stakeMinor: number }
  | { kind: 'dice'; stakeMinor: number; target: number }
  | { kind: 'roulette'; bets: TRouletteBet[] };

export class PlayError extends Error {
  constructor(
    readonly code: 'BAD_BET' | 'INSUFFICIENT_FUNDS' | 'SESSION_NOT_FOUND' | 'WALLET_REFUSED' | 'WALLET_UNAVAILABLE' | 'LAUNCH_REFUSED',
    readonly balanceMinor?: number,
  ) {
    super(code);
  }
}

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));

export interface ProviderServiceDeps {
  operator: TOperatorClient;
  rtpBps: number;
  rng?: TRng;
  /** Background retry of wins and rollbacks that could not be delivered at once. */
  retryIntervalMs?: number;
  log?: (obj: object, msg: string) => void;
}

/**
 * The sandbox game provider: sessions, server-side outcomes, settlement through the operator's
 * seamless wallet (real mode) or play money (demo), and game recall. State is in memory: this is a
 * stand-in for a third party, not part of the operator.
 */
export const createProviderService = ({ operator, rtpBps, rng = cryptoRng, retryIntervalMs = 5_000, log = () => undefined }: ProviderServiceDeps) => {
  const model: TSlotModel = slotModel(rtpBps / 10_000);
  const sessions = new Map<string, TGameSession>();
  const rounds = new Map<string, TRoundRecord[]>();
  /** Wins and rollbacks the operator has not acknowledged yet; retried until it does. */
  const pending: Array<{ op: 'win' | 'rollback'; body: object; round?: TRoundRecord; attempts: number }> = [];

  const recallKey = (s: TGameSession) => `${s.mode}:${s.mode === 'demo' ? s.id : s.playerId}:${s.gameId}`;
  const record = (s: TGameSession, round: TRoundRecord) => {
    const key = recallKey(s);
    const list = rounds.get(key) ?? [];
    list.unshift(round);
    if (list.length > RECALL_KEEP) list.length = RECALL_KEEP;
    rounds.set(key, list);
  };

  const drain = async () => {
    for (const item of pending.splice(0, pending.length)) {
      const answer = await operator.call(item.op, item.body, 1);
      if (answer.kind === 'unknown') {
        item.attempts += 1;
        pending.push(item);
        continue;
      }
      if (item.round && item.op === 'win' && answer.kind === 'ok') item.round.status = 'settled';
      log({ op: item.op, result: answer.kind }, 'pending settlement delivered');
    }
  };
  const timer = setInterval(() => void drain(), retryIntervalMs);
  timer.unref();

  const outcomeOf = (s: TGameSession, request: TPlayRequest): { stakeMinor: number; winMinor: number; outcome: unknown } => {
    if (request.kind === 'slot') {
      const spin = spinSlot(model, request.stakeMinor, rng);
      return { stakeMinor: request.stakeMinor, winMinor: spin.winMinor, outcome: { grid: spin.grid, lines: spin.lines } };
    }
    if (request.kind === 'dice') {
      const roll = rollDice(request.target, rtpBps, request.stakeMinor, rng);
      return { stakeMinor: request.stakeMinor, winMinor: roll.winMinor, outcome: roll };
    }
    const spin = spinRoulette(request.bets, rng);
    return { stakeMinor: request.bets.reduce((a, b) => a + b.amountMinor, 0), winMinor: spin.winMinor, outcome: { ...spin, bets: request.bets } };
  };

  const validate = (s: TGameSession, request: TPlayRequest): number => {
    if (request.kind !== s.kind) throw new PlayError('BAD_BET');
    const stake =
      request.kind === 'roulette'
        ? request.bets.length > 0 && request.bets.length <= 20 && request.bets.every(isValidRouletteBet)
          ? request.bets.reduce((a, b) => a + b.amountMinor, 0)
          : -1
        : request.stakeMinor;
    if (!Number.isInteger(stake) || stake < MIN_STAKE_MINOR || stake > MAX_STAKE_MINOR) throw new PlayError('BAD_BET');
    if (request.kind === 'dice' && (!Number.isInteger(request.target) || request.target < 100 || request.target > 9_800)) throw new PlayError('BAD_BET');
    return stake;
  };

  const walletBody = (s: TGameSession) => ({ token: s.token, playerId: s.playerId });

  return {
    rtpBps,
    slotRtp: model.rtp,
    pendingCount: () => pending.length,
    drain,
    stop: () => clearInterval(timer),

    /** Opens a game session: real mode authenticates the launch token with the operator; demo needs nothing. */
    async launch(input: { token: string; gameId: number; mode: 'real' | 'demo'; name: string; kind: TGameKind }): Promise<TGameSession> {
      let session: TGameSession;
      const id = randomBytes(24).toString('base64url');
      if (input.mode === 'real') {
        const answer = await operator.call('authenticate', { token: input.token });
        if (answer.kind !== 'ok') throw new PlayError('LAUNCH_REFUSED');
        const game = answer.body.game as { gameId: number; gameName: string; kind: TGameKind };
        if (answer.body.mode !== 'real' || game.gameId !== input.gameId) throw new PlayError('LAUNCH_REFUSED');
        session = {
          id,
          mode: 'real',
          token: input.token,
          playerId: String(answer.body.playerId),
          currency: String(answer.body.currency),
          gameId: game.gameId,
          gameName: game.gameName,
          kind: gameKinds.includes(game.kind) ? game.kind : 'slot',
          balanceMinor: num(answer.body.balanceMinor),
        };
      } else {
        session = { id, mode: 'demo', token: '', playerId: 'demo', currency: 'FUN', gameId: input.gameId, gameName: input.name, kind: input.kind, balanceMinor: DEMO_BALANCE_MINOR };
      }
      if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
      sessions.set(id, session);
      return session;
    },

    session: (id: string): TGameSession | undefined => sessions.get(id),

    /**
     * One round. Real mode: bet (retried; an unknown outcome is rolled back), outcome drawn on the
     * server, win with round end (retried; queued if the operator stays unreachable).
     */
    async play(sessionId: string, request: TPlayRequest): Promise<{ round: TRoundRecord; balanceMinor: number; settled: boolean }> {
      const s = sessions.get(sessionId);
      if (!s) throw new PlayError('SESSION_NOT_FOUND');
      const stake = validate(s, request);
      const roundId = randomUUID();
      const at = new Date().toISOString();

      if (s.mode === 'demo') {
        if (stake > s.balanceMinor) throw new PlayError('INSUFFICIENT_FUNDS', s.balanceMinor);
        const result = outcomeOf(s, request);
        s.balanceMinor += result.winMinor - stake;
        const round: TRoundRecord = { roundId, gameId: s.gameId, kind: s.kind, mode: 'demo', stakeMinor: stake, winMinor: result.winMinor, outcome: result.outcome, status: 'settled', at };
        record(s, round);
        return { round, balanceMinor: s.balanceMinor, settled: true };
      }

      const money = { ...walletBody(s), roundId, gameId: s.gameId, currency: s.currency };
      const betId = `${roundId}:bet`;
      const bet: TWalletAnswer = await operator.call('bet', { ...money, transactionId: betId, amountMinor: stake });
      if (bet.kind === 'unknown') {
        // The bet may or may not have landed: roll it back (idempotent, and a tombstone if it never arrived).
        const rollback = { ...walletBody(s), transactionId: betId };
        const answer = await operator.call('rollback', rollback, 3);
        if (answer.kind === 'unknown') pending.push({ op: 'rollback', body: rollback, attempts: 3 });
        log({ roundId, reason: bet.reason }, 'bet outcome unknown: rolled back');
        throw new PlayError('WALLET_UNAVAILABLE');
      }
      if (bet.kind === 'refused') {
        if (bet.code === 'INSUFFICIENT_FUNDS') throw new PlayError('INSUFFICIENT_FUNDS', num(bet.body.balanceMinor));
        throw new PlayError('WALLET_REFUSED');
      }
      s.balanceMinor = num(bet.body.balanceMinor);

      const result = outcomeOf(s, request);
      const round: TRoundRecord = { roundId, gameId: s.gameId, kind: s.kind, mode: 'real', stakeMinor: stake, winMinor: result.winMinor, outcome: result.outcome, status: 'settled', at };
      const winBody = { ...money, transactionId: `${roundId}:win`, amountMinor: result.winMinor, roundEnd: true };
      const win = await operator.call('win', winBody, 4);
      if (win.kind === 'ok') s.balanceMinor = num(win.body.balanceMinor);
      else if (win.kind === 'unknown') {
        round.status = 'win-pending';
        pending.push({ op: 'win', body: winBody, round, attempts: 4 });
      } else log({ roundId, code: win.code }, 'win refused');
      record(s, round);
      return { round, balanceMinor: s.balanceMinor, settled: round.status === 'settled' };
    },

    /** Game recall: the last rounds of this player (demo: this session) in this game, newest first. */
    recall(sessionId: string): TRoundRecord[] {
      const s = sessions.get(sessionId);
      if (!s) throw new PlayError('SESSION_NOT_FOUND');
      return (rounds.get(recallKey(s)) ?? []).slice(0, RECALL_SHOWN);
    },
  };
};

export type TProviderService = ReturnType<typeof createProviderService>;
export { rouletteBetTypes };
