import { CashierHistory } from '../features/cashier/components/cashier-history';
import { CashierPage } from '../features/cashier/components/cashier-page';

/** Deposit and withdrawal history. */
export default function TransactionsPage() {
  return (
    <CashierPage titleKey="routes.Transactions" testId="account-transactions">
      <CashierHistory />
    </CashierPage>
  );
}
