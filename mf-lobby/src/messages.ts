import { registerNamespace, type MessagesLoader } from '@casino/shared';

export const NAMESPACE = 'lobby';

/** The lobby's messages, one chunk per language, loaded on demand. */
export const lobbyMessages: MessagesLoader = (lang) =>
  import(/* webpackChunkName: "i18n-lobby-[request]" */ `./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default);

let registered: Promise<void> | null = null;

/** Widgets may mount before any lobby route: they make sure the namespace is there themselves. */
export function ensureLobbyMessages(): Promise<void> {
  registered ??= registerNamespace(NAMESPACE, lobbyMessages);
  return registered;
}
