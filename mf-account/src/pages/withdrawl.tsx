import { PlaceholderPage } from '../components/placeholder-page';

export default function WithdrawlPage() {
  return <PlaceholderPage titleKey="routes.withdrawl" testId="account-withdrawl" />;
}
