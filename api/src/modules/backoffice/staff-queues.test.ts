import type { PushEvent } from '@casino/shared/contracts';
import { createStaffQueues, STAFF_TOPIC } from './staff-queues';

describe('staff queues on the push hub', () => {
  const setup = () => {
    const sent: Array<{ userId: number; event: PushEvent }> = [];
    const push = { publish: async (userId: number, event: PushEvent) => void sent.push({ userId, event }) };
    return { sent, queues: createStaffQueues({ push, logger: { warn: () => undefined } }), push };
  };

  it('passes every player event on, and tells staff of withdrawals and support answers', async () => {
    const { sent, queues, push } = setup();
    const tapped = queues.tap(push);
    await tapped.publish(7, { type: 'cashier:order-updated', data: { orderId: 'W1', kind: 'withdrawal', status: 'review', amountMinor: 100, creditedMinor: null } });
    await tapped.publish(7, { type: 'cashier:order-updated', data: { orderId: 'D1', kind: 'deposit', status: 'paid', amountMinor: 100, creditedMinor: 100 } });
    await tapped.publish(7, { type: 'support:message-received', data: { conversationId: 7, unread: 1 } });
    await tapped.publish(7, { type: 'wallet:balance-changed', data: { totalAssetsMinor: 1 } });
    expect(sent.map((s) => [s.userId, s.event.type, s.userId === STAFF_TOPIC ? s.event.data : null])).toEqual([
      [7, 'cashier:order-updated', null],
      [0, 'staff:queue-changed', { queue: 'withdrawals' }],
      [7, 'cashier:order-updated', null],
      [7, 'support:message-received', null],
      [0, 'staff:queue-changed', { queue: 'support' }],
      [7, 'wallet:balance-changed', null],
    ]);
  });

  it('a failing staff push never fails the caller', async () => {
    const queues = createStaffQueues({ push: { publish: async () => Promise.reject(new Error('redis down')) }, logger: { warn: () => undefined } });
    await expect(queues.changed('adjustments')).resolves.toBeUndefined();
  });
});
