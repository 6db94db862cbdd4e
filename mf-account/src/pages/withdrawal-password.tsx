import { PlaceholderPage } from '../components/placeholder-page';

export default function WithdrawalPasswordPage() {
  return <PlaceholderPage titleKey="routes.withdrawalPassword" testId="account-withdrawal-password" />;
}
