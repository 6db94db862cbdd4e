import { registerNamespace, type MessagesLoader } from '@casino/shared';

/** The data-rights pages' texts (Verilerim, Hesabı Kapat): their own namespace, loaded when a page first renders. */
export const DATA_RIGHTS_NS = ['dataRights', 'account'] as const;

const loadMessages: MessagesLoader = (lang) =>
  import(/* webpackChunkName: "i18n-data-rights-[request]" */ `./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default);

let registered: Promise<void> | null = null;
export const ensureDataRightsMessages = (): Promise<void> => (registered ??= registerNamespace('dataRights', loadMessages));
// At chunk load: a component's first useTranslation must find the loader.
void ensureDataRightsMessages().catch((error: unknown) => console.warn('[account] data-rights messages failed', error));
