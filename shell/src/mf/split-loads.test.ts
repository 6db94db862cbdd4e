import { splitLoads } from './split-loads';

type THook = (args: unknown) => Promise<unknown>;
const hook = (name: 'beforeInitContainer' | 'beforeGetExpose' | 'onLoad') => splitLoads[name] as unknown as THook;

describe('splitLoads', () => {
  it('each step of a remote load goes on in a task of its own, after what is queued', async () => {
    for (const name of ['beforeInitContainer', 'beforeGetExpose', 'onLoad'] as const) {
      const order: string[] = [];
      const step = hook(name)({ shareScope: 'default' }).then(() => order.push(name));
      void Promise.resolve()
        .then(() => order.push('microtask'))
        .then(() => order.push('its follow-up'));
      await step;
      expect(order).toEqual(['microtask', 'its follow-up', name]);
    }
  });

  it('hands the container init its options unchanged, and gives onLoad no module wrapper', async () => {
    const args = { shareScope: 'default', initScope: [] };
    await expect(hook('beforeInitContainer')(args)).resolves.toBe(args);
    await expect(hook('onLoad')({ id: 'lobby/routes' })).resolves.toBeUndefined();
  });
});
