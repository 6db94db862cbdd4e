import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '@casino/shared';

/**
 * Splits a remote's load into tasks of their own. Without it, the entry's evaluation, its container's init (the
 * shared modules it consumes), the requests for the exposed module's chunks, and the code that takes the module
 * all ran in one task (the entry script's load event): 50-125 ms of a phone's main thread at 4x CPU for each
 * widget that loads once the page is up, which a tap then waits for.
 */
export const splitLoads: ModuleFederationRuntimePlugin = {
  name: 'casino-split-loads',
  async beforeInitContainer(args) {
    await yieldToMain();
    return args;
  },
  async beforeGetExpose() {
    await yieldToMain();
  },
  async onLoad() {
    await yieldToMain();
  },
};
