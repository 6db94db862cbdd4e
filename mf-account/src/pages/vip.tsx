import { PlaceholderPage } from '../components/placeholder-page';

export default function VipPage() {
  return <PlaceholderPage titleKey="routes.Vip" testId="account-vip" />;
}
