import { PlaceholderPage } from '../components/placeholder-page';

export default function RechargeDetailPage() {
  return <PlaceholderPage titleKey="routes.RechargeDetail" testId="account-recharge-detail" />;
}
