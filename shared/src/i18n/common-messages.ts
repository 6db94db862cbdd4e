import type { MessagesLoader } from '../contracts/remote';

/** The shared 'common' namespace; webpack splits one chunk per language. */
export const loadCommonMessages: MessagesLoader = (lang) =>
  import(/* webpackChunkName: "i18n-common-[request]" */ `./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default);
