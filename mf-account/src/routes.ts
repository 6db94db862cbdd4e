import type { RemoteManifest } from '@casino/shared';
import { loadAccountMessages } from './i18n';

const both = ['desktop', 'mobile'] as const;

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
      children: [
        { path: '', name: 'kisiselBilgilerHome', titleKey: 'account:routes.kisiselBilgiler', layouts: [...both], order: 0, load: () => import('./pages/kisisel-bilgiler') },
        { path: 'mobilCihaziBagla', name: 'mobilCihaziBagla', titleKey: 'account:routes.mobilCihaziBagla', layouts: [...both], order: 1, load: () => import('./pages/mobil-cihazi-bagla') },
        { path: 'bankaKartiBilgiler', name: 'bankaKartiBilgiler', titleKey: 'account:routes.bankaKartiBilgiler', layouts: [...both], order: 2, load: () => import('./pages/banka-karti-bilgiler') },
        { path: 'recharge', name: 'Recharge', titleKey: 'account:routes.Recharge', layouts: [...both], order: 3, load: () => import('./pages/recharge') },
        { path: 'recharge-detail', name: 'RechargeDetail', titleKey: 'account:routes.RechargeDetail', hideInMenu: true, layouts: ['mobile'], order: 4, load: () => import('./pages/recharge-detail') },
        { path: 'withdrawalPassword', name: 'withdrawalPassword', titleKey: 'account:routes.withdrawalPassword', layouts: [...both], order: 5, load: () => import('./pages/withdrawal-password') },
        { path: 'withdrawl', name: 'withdrawl', titleKey: 'account:routes.withdrawl', layouts: [...both], order: 6, load: () => import('./pages/withdrawl') },
        // cashier: deposit and withdrawal history
        { path: 'transactions', name: 'Transactions', titleKey: 'account:routes.Transactions', layouts: [...both], order: 7, load: () => import('./pages/transactions') },
        // player protection: limits, time-out, self-exclusion
        { path: 'sorumluOyun', name: 'sorumluOyun', titleKey: 'account:routes.sorumluOyun', layouts: [...both], order: 8, load: () => import('./pages/sorumlu-oyun') },
      ],
    },
    { path: 'personal', name: 'personal', titleKey: 'account:routes.personal', hideInMenu: true, layouts: [...both], order: 50, load: () => import('./pages/personal') },
    { path: 'share', name: 'share', titleKey: 'account:routes.share', hideInMenu: true, layouts: [...both], order: 51, load: () => import('./pages/share') },
    // Mobile: pdd reuses the share screen (spec section 2); desktop keeps mail-rewards' own pdd page.
    { path: 'pdd', name: 'pdd', titleKey: 'account:routes.pdd', hideInMenu: true, layouts: ['mobile'], order: 53, load: () => import('./pages/pdd') },
    { path: 'vip', name: 'Vip', titleKey: 'account:routes.Vip', hideInMenu: true, layouts: [...both], order: 52, load: () => import('./pages/vip') },
  ],
};

export default manifest;