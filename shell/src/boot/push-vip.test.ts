import { bus, userStore } from '@casino/shared';
import { followPush } from './push';

describe('followPush: VIP level reached while playing', () => {
  it('updates the header badge and asks for a toast', () => {
    const toasts: Array<{ kind: string; message: string }> = [];
    const sub = bus.on('ui:toast-requested').subscribe((t) => toasts.push(t));
    const stop = followPush(() => () => undefined);
    bus.emit('vip:leveled-up', { vipLevel: 3, vipUrl: 'data:image/svg+xml,V3', rewardMinor: 5_000 });
    expect(userStore.vipLevel).toBe(3);
    expect(userStore.vipUrl).toBe('data:image/svg+xml,V3');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.kind).toBe('success');
    stop();
    sub.unsubscribe();
  });
});

beforeAll(() => jest.useFakeTimers());
afterAll(() => jest.useRealTimers());
