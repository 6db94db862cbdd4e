import { bus, userStore } from '@casino/shared';
import { followPush } from './push';

describe('followPush', () => {
  it('opens one stream per session and closes it at logout', () => {
    const opened: string[] = [];
    const closed: string[] = [];
    userStore.token = 'first';
    const stopAll = followPush(() => {
      const token = userStore.token;
      opened.push(token);
      return () => closed.push(token);
    });
    // jsdom has no requestIdleCallback and the document is loaded: the stream opens after a tick.
    jest.runOnlyPendingTimers();
    expect(opened).toEqual(['first']);

    userStore.token = 'second';
    bus.emit('auth:logged-in', { uid: 'u', userid: '2', role: 'user' });
    jest.runOnlyPendingTimers();
    expect(opened).toEqual(['first', 'second']);
    expect(closed).toEqual(['first']);

    bus.emit('auth:logged-out', { reason: 'user' });
    expect(closed).toEqual(['first', 'second']);
    stopAll();
  });
});

beforeAll(() => jest.useFakeTimers());
afterAll(() => jest.useRealTimers());
