import { CashierPage, WithdrawPasswordForm } from '../features/cashier';

export default function WithdrawalPasswordPage() {
  return (
    <CashierPage titleKey="routes.withdrawalPassword" testId="account-withdrawal-password">
      <WithdrawPasswordForm />
    </CashierPage>
  );
}
