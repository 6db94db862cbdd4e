import type { RemoteManifest } from '@casino/shared';

const both = ['desktop', 'mobile'] as const;

/** Routes owned by the mail & rewards team (spec section 2), as data for the shell. */
const manifest: RemoteManifest = {
  namespace: 'mailRewards',
  messages: (lang) => import(/* webpackChunkName: "i18n-mail-rewards-[request]" */ `./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default),
  routes: [
    { path: 'promotions', name: 'Promotions', titleKey: 'mailRewards:routes.Promotions', layouts: [...both], order: 30, icon: 'promotions', load: () => import('./pages/promotions') },
    { path: 'pdd', name: 'pdd', titleKey: 'mailRewards:routes.pdd', hideInMenu: true, layouts: [...both], order: 53, load: () => import('./pages/pdd') },
  ],
};

export default manifest;