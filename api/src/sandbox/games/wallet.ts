import type { TOutbox, TOutboxHandler } from '../store/outbox';
import type { SandboxDb } from '../store/sandbox-db';
import type { TFreeRoundWinFlag } from './contract';
import type { TOperatorClient, TWalletAnswer } from './operator-client';

export const WALLET_TOPIC = 'games.wallet';

/** Who a round's money calls are for: the token and player of the session that placed its bet. */
export interface TMoneyContext {
  token: string;
  playerId: string;
  roundId: string;
  gameId: number;
  currency: string;
}

/** The outbox handler: one signed call per attempt; the outbox retries an unknown outcome with backoff. */
export const walletHandler =
  (operator: TOperatorClient): TOutboxHandler =>
  async (payload) => {
    const answer = await operator.call(String(payload.op), payload.body as object, 1);
    if (answer.kind === 'ok') return { ok: true, answer: answer.body };
    if (answer.kind === 'refused') return { ok: false, retry: false, error: answer.code, answer: answer.body };
    return { ok: false, retry: true, error: answer.reason };
  };

/**
 * Money with the operator's seamless wallet. A bet is asked at once (the player waits); everything
 * the provider owes afterwards (wins with the round's end, rollbacks) goes through the durable outbox:
 * written in the same transaction as the round's state, attempted at once, retried until acknowledged.
 */
export const createGameWallet = ({ operator, outbox }: { operator: TOperatorClient; outbox: TOutbox }) => {
  const session = (c: TMoneyContext) => ({ token: c.token, playerId: c.playerId });
  return {
    bet: (c: TMoneyContext, transactionId: string, amountMinor: number): Promise<TWalletAnswer> =>
      operator.call('bet', { ...session(c), roundId: c.roundId, gameId: c.gameId, currency: c.currency, transactionId, amountMinor }, 2),

    /** Queues the round's settlement: its win (zero when lost), closing the round; a free round's win carries its grant. */
    queueWin: (c: TMoneyContext, amountMinor: number, tx?: SandboxDb, freeRound?: TFreeRoundWinFlag) =>
      outbox.enqueue(
        WALLET_TOPIC,
        `${c.roundId}:win`,
        { op: 'win', body: { ...session(c), roundId: c.roundId, gameId: c.gameId, currency: c.currency, transactionId: `${c.roundId}:win`, amountMinor, roundEnd: true, ...(freeRound ? { freeRound } : {}) } },
        undefined,
        tx,
      ),

    /** Queues the refund of one bet (its transaction id alone identifies it). */
    queueRollback: (c: TMoneyContext, transactionId: string, tx?: SandboxDb) =>
      outbox.enqueue(WALLET_TOPIC, `${transactionId}:rollback`, { op: 'rollback', body: { ...session(c), transactionId } }, undefined, tx),

    /** Attempts a queued call now; answers the operator's balance when it was acknowledged. */
    async deliver(rowId: bigint): Promise<number | undefined> {
      const result = await outbox.deliverNow(rowId);
      const balance = result?.ok ? result.answer?.balanceMinor : undefined;
      return typeof balance === 'number' ? balance : undefined;
    },
  };
};

export type TGameWallet = ReturnType<typeof createGameWallet>;
