import { PlaceholderPage } from '../components/placeholder-page';

export default function PddPage() {
  return <PlaceholderPage titleKey="routes.pdd" testId="mail-rewards-pdd" />;
}
