import { bus, globalStore } from '@casino/shared';
import { followPush } from './push';

describe('followPush: a staff answer in the support conversation', () => {
  it('counts on the customer-service menu entry, and the count goes at logout', () => {
    const stop = followPush(() => () => undefined);
    bus.emit('support:message-received', { conversationId: 7, unread: 2 });
    expect(globalStore.menuBadges).toEqual({ CustomerService: 2 });
    bus.emit('auth:logged-out', { reason: 'user' });
    expect(globalStore.menuBadges).toEqual({});
    stop();
  });
});

beforeAll(() => jest.useFakeTimers());
afterAll(() => jest.useRealTimers());
