import { registerNamespace, type MessagesLoader } from '@casino/shared';

/** The responsible-gaming page's texts: their own namespace, loaded when the page first renders. */
export const PROTECTION_NS = ['protection', 'account'] as const;

const loadProtectionMessages: MessagesLoader = (lang) =>
  import(/* webpackChunkName: "i18n-protection-[request]" */ `./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default);

let registered: Promise<void> | null = null;
export const ensureProtectionMessages = (): Promise<void> => (registered ??= registerNamespace('protection', loadProtectionMessages));
// At chunk load: a component's first useTranslation must find the loader.
void ensureProtectionMessages().catch((error: unknown) => console.warn('[account] protection messages failed', error));
