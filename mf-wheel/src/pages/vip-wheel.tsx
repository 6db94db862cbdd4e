import { PlaceholderPage } from '../components/placeholder-page';

export default function VipWheelPage() {
  return <PlaceholderPage titleKey="routes.VipWheel" testId="wheel-vip-wheel" />;
}
