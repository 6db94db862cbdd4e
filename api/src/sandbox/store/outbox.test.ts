import { dialects, FakeClock } from '../../../test-support/harness';
import { createSandboxTestDatabase } from '../../../test-support/sandbox-db';
import { backoffMs, createOutbox, type TDelivery } from './outbox';
import type { SandboxDatabase } from './sandbox-db';

describe.each(dialects())('sandbox outbox (%s)', (dialect) => {
  let database: SandboxDatabase;
  let drop: () => Promise<void>;
  let clock: FakeClock;

  beforeAll(async () => {
    ({ database, drop } = await createSandboxTestDatabase(dialect));
  });
  afterAll(() => drop());
  beforeEach(() => {
    clock = new FakeClock(Date.parse('2026-06-01T09:00:00Z') + Math.floor(Math.random() * 1e9));
  });

  const outboxWith = (answers: TDelivery[], seen: string[] = []) =>
    createOutbox({
      db: database.db,
      now: () => clock.now(),
      baseBackoffMs: 1_000,
      maxBackoffMs: 60_000,
      maxAttempts: 4,
      handlers: {
        test: async (payload) => {
          seen.push(String(payload.n));
          return answers.shift() ?? { ok: true };
        },
      },
    });

  const key = () => `k-${Math.random().toString(36).slice(2)}`;

  it('enqueues once per dedupe key and delivers at once when the receiver answers', async () => {
    const seen: string[] = [];
    const outbox = outboxWith([{ ok: true, answer: { status: 'OK' } }], seen);
    const k = key();
    const first = await outbox.send('test', k, { n: 1 });
    const again = await outbox.send('test', k, { n: 2 });
    expect(first.result).toEqual({ ok: true, answer: { status: 'OK' } });
    expect(again.result).toBeNull();
    expect(again.row.id).toBe(first.row.id);
    expect(seen).toEqual(['1']);
    const row = await outbox.find(k);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastAnswer: { status: 'OK' } });
  });

  it('retries a failed delivery with backoff until it is acknowledged, even by a new process', async () => {
    const seen: string[] = [];
    const k = key();
    const first = outboxWith([{ ok: false, retry: true, error: 'HTTP 503' }], seen);
    await first.send('test', k, { n: 7 });
    expect(await first.find(k)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 503' });
    // Not due yet: nothing happens.
    expect(await first.drain()).toBe(0);
    await first.stop();

    // "Restart": a new outbox over the same database picks the row up when it is due.
    const restarted = outboxWith([{ ok: true }], seen);
    clock.advance(2_000);
    expect(await restarted.drain()).toBeGreaterThanOrEqual(1);
    expect(await restarted.find(k)).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(seen).toEqual(['7', '7']);
  });

  it('marks a definitive refusal as refused and gives up after maxAttempts', async () => {
    const refusedKey = key();
    const refusing = outboxWith([{ ok: false, retry: false, error: 'INVALID_TOKEN' }]);
    await refusing.send('test', refusedKey, { n: 1 });
    expect(await refusing.find(refusedKey)).toMatchObject({ status: 'refused', attempts: 1 });

    const deadKey = key();
    const failing = outboxWith(Array.from({ length: 4 }, () => ({ ok: false as const, retry: true, error: 'down' })));
    await failing.send('test', deadKey, { n: 2 });
    for (let i = 0; i < 3; i++) {
      clock.advance(120_000);
      await failing.drain();
    }
    expect(await failing.find(deadKey)).toMatchObject({ status: 'dead', attempts: 4 });
  });

  it('treats a thrown handler as a retryable failure, and never takes another vendor\'s topic', async () => {
    const k = key();
    const throwing = createOutbox({
      db: database.db,
      now: () => clock.now(),
      handlers: {
        test: async () => {
          throw new Error('socket hang up');
        },
      },
    });
    await throwing.send('test', k, {});
    expect(await throwing.find(k)).toMatchObject({ status: 'pending', lastError: 'socket hang up' });
    // A row of a topic this outbox has no handler for belongs to another vendor: left alone.
    const u = key();
    await throwing.send('another-vendor', u, {});
    await throwing.drain();
    expect(await throwing.find(u)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('two workers draining together deliver each row exactly once', async () => {
    const seen: string[] = [];
    const a = outboxWith([], seen);
    const b = outboxWith([], seen);
    const keys = Array.from({ length: 30 }, key);
    for (const [i, k] of keys.entries()) await a.enqueue('test', k, { n: `${k}:${i}` });
    await Promise.all([a.drain(), b.drain(), a.drain()]);
    const ours = seen.filter((s) => keys.some((k) => s.startsWith(`${k}:`)));
    expect(ours).toHaveLength(30);
    expect(new Set(ours).size).toBe(30);
  });
});

describe('outbox backoff', () => {
  it('doubles from the base up to the cap, with bounded jitter', () => {
    expect(backoffMs(1, 500, 10_000, () => 0.5)).toBe(500);
    expect(backoffMs(3, 500, 10_000, () => 0.5)).toBe(2_000);
    expect(backoffMs(10, 500, 10_000, () => 0.5)).toBe(10_000);
    expect(backoffMs(2, 500, 10_000, () => 0)).toBe(800);
    expect(backoffMs(2, 500, 10_000, () => 1)).toBe(1_200);
  });
});
