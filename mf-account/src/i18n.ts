import type { MessagesLoader } from '@casino/shared';

/** The 'account' namespace, one chunk per language. */
export const loadAccountMessages: MessagesLoader = (lang) =>
  import(/* webpackChunkName: "i18n-account-[request]" */ `./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default);
