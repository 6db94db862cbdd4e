import type { MessagesLoader } from '@casino/shared';

/** The 'mailRewards' namespace, one chunk per language. */
export const loadMailRewardsMessages: MessagesLoader = (lang) =>
  import(/* webpackChunkName: "i18n-mail-rewards-[request]" */ `./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default);
