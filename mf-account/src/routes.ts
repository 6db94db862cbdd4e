import type { RemoteManifest, RemoteRoute } from '@casino/shared';
import { loadAccountMessages } from './i18n';
import { KISISEL_BILGILER_SECTIONS, type TSectionName } from './kisisel-bilgiler-sections';

const both = ['desktop', 'mobile'] as const;

/** The page of each kisiselBilgiler child (the children themselves are data in kisisel-bilgiler-sections.ts). */
const SECTION_PAGES: Record<TSectionName, RemoteRoute['load']> = {
  kisiselBilgilerHome: () => import('./pages/kisisel-bilgiler'),
  mobilCihaziBagla: () => import('./pages/mobil-cihazi-bagla'),
  bankaKartiBilgiler: () => import('./pages/banka-karti-bilgiler'),
  Recharge: () => import('./pages/recharge'),
  RechargeDetail: () => import('./pages/recharge-detail'),
  withdrawalPassword: () => import('./pages/withdrawal-password'),
  withdrawl: () => import('./pages/withdrawl'),
  Transactions: () => import('./pages/transactions'),
  sorumluOyun: () => import('./pages/sorumlu-oyun'),
  oyunAliskanliklarim: () => import('./pages/oyun-aliskanliklarim'),
  Bonuslarim: () => import('./pages/bonuslarim'),
  kimlik: () => import('./pages/kimlik'),
  verilerim: () => import('./pages/verilerim'),
  hesabiKapat: () => import('./pages/hesabi-kapat'),
};

/** Routes owned by the account team (spec section 2), as data for the shell. */
const manifest: RemoteManifest = {
  namespace: 'account',
  messages: loadAccountMessages,
  routes: [
    { path: 'login', name: 'login', titleKey: 'account:routes.login', ignoreAuth: true, hideInMenu: true, layouts: ['desktop'], order: 100, load: () => import('./pages/login') },
    { path: 'login', name: 'login', titleKey: 'account:routes.login', ignoreAuth: true, hideInMenu: true, outsideLayout: true, layouts: ['mobile'], order: 100, load: () => import('./pages/login') },
    { path: 'register', name: 'register', titleKey: 'account:routes.register', ignoreAuth: true, hideInMenu: true, outsideLayout: true, layouts: ['mobile'], order: 101, load: () => import('./pages/register') },
    { path: 'password-reset', name: 'passwordReset', titleKey: 'account:routes.passwordReset', ignoreAuth: true, hideInMenu: true, outsideLayout: true, layouts: ['mobile'], order: 102, load: () => import('./pages/password-reset') },
    { path: 'password-reset', name: 'passwordReset', titleKey: 'account:routes.passwordReset', ignoreAuth: true, hideInMenu: true, layouts: ['desktop'], order: 102, load: () => import('./pages/password-reset') },
    { path: 'myBettingRecords', name: 'MyBettingRecords', titleKey: 'account:routes.MyBettingRecords', layouts: [...both], order: 11, icon: 'records', load: () => import('./pages/my-betting-records') },
    { path: 'customerService', name: 'CustomerService', titleKey: 'account:routes.CustomerService', layouts: [...both], order: 31, icon: 'support', load: () => import('./pages/customer-service') },
    {
      path: 'kisiselBilgiler',
      name: 'kisiselBilgiler',
      titleKey: 'account:routes.kisiselBilgiler',
      layouts: [...both],
      order: 40,
      icon: 'profile',
      load: () => import('./pages/kisisel-bilgiler-layout'),
      children: KISISEL_BILGILER_SECTIONS.map((section) => ({ ...section, layouts: [...section.layouts], load: SECTION_PAGES[section.name] })),
    },
    { path: 'personal', name: 'personal', titleKey: 'account:routes.personal', hideInMenu: true, layouts: [...both], order: 50, load: () => import('./pages/personal') },
    { path: 'share', name: 'share', titleKey: 'account:routes.share', hideInMenu: true, layouts: [...both], order: 51, load: () => import('./pages/share') },
    // Mobile: pdd reuses the share screen (spec section 2); desktop keeps mail-rewards' own pdd page.
    { path: 'pdd', name: 'pdd', titleKey: 'account:routes.pdd', hideInMenu: true, layouts: ['mobile'], order: 53, load: () => import('./pages/pdd') },
    { path: 'vip', name: 'Vip', titleKey: 'account:routes.Vip', hideInMenu: true, layouts: [...both], order: 52, load: () => import('./pages/vip') },
  ],
};

export default manifest;