import type { FastifyPluginAsync } from 'fastify';

/** Background work a module runs in a serving process; off in tests, which drive it by hand. */
export interface TWorker {
  start(): void;
  stop(): void | Promise<void>;
}

/**
 * What every `create<Module>Module(deps)` returns besides its services: the routes app.ts
 * registers, and the workers it starts when the process serves.
 */
export interface TModule {
  routes: FastifyPluginAsync;
  workers?: readonly TWorker[];
}

/** Checks a module's shape while keeping its services' own types (app.ts reads them by name). */
export const defineModule = <T extends TModule>(module: T): T => module;
