import { PlaceholderPage } from '../components/placeholder-page';

export default function MobilCihaziBaglaPage() {
  return <PlaceholderPage titleKey="routes.mobilCihaziBagla" testId="account-mobil-cihazi-bagla" />;
}
