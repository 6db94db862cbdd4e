import type { AddressInfo } from 'node:net';
import { createTestApp, createTestDatabase, newDevice, newIp, oneDialect, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { createPushHub, type TPushHub } from './push.hub';

const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

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

describe('push stream', () => {
  let testDb: TestDatabase;
  let t: TestApp;
  let hub: TPushHub;
  let base: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(oneDialect()[0]);
    hub = createPushHub({ logger: silent });
    t = await createTestApp(testDb.database, { deps: { push: hub } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('streams the events published for the caller, and only theirs', async () => {
    const login = async () => (await t.post<{ token: string; userid: number }>('/sso/v2/login', { deviceNumber: newDevice() }, { ip: newIp() })).body.resultData!;
    const me = await login();
    const other = await login();
    const controller = new AbortController();
    const response = await fetch(`${base}/push/stream`, { headers: { authorization: me.token, origin: 'http://localhost:3000' }, signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    // Wait until the stream is subscribed before publishing.
    for (let i = 0; i < 50 && hub.localStreams() === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await hub.publish(Number(other.userid), { type: 'mail:received', data: { unread: 9 } });
    await hub.publish(Number(me.userid), { type: 'wallet:balance-changed', data: { totalAssetsMinor: 4200 } });
    const events = await readEvents(response, 1);
    controller.abort();
    expect(events).toEqual([{ event: 'wallet:balance-changed', data: { totalAssetsMinor: 4200 } }]);
  });

  it('refuses a stream without a session', async () => {
    const response = await fetch(`${base}/push/stream`);
    expect(response.status).toBe(401);
  });
});

const redisUrl = process.env.REDIS_URL;
// Needs a Redis server: npm test sets REDIS_URL when one answers on 127.0.0.1:6379 (dev and CI machines).
(redisUrl ? describe : describe.skip)('push fan-out across instances (REDIS_URL)', () => {
  it('delivers an event published on one instance to a stream on another', async () => {
    const a = createPushHub({ redisUrl, logger: silent });
    const b = createPushHub({ redisUrl, logger: silent });
    try {
      const userId = 900_000 + Math.floor(Math.random() * 99_999);
      const received = new Promise((resolve) => b.subscribe(userId, resolve));
      // The subscriber connects asynchronously; publish until it hears (bounded).
      let got: unknown;
      for (let i = 0; i < 50 && got === undefined; i++) {
        await a.publish(userId, { type: 'wallet:balance-changed', data: { totalAssetsMinor: 77 } });
        got = await Promise.race([received, new Promise((r) => setTimeout(() => r(undefined), 100))]);
      }
      expect(got).toEqual({ type: 'wallet:balance-changed', data: { totalAssetsMinor: 77 } });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('push hub without a working Redis', () => {
  it('delivers locally when Redis is down', async () => {
    const hub = createPushHub({ redisUrl: 'redis://127.0.0.1:1', logger: silent });
    try {
      const seen: unknown[] = [];
      hub.subscribe(5, (e) => seen.push(e));
      await hub.publish(5, { type: 'mail:received', data: { unread: 1 } });
      expect(seen).toEqual([{ type: 'mail:received', data: { unread: 1 } }]);
    } finally {
      await hub.close();
    }
  });
});
