import { REMOTE_NAMES, type Registry, type RegistryRemote, type RemoteName, type RuntimeConfig } from '@casino/shared';
import { OVERRIDE_STORAGE_KEY, isOverrideOrigin, isProductionMode } from './override-origin';

/**
 * Local override (issue 42 item 2, like single-spa's import-map-overrides): `?override=lobby@http://localhost:3101/remoteEntry.js`
 * points one remote at a dev build for this browser only, outside production. Repeatable or comma-separated;
 * `?override=lobby@` clears one, `?override=off` clears all. Kept in localStorage. Loaded by the boot only when
 * an override is asked for or stored (override-origin.ts `wantsOverride`): a page without one pays nothing.
 */
export { OVERRIDE_STORAGE_KEY, isOverrideOrigin, isProductionMode } from './override-origin';

export type TOverrides = Partial<Record<RemoteName, string>>;
export interface TOverrideRefusal {
  name: string;
  url: string;
  reason: 'origin' | 'production' | 'malformed';
}

/** Parses the `override` query values into changes: a URL sets, null clears; `off` clears everything. */
export function parseOverrideParam(search: string): { changes: Map<RemoteName, string | null>; clearAll: boolean; malformed: TOverrideRefusal[] } {
  const changes = new Map<RemoteName, string | null>();
  const malformed: TOverrideRefusal[] = [];
  let clearAll = false;
  for (const value of new URLSearchParams(search).getAll('override')) {
    for (const item of value.split(',').map((s) => s.trim()).filter(Boolean)) {
      if (item === 'off') {
        clearAll = true;
        changes.clear();
        continue;
      }
      const at = item.indexOf('@');
      const name = at < 0 ? item : item.slice(0, at);
      const url = at < 0 ? '' : item.slice(at + 1);
      if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
        malformed.push({ name, url, reason: 'malformed' });
        continue;
      }
      changes.set(name as RemoteName, url === '' ? null : url);
    }
  }
  return { changes, clearAll, malformed };
}

const readStored = (): TOverrides => {
  try {
    const value = JSON.parse(localStorage.getItem(OVERRIDE_STORAGE_KEY) ?? '{}') as unknown;
    return typeof value === 'object' && value !== null ? (value as TOverrides) : {};
  } catch {
    return {};
  }
};

const writeStored = (overrides: TOverrides): void => {
  try {
    if (Object.keys(overrides).length === 0) localStorage.removeItem(OVERRIDE_STORAGE_KEY);
    else localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
  } catch {
    /* storage unavailable: the override lives for no page */
  }
};

/**
 * The overrides active for this page: the stored ones with the URL's changes applied, each checked against the
 * allowed origins. In production everything is refused and the storage cleared. Refusals are returned for the notice.
 */
export function resolveOverrides(search: string, origins: RuntimeConfig['remoteOrigins']): { active: TOverrides; refused: TOverrideRefusal[] } {
  const { changes, clearAll, malformed } = parseOverrideParam(search);
  const stored = clearAll ? {} : readStored();
  for (const [name, url] of changes) {
    if (url === null) delete stored[name];
    else stored[name] = url;
  }
  const refused: TOverrideRefusal[] = [...malformed];
  if (isProductionMode(origins)) {
    if (Object.keys(stored).length > 0 || changes.size > 0) console.warn('[override] local overrides are ignored in production');
    for (const [name, url] of Object.entries(stored)) refused.push({ name, url: url ?? '', reason: 'production' });
    writeStored({});
    return { active: {}, refused };
  }
  const active: TOverrides = {};
  for (const [name, url] of Object.entries(stored) as [RemoteName, string][]) {
    if ((REMOTE_NAMES as readonly string[]).includes(name) && typeof url === 'string' && /\/remoteEntry\.js(\?.*)?$/.test(url) && isOverrideOrigin(url, origins)) active[name] = url;
    else refused.push({ name, url: String(url), reason: 'origin' });
  }
  writeStored(active);
  return { active, refused };
}

/** The entry's folder: its mf-manifest.json (routes.json sits next to it, see boot/routes-data.ts). */
export const manifestUrlOf = (entryUrl: string): string => new URL('mf-manifest.json', entryUrl).href;

/** The registry with the overridden remotes pointing at their dev builds (channel and version 'dev', no hash). */
export function applyOverrides(registry: Registry, active: TOverrides): Registry {
  if (Object.keys(active).length === 0) return registry;
  const remotes = registry.remotes.map((r): RegistryRemote => {
    const url = active[r.name];
    return url ? { ...r, entryUrl: url, manifestUrl: manifestUrlOf(url), integrity: null, version: 'dev', channel: 'dev' } : r;
  });
  return { ...registry, remotes };
}
