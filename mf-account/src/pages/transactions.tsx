import { CashierHistory, CashierPage } from '../features/cashier';

/** Deposit and withdrawal history. */
export default function TransactionsPage() {
  return (
    <CashierPage titleKey="routes.Transactions" testId="account-transactions">
      <CashierHistory />
    </CashierPage>
  );
}
