import { registerNamespace, type MessagesLoader } from '@casino/shared';

/** The share page's texts: their own namespace, loaded when the page first renders (like the cashier's). */
export const SHARE_NS = ['share', 'account'] as const;

const loadShareMessages: MessagesLoader = (lang) =>
  import(/* webpackChunkName: "i18n-share-[request]" */ `./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default);

let registered: Promise<void> | null = null;
export const ensureShareMessages = (): Promise<void> => (registered ??= registerNamespace('share', loadShareMessages));
// At chunk load: a component's first useTranslation must find the loader.
void ensureShareMessages().catch((error: unknown) => console.warn('[account] share messages failed', error));
