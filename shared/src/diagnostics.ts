/**
 * Page-level diagnostics: how many instances of the shared services were created.
 * More than one means a singleton was duplicated by Module Federation; the shell logs it.
 */
interface Diagnostics {
  instances: Record<string, number>;
}

const KEY = '__CASINO_DIAGNOSTICS__';

export function diagnostics(): Diagnostics {
  const g = globalThis as unknown as Record<string, Diagnostics | undefined>;
  g[KEY] ??= { instances: {} };
  return g[KEY];
}

export function recordInstance(name: string): void {
  const d = diagnostics();
  d.instances[name] = (d.instances[name] ?? 0) + 1;
}
