import type { RemoteManifest } from '@casino/shared';
import { loadMailRewardsMessages } from './i18n';

const both = ['desktop', 'mobile'] as const;

/** Routes owned by the mail & rewards team (spec section 2), as data for the shell. */
const manifest: RemoteManifest = {
  namespace: 'mailRewards',
  messages: loadMailRewardsMessages,
  routes: [
    { path: 'promotions', name: 'Promotions', titleKey: 'mailRewards:routes.Promotions', layouts: [...both], order: 30, icon: 'promotions', load: () => import('./pages/promotions') },
    { path: 'signin', name: 'SignIn', titleKey: 'mailRewards:routes.SignIn', layouts: [...both], order: 31, icon: 'new', load: () => import('./pages/sign-in') },
    // Desktop only: on mobile the pdd route is the account remote's share screen (spec section 2: pdd reuses it).
    { path: 'pdd', name: 'pdd', titleKey: 'mailRewards:routes.pdd', hideInMenu: true, layouts: ['desktop'], order: 53, load: () => import('./pages/pdd') },
  ],
};

export default manifest;