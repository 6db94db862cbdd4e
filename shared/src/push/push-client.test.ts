/**
 * @jest-environment node
 */
// fetch, Response and web streams are Node globals; jsdom has none of them.
import { bus } from '../bus/bus';
import { userStore } from '../stores/user-store';
import { connectPush, dispatchPushMessage } from './push-client';

const streamOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });

describe('push client', () => {
  beforeEach(() => {
    userStore.token = 'session-token';
  });

  it('re-emits known push events on the bus and ignores the rest', () => {
    const seen: number[] = [];
    const sub = bus.on('wallet:balance-changed').subscribe((p) => seen.push(p.totalAssetsMinor));
    expect(dispatchPushMessage({ event: 'wallet:balance-changed', data: '{"totalAssetsMinor":12345}' })).toBe(true);
    expect(dispatchPushMessage({ event: 'ui:toast-requested', data: '{"kind":"error","message":"x"}' })).toBe(false);
    expect(dispatchPushMessage({ event: 'wallet:balance-changed', data: 'not json' })).toBe(false);
    expect(dispatchPushMessage({ event: undefined, data: '{}' })).toBe(false);
    sub.unsubscribe();
    expect(seen).toEqual([12345]);
  });

  it('streams events with the session token, reconnects after the stream ends, and stops on 401', async () => {
    const calls: RequestInit[] = [];
    const seen: number[] = [];
    const sub = bus.on('mail:received').subscribe((p) => seen.push(p.unread));
    const answers = [
      new Response(streamOf([': hello\n\n', 'event: mail:received\ndata: {"unread":', '2}\n\n']), { status: 200 }),
      new Response(streamOf(['event: mail:received\ndata: {"unread":3}\n\n']), { status: 200 }),
      new Response('{}', { status: 401 }),
    ];
    const done = new Promise<void>((resolve) => {
      const fetchImpl = (async (_url: string, init: RequestInit) => {
        calls.push(init);
        const answer = answers.shift();
        if (answers.length === 0) setTimeout(resolve, 0);
        return answer ?? new Response('{}', { status: 401 });
      }) as unknown as typeof fetch;
      connectPush({ fetchImpl, sleep: async () => undefined });
    });
    await done;
    sub.unsubscribe();
    expect(seen).toEqual([2, 3]);
    expect(calls).toHaveLength(3);
    expect((calls[0]?.headers as Record<string, string>).Authorization).toBe('session-token');
    // The open stream is never critical: a page with it counts as loaded (and it never competes with the page).
    expect(calls.every((init) => init.priority === 'low')).toBe(true);
  });
});
