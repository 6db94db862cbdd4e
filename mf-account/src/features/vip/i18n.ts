import { registerNamespace, type MessagesLoader } from '@casino/shared';

/** The VIP page's texts: their own namespace, loaded when the page first renders (like the cashier's). */
export const VIP_NS = ['vip', 'account'] as const;

const loadVipMessages: MessagesLoader = (lang) =>
  import(/* webpackChunkName: "i18n-vip-[request]" */ `./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default);

let registered: Promise<void> | null = null;
export const ensureVipMessages = (): Promise<void> => (registered ??= registerNamespace('vip', loadVipMessages));
// At chunk load: a component's first useTranslation must find the loader.
void ensureVipMessages().catch((error: unknown) => console.warn('[account] vip messages failed', error));
