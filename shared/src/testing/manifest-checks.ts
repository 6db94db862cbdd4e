import type { RemoteManifest, RemoteRoute } from '../contracts/remote';
import { LANGUAGES } from '../constants';

function flatten(routes: RemoteRoute[]): RemoteRoute[] {
  return routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);
}

function lookup(messages: Record<string, unknown>, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
}

/**
 * Problems of a remote's route manifest: titles missing in a language, keys outside the remote's
 * namespace, routes without a layout, duplicate names per layout. Empty means valid.
 */
export async function manifestProblems(manifest: RemoteManifest): Promise<string[]> {
  const problems: string[] = [];
  const routes = flatten(manifest.routes);
  for (const lang of LANGUAGES) {
    const messages = await manifest.messages(lang);
    for (const r of routes) {
      const [ns, key] = r.titleKey.split(':');
      if (ns !== manifest.namespace || !key) problems.push(`${r.name}: title key ${r.titleKey} is not in namespace ${manifest.namespace}`);
      else if (typeof lookup(messages, key) !== 'string') problems.push(`${r.name}: no ${lang} text for ${r.titleKey}`);
    }
  }
  for (const r of routes) if (r.layouts.length === 0) problems.push(`${r.name}: no layout`);
  for (const layout of ['desktop', 'mobile'] as const) {
    const names = manifest.routes.filter((r) => r.layouts.includes(layout)).map((r) => r.name);
    const dupes = names.filter((n, i) => names.indexOf(n) !== i);
    if (dupes.length > 0) problems.push(`${layout}: duplicate route names ${dupes.join(', ')}`);
  }
  return problems;
}
