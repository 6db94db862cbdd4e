import { createOperatorClient, type TOperatorClient, type TWalletAnswer } from './operator-client';
import { createProviderService } from './provider.service';
import { seededRng } from './rng';

/** A scripted operator: answers per operation, recording every call. */
const scripted = (script: Partial<Record<string, (body: Record<string, unknown>) => TWalletAnswer>>) => {
  const calls: Array<{ op: string; body: Record<string, unknown> }> = [];
  const operator: TOperatorClient = {
    call: async (op, body) => {
      calls.push({ op, body: body as Record<string, unknown> });
      return script[op]?.(body as Record<string, unknown>) ?? { kind: 'unknown', reason: 'unscripted' };
    },
  };
  return { operator, calls };
};
const auth: TWalletAnswer = { kind: 'ok', body: { playerId: '7', currency: 'TRY', mode: 'real', balanceMinor: 1000, game: { gameId: 3, gameName: 'Sweet Gold', kind: 'slot' } } };

describe('sandbox provider settlement', () => {
  it('rolls back a bet whose outcome is unknown and tells the page the wallet is unavailable', async () => {
    const { operator, calls } = scripted({ authenticate: () => auth, bet: () => ({ kind: 'unknown', reason: 'timeout' }), rollback: () => ({ kind: 'ok', body: {} }) });
    const provider = createProviderService({ operator, rtpBps: 9600, rng: seededRng(1) });
    const s = await provider.launch({ token: 't'.repeat(40), gameId: 3, mode: 'real', name: 'x', kind: 'slot' });
    await expect(provider.play(s.id, { kind: 'slot', stakeMinor: 100 })).rejects.toMatchObject({ code: 'WALLET_UNAVAILABLE' });
    const bet = calls.find((c) => c.op === 'bet')!;
    expect(calls.find((c) => c.op === 'rollback')!.body).toMatchObject({ transactionId: bet.body.transactionId, playerId: '7' });
    expect(calls.some((c) => c.op === 'win')).toBe(false);
    provider.stop();
  });

  it('queues a win the operator did not acknowledge and delivers it later', async () => {
    let up = false;
    const { operator, calls } = scripted({
      authenticate: () => auth,
      bet: () => ({ kind: 'ok', body: { balanceMinor: 900 } }),
      win: (b) => (up ? { kind: 'ok', body: { balanceMinor: 900 + Number(b.amountMinor) } } : { kind: 'unknown', reason: 'HTTP 503' }),
    });
    const provider = createProviderService({ operator, rtpBps: 9600, rng: seededRng(2) });
    const s = await provider.launch({ token: 't'.repeat(40), gameId: 3, mode: 'real', name: 'x', kind: 'slot' });
    const result = await provider.play(s.id, { kind: 'slot', stakeMinor: 100 });
    expect(result.settled).toBe(false);
    expect(provider.pendingCount()).toBe(1);
    up = true;
    await provider.drain();
    expect(provider.pendingCount()).toBe(0);
    expect(provider.recall(s.id)[0]!.status).toBe('settled');
    const wins = calls.filter((c) => c.op === 'win');
    // Every retry carries the same transaction id (idempotent at the operator).
    expect(new Set(wins.map((c) => c.body.transactionId)).size).toBe(1);
    provider.stop();
  });

  it('the HTTP client retries unknown outcomes with backoff, never refusals', async () => {
    const statuses = [503, 0, 200];
    const sleeps: number[] = [];
    let n = 0;
    const fetchImpl = (async () => {
      const status = statuses[n++]!;
      if (status === 0) throw new Error('ECONNRESET');
      return new Response(JSON.stringify(status === 200 ? { status: 'OK', balanceMinor: 5 } : { status: 'ERROR' }), { status });
    }) as typeof fetch;
    const client = createOperatorClient({ baseUrl: 'http://operator.test', secret: 's'.repeat(16), fetchImpl, sleep: async (ms) => void sleeps.push(ms) });
    expect(await client.call('bet', {}, 3)).toMatchObject({ kind: 'ok' });
    expect(sleeps).toEqual([200, 400]);
    n = 0;
    statuses.splice(0, 3, 402, 200, 200);
    expect(await client.call('bet', {}, 3)).toMatchObject({ kind: 'refused', status: 402 });
    expect(n).toBe(1);
  });

  it('refuses stakes out of range and bets of another game type', async () => {
    const { operator } = scripted({ authenticate: () => auth });
    const provider = createProviderService({ operator, rtpBps: 9600 });
    const s = await provider.launch({ token: 't'.repeat(40), gameId: 3, mode: 'demo', name: 'x', kind: 'dice' });
    await expect(provider.play(s.id, { kind: 'dice', stakeMinor: 100, target: 50 })).rejects.toMatchObject({ code: 'BAD_BET' });
    await expect(provider.play(s.id, { kind: 'slot', stakeMinor: 100 })).rejects.toMatchObject({ code: 'BAD_BET' });
    await expect(provider.play(s.id, { kind: 'dice', stakeMinor: 100_001, target: 5000 })).rejects.toMatchObject({ code: 'BAD_BET' });
    provider.stop();
  });
});
