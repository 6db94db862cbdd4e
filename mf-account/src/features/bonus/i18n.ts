import { registerNamespace, type MessagesLoader } from '@casino/shared';

/** The bonus screens' texts (Bonuslarım, the deposit bonus, the withdrawal notice): their own namespace, loaded on first use. */
export const BONUS_NS = ['bonus', 'account'] as const;

const loadBonusMessages: MessagesLoader = (lang) =>
  import(/* webpackChunkName: "i18n-bonus-[request]" */ `./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default);

let registered: Promise<void> | null = null;
export const ensureBonusMessages = (): Promise<void> => (registered ??= registerNamespace('bonus', loadBonusMessages));
// At chunk load: a component's first useTranslation must find the loader.
void ensureBonusMessages().catch((error: unknown) => console.warn('[account] bonus messages failed', error));
