import { PlaceholderPage } from '../components/placeholder-page';

export default function PromotionsPage() {
  return <PlaceholderPage titleKey="routes.Promotions" testId="mail-rewards-promotions" />;
}
