import { registerNamespace, type MessagesLoader } from '@casino/shared';

/** The identity verification screen's texts: their own namespace, loaded on first use. */
export const KYC_NS = ['kyc', 'account'] as const;

const loadKycMessages: MessagesLoader = (lang) =>
  import(/* webpackChunkName: "i18n-kyc-[request]" */ `./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default);

let registered: Promise<void> | null = null;
export const ensureKycMessages = (): Promise<void> => (registered ??= registerNamespace('kyc', loadKycMessages));
// At chunk load: a component's first useTranslation must find the loader.
void ensureKycMessages().catch((error: unknown) => console.warn('[account] kyc messages failed', error));
