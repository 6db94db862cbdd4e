import { registerNamespace, type MessagesLoader } from '@casino/shared';

/** The customer-service page's texts: their own namespace, loaded when the page first renders (like VIP's). */
export const SUPPORT_NS = ['support', 'account'] as const;

const loadSupportMessages: MessagesLoader = (lang) =>
  import(/* webpackChunkName: "i18n-support-[request]" */ `./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default);

let registered: Promise<void> | null = null;
export const ensureSupportMessages = (): Promise<void> => (registered ??= registerNamespace('support', loadSupportMessages));
// At chunk load: a component's first useTranslation must find the loader.
void ensureSupportMessages().catch((error: unknown) => console.warn('[account] support messages failed', error));
