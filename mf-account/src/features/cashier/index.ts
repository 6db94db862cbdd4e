// The feature's public face: other features, pages and widgets import it only from here (eslint.config.mjs,
// feature boundaries). Named re-exports only: the build declares this file free of side effects, so an importer
// gets the modules it names and no others (tools/webpack/index.cjs).
export { cashierApi } from './api/cashier-api';
export { BankCards } from './components/bank-cards';
export { CashierHistory } from './components/cashier-history';
export { CashierPage } from './components/cashier-page';
export { Money, StatusBadge } from './components/common';
export { OrderPanel } from './components/order-panel';
export { RechargeForm } from './components/recharge-form';
export { WithdrawForm } from './components/withdraw-form';
export { WithdrawPasswordForm } from './components/withdraw-password-form';
export { CASHIER_NS, ensureCashierMessages } from './i18n';
