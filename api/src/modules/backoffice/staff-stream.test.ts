import type { AddressInfo } from 'node:net';
import { createTestDatabase, oneDialect, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { backofficeHelpers, createBackofficeTestApp } from './backoffice.test-helpers';
import { STAFF_STREAM_PATH } from './staff-stream.routes';

/** Reads server-sent events from a live stream until `count` events arrived. */
const readEvents = async (response: Response, count: number): Promise<Array<{ event: string; data: unknown }>> => {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: Array<{ event: string; data: unknown }> = [];
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const frames = buffer.split('\n\n');
    buffer = frames.pop() ?? '';
    for (const f of frames) {
      const event = /^event: (.+)$/m.exec(f)?.[1];
      const data = /^data: (.+)$/m.exec(f)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
  }
  await reader.cancel();
  return events;
};

describe.each(oneDialect())('back office: the staff stream (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let h: ReturnType<typeof backofficeHelpers>;
  let base: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createBackofficeTestApp(testDb.database);
    h = backofficeHelpers(t);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  // Open streams are cut before the app closes, whatever a test left behind.
  const streams = new AbortController();
  afterAll(async () => {
    streams.abort();
    await t?.close();
    await testDb?.drop();
  });

  it('tells staff of a new adjustment and of a player’s support message; never without a session, never to players', async () => {
    const viewer = await h.staff('viewer');
    const operator = await h.staff('operator');
    const p = await h.player();
    const none = await fetch(`${base}${STAFF_STREAM_PATH}`);
    expect(none.status).toBe(403);
    await none.text();
    const ended = await fetch(`${base}${STAFF_STREAM_PATH}`, { headers: { authorization: 'Bearer not-a-session' } });
    expect(ended.status).toBe(401);
    await ended.text();

    const staffStream = await fetch(`${base}${STAFF_STREAM_PATH}`, { headers: { authorization: `Bearer ${viewer.token}` }, signal: streams.signal });
    expect(staffStream.status).toBe(200);
    expect(staffStream.headers.get('content-type')).toContain('text/event-stream');
    const playerStream = await fetch(`${base}/push/stream`, { headers: { authorization: p.token }, signal: streams.signal });
    expect(playerStream.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100)); // both subscribed

    const proposed = await h.as(operator.token).post('/admin/backoffice/adjustments/propose', { userId: p.userId, direction: 'credit', amountMinor: 100, reason: 'stream test' });
    expect(proposed.status).toBe(200);
    expect((await t.post('/support/send', { text: 'Merhaba, yardım lazım' }, { token: p.token })).status).toBe(200);
    const events = await readEvents(staffStream, 2);
    expect(events).toEqual([
      { event: 'staff:queue-changed', data: { queue: 'adjustments' } },
      { event: 'staff:queue-changed', data: { queue: 'support' } },
    ]);

    // The player's own stream hears only the player's events: the staff answer, nothing of the staff queues.
    expect((await h.as(operator.token).post('/admin/support/reply', { userId: p.userId, text: 'Buyrun' })).status).toBe(200);
    const mine = await readEvents(playerStream, 1);
    expect(mine.map((e) => e.event)).toEqual(['support:message-received']);
  });
});
