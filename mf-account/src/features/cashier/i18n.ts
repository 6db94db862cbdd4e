import { registerNamespace, type MessagesLoader } from '@casino/shared';

/**
 * The cashier's texts live in their own namespace, loaded when a cashier screen first renders (the
 * account namespace is loaded at boot for menu titles; these are not needed on the home page).
 * Components ask for both: cashier keys first, then the account namespace's shared ones.
 */
export const CASHIER_NS = ['cashier', 'account'] as const;

const loadCashierMessages: MessagesLoader = (lang) =>
  import(/* webpackChunkName: "i18n-cashier-[request]" */ `./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default);

let registered: Promise<void> | null = null;
/** Registers the loader (synchronously, before any cashier component asks for the namespace) and loads it. */
export const ensureCashierMessages = (): Promise<void> => (registered ??= registerNamespace('cashier', loadCashierMessages));
// At chunk load: a component's first useTranslation must find the loader, or i18next marks the namespace empty.
void ensureCashierMessages().catch((error: unknown) => console.warn('[account] cashier messages failed', error));
