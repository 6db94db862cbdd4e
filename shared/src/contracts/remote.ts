import type { ComponentType } from 'react';
import type { Lang } from '../constants';

export type LayoutKind = 'desktop' | 'mobile';

/**
 * A route a remote owns, as data (DESIGN.md "remote contract").
 * Paths are relative to the layout root, without a leading slash ('' = index).
 */
export interface RemoteRoute {
  path: string;
  /** Spec route name, e.g. Home, gamePlaying, kisiselBilgiler. */
  name: string;
  /** i18n key of the title, namespaced: 'lobby:routes.home'. */
  titleKey: string;
  ignoreAuth?: boolean;
  hideInMenu?: boolean;
  /** Rendered outside the main layout (mobile /login, /register, /password-reset). */
  outsideLayout?: boolean;
  layouts: LayoutKind[];
  order: number;
  icon?: string;
  children?: RemoteRoute[];
  load: () => Promise<{ default: ComponentType }>;
}

/** Loader of one language's messages for a remote's namespace. */
export type MessagesLoader = (lang: Lang) => Promise<Record<string, unknown>>;

/** What `./routes` of every remote exports as default. */
export interface RemoteManifest {
  /** i18n namespace of the remote, e.g. 'lobby'. */
  namespace: string;
  messages: MessagesLoader;
  routes: RemoteRoute[];
}

/** A route as pure data: what routes.json carries, so the shell builds tables without running remote code. */
export type RemoteRouteData = Omit<RemoteRoute, 'load' | 'children'> & { children?: RemoteRouteData[] };

/** `routes.json`, emitted by every remote build next to its `mf-manifest.json`. */
export interface RemoteRoutesData {
  namespace: string;
  routes: RemoteRouteData[];
  /** The messages the route titles need (their `titleKey`s), per language. */
  titles: Partial<Record<Lang, Record<string, unknown>>>;
}

/** File name of the route data beside a remote's manifest. */
export const ROUTES_DATA_FILE = 'routes.json';

/** Identity of a route within its remote: the same spec name may have one entry per layout. */
export const routeKey = (r: Pick<RemoteRoute, 'name' | 'path' | 'layouts'>): string => `${r.name}|${r.path}|${[...r.layouts].sort().join(',')}`;

const pick = (messages: Record<string, unknown>, path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), messages);

const put = (target: Record<string, unknown>, path: string[], value: unknown) => {
  let node = target;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[path[path.length - 1]!] = value;
};

/** The data of a remote's `./routes` (its loaders dropped), with the title messages of each language. */
export function toRoutesData(manifest: RemoteManifest, messages: Partial<Record<Lang, Record<string, unknown>>>): RemoteRoutesData {
  const strip = (r: RemoteRoute): RemoteRouteData => {
    const { load: _load, children, ...rest } = r;
    return children ? { ...rest, children: children.map(strip) } : rest;
  };
  const routes = manifest.routes.map(strip);
  const keys = new Set<string>();
  const collect = (r: RemoteRouteData) => {
    keys.add(r.titleKey);
    r.children?.forEach(collect);
  };
  routes.forEach(collect);
  const titles: RemoteRoutesData['titles'] = {};
  for (const [lang, all] of Object.entries(messages) as [Lang, Record<string, unknown>][]) {
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [manifest.namespace, key];
      if (ns !== manifest.namespace) continue;
      const value = pick(all, path.split('.'));
      if (typeof value === 'string') put(out, path.split('.'), value);
    }
    titles[lang] = out;
  }
  return { namespace: manifest.namespace, routes, titles };
}

/** Props the shell passes to every widget slot (e.g. ./HeaderSearch, ./MailPopup). */
export interface SlotProps {
  layout: LayoutKind;
}

/**
 * The widget contract: every widget a remote exposes to the shell's chrome, with its props. The shell's
 * `RemoteSlot` is typed by it and each remote's widget module implements its entry, so a change on either
 * side fails the type check instead of a page.
 */
export interface WidgetContract {
  lobby: {
    './HeaderSearch': SlotProps;
    /** `onNavigate`: a result was chosen (the drawer closes); `onActiveChange`: the box has words or not. */
    './DrawerSearch': SlotProps & { onNavigate?: () => void; onActiveChange?: (active: boolean) => void };
    /** The providers of the catalogue, each opening its games; `onNavigate` as above. */
    './DrawerProviders': SlotProps & { onNavigate?: () => void };
  };
  account: {
    './AccountOverlay': SlotProps;
  };
  'mail-rewards': {
    './MailPopup': SlotProps;
  };
  wheel: Record<never, never>;
}

/** The widgets one remote exposes (`'./HeaderSearch' | ...`). */
export type WidgetOf<R extends keyof WidgetContract> = keyof WidgetContract[R] & string;
/** The props of one widget. */
export type WidgetProps<R extends keyof WidgetContract, W extends WidgetOf<R>> = WidgetContract[R][W];
