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

/** Props the shell passes to a widget slot (e.g. ./HeaderSearch, ./MailPopup). */
export interface SlotProps {
  layout: LayoutKind;
}
