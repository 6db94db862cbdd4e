import { CashierPage } from '../features/cashier/components/cashier-page';
import { WithdrawPasswordForm } from '../features/cashier/components/withdraw-password-form';

export default function WithdrawalPasswordPage() {
  return (
    <CashierPage titleKey="routes.withdrawalPassword" testId="account-withdrawal-password">
      <WithdrawPasswordForm />
    </CashierPage>
  );
}
