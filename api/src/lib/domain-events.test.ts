import { createDomainEvents } from './domain-events';

describe('domain events', () => {
  it('runs every handler in order and keeps going when one fails', async () => {
    const warnings: unknown[] = [];
    const events = createDomainEvents({ warn: (obj) => warnings.push(obj) });
    const seen: string[] = [];
    events.on('player.created', (p) => {
      seen.push(`a:${p.userId}`);
    });
    events.on('player.created', () => {
      throw new Error('boom');
    });
    events.on('player.created', async (p) => {
      seen.push(`c:${p.userId}`);
    });
    await events.emit('player.created', { userId: 7, role: 'tourist', at: new Date() });
    await events.emit('player.registered', { userId: 7, at: new Date() });
    expect(seen).toEqual(['a:7', 'c:7']);
    expect(warnings).toHaveLength(1);
  });
});
