import { PlaceholderPage } from '../components/placeholder-page';

export default function RechargePage() {
  return <PlaceholderPage titleKey="routes.Recharge" testId="account-recharge" />;
}
