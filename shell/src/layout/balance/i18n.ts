import { registerNamespace, type Lang } from '@casino/shared';

const loadBalanceMessages = (lang: Lang) =>
  import(/* webpackChunkName: "i18n-balance-[request]" */ `./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default);

let registered: Promise<void> | null = null;
/** The balance split's texts: their own namespace, loaded with the split's chunk (never on the first paint). */
export const ensureBalanceMessages = (): Promise<void> => (registered ??= registerNamespace('balance', loadBalanceMessages));
void ensureBalanceMessages().catch((error: unknown) => console.warn('[shell] balance messages failed', error));
