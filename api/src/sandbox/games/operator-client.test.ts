import { createOperatorClient } from './operator-client';

describe('operator client', () => {
  it('retries unknown outcomes with backoff, never refusals', async () => {
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
});
