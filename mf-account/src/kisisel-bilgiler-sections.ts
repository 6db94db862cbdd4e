import type { LayoutKind, RemoteRoute } from '@casino/shared';

/** A child route of kisiselBilgiler without its page loader (routes.ts adds it). */
export type TSectionRoute = Omit<RemoteRoute, 'load' | 'children' | 'layouts'> & { readonly layouts: readonly LayoutKind[] };

const both = ['desktop', 'mobile'] as const;

/**
 * The children of kisiselBilgiler, as data: the route table (routes.ts) and the personal page's list of
 * sections are both built from it, so a section added here is a route and an entry of the personal page at once.
 */
export const KISISEL_BILGILER_SECTIONS = [
  { path: '', name: 'kisiselBilgilerHome', titleKey: 'account:routes.kisiselBilgiler', layouts: both, order: 0 },
  { path: 'mobilCihaziBagla', name: 'mobilCihaziBagla', titleKey: 'account:routes.mobilCihaziBagla', layouts: both, order: 1 },
  { path: 'bankaKartiBilgiler', name: 'bankaKartiBilgiler', titleKey: 'account:routes.bankaKartiBilgiler', layouts: both, order: 2 },
  { path: 'recharge', name: 'Recharge', titleKey: 'account:routes.Recharge', layouts: both, order: 3 },
  { path: 'recharge-detail', name: 'RechargeDetail', titleKey: 'account:routes.RechargeDetail', hideInMenu: true, layouts: ['mobile'], order: 4 },
  { path: 'withdrawalPassword', name: 'withdrawalPassword', titleKey: 'account:routes.withdrawalPassword', layouts: both, order: 5 },
  { path: 'withdrawl', name: 'withdrawl', titleKey: 'account:routes.withdrawl', layouts: both, order: 6 },
  // cashier: deposit and withdrawal history (Hesap Hareketleri)
  { path: 'transactions', name: 'Transactions', titleKey: 'account:routes.Transactions', layouts: both, order: 7 },
  // player protection: limits, time-out, self-exclusion
  { path: 'sorumluOyun', name: 'sorumluOyun', titleKey: 'account:routes.sorumluOyun', layouts: both, order: 8 },
  // the player's own last 30 days beside the protection tools
  { path: 'oyunAliskanliklarim', name: 'oyunAliskanliklarim', titleKey: 'account:routes.oyunAliskanliklarim', layouts: both, order: 9 },
  // bonus wallet: the running bonus, its wagering and the history
  { path: 'bonuslarim', name: 'Bonuslarim', titleKey: 'account:routes.Bonuslarim', layouts: both, order: 10 },
  // identity verification (KYC): a withdrawal needs it
  { path: 'kimlik', name: 'kimlik', titleKey: 'account:routes.kimlik', layouts: both, order: 11 },
  // KVKK data rights: the data export and the account closure
  { path: 'verilerim', name: 'verilerim', titleKey: 'account:routes.verilerim', layouts: both, order: 12 },
  { path: 'hesabiKapat', name: 'hesabiKapat', titleKey: 'account:routes.hesabiKapat', layouts: both, order: 13 },
] as const satisfies readonly TSectionRoute[];

export type TSectionName = (typeof KISISEL_BILGILER_SECTIONS)[number]['name'];

/** The sections a player opens from the personal page on this layout: every child but the index and the hidden ones, in order. */
export const sectionsFor = (layout: LayoutKind): TSectionRoute[] =>
  (KISISEL_BILGILER_SECTIONS as readonly TSectionRoute[]).filter((s) => s.path !== '' && !s.hideInMenu && s.layouts.includes(layout)).sort((a, b) => a.order - b.order);
